/// Ingredient names for matching: synonyms and families.
///
/// Two names are the same ingredient when their keys are equal. The key is
/// the name without spaces and bracketed notes (`鸡蛋（大）` → `鸡蛋`), ASCII
/// lowercased, then looked up in a small table: synonyms share a key
/// (西红柿 = 番茄, 马铃薯 = 土豆) and a family's members take the family's
/// key (小葱, 大葱, 葱花 → 葱). Anything not in the table is its own key, so
/// 洋葱 stays 洋葱 and 番茄酱 stays 番茄酱: names never match by a part.
public enum IngredientNames {
  /// The key of `name` (see the type's summary); `""` for a blank name.
  public static func key(_ name: String) -> String {
    // Most names need no cleaning: no brackets, spaces, colons or capitals
    // (all of them have an ASCII byte or a lead byte 0xE3/0xEF in UTF-8).
    let needsCleaning = name.utf8.contains { byte in
      byte == 0xE3 || byte == 0xEF || byte == 0xC2 || (byte < 0x80 && !Self.plainASCII(byte))
    }
    let cleaned = needsCleaning ? cleaned(name) : name
    return table[cleaned] ?? cleaned
  }

  /// ASCII bytes that `cleaned` keeps as they are: lowercase letters, digits.
  private static func plainASCII(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
  }

  /// The name without brackets and what they hold, spaces, and a trailing
  /// `：`; ASCII letters lowercased.
  static func cleaned(_ name: String) -> String {
    var result = ""
    var depth = 0
    for character in name {
      switch character {
      case "(", "（", "[", "【": depth += 1
      case ")", "）", "]", "】": depth = max(depth - 1, 0)
      case " ", "\u{3000}", "\u{A0}", "：", ":": continue
      default:
        if depth == 0 {
          result.append(character.isASCII ? Character(character.lowercased()) : character)
        }
      }
    }
    return result
  }

  /// Each family or synonym set: the key first, then the names it covers.
  static let groups: [[String]] = [
    ["番茄", "西红柿", "番柿"],
    ["土豆", "马铃薯", "洋芋", "土豆仁"],
    ["葱", "小葱", "大葱", "葱花", "香葱", "青葱", "葱段", "葱白", "葱末", "葱丝", "京葱"],
    ["姜", "生姜", "老姜", "姜片", "姜丝", "姜末", "鲜姜", "嫩姜"],
    ["蒜", "大蒜", "蒜头", "蒜瓣", "蒜末", "蒜蓉", "蒜泥", "蒜片", "独头蒜"],
    ["鸡蛋", "蛋", "鸡蛋液", "蛋液", "土鸡蛋", "柴鸡蛋"],
    ["盐", "食盐", "精盐", "细盐"],
    ["糖", "白糖", "白砂糖", "砂糖", "绵白糖", "细砂糖"],
    ["食用油", "油", "植物油", "色拉油", "沙拉油", "花生油", "调和油"],
    ["淀粉", "生粉", "玉米淀粉", "水淀粉", "太白粉"],
    ["香菜", "芫荽"],
    ["水", "清水", "开水", "温水"],
    ["白胡椒粉", "胡椒粉"],
    ["料酒", "黄酒", "绍酒"],
    ["香油", "麻油", "芝麻油"],
  ]

  /// Name → key for every name in `groups`.
  static let table: [String: String] = {
    var table: [String: String] = [:]
    for group in groups {
      guard let key = group.first else { continue }
      for name in group { table[name] = key }
    }
    return table
  }()
}
