/// The units and measure words the amount reader knows.
enum AmountUnitTable {
  /// Units, matched longest first; ASCII ones in any case.
  static let units: [(String, AmountUnit.Kind)] = {
    let table: [(String, AmountUnit.Kind)] = [
      ("克", .gram), ("公克", .gram), ("g", .gram), ("gram", .gram), ("grams", .gram),
      ("千克", .kilogram), ("公斤", .kilogram), ("kg", .kilogram),
      ("斤", .jin), ("两", .liang), ("钱", .qian),
      ("毫升", .millilitre), ("ml", .millilitre), ("cc", .millilitre),
      ("升", .litre), ("公升", .litre), ("l", .litre),
      ("汤匙", .largeSpoon), ("大勺", .largeSpoon), ("大匙", .largeSpoon), ("汤勺", .largeSpoon),
      ("大汤匙", .largeSpoon), ("小汤勺", .largeSpoon), ("调羹", .largeSpoon), ("tbsp", .largeSpoon),
      ("茶匙", .smallSpoon), ("小勺", .smallSpoon), ("小匙", .smallSpoon), ("茶勺", .smallSpoon),
      ("小茶勺", .smallSpoon), ("小茶匙", .smallSpoon), ("tsp", .smallSpoon),
      ("勺", .spoon), ("匙", .spoon),
    ]
    return table.sorted { $0.0.count > $1.0.count }
  }()

  /// Measure words of counts (a 小 or 大 before them is part of the word).
  static let measureWords: Set<Character> = [
    "个", "只", "根", "片", "瓣", "块", "条", "颗", "粒", "朵", "把", "棵", "段", "碗", "杯", "张", "袋",
    "头", "盒", "包", "瓶", "罐", "枚", "支", "节", "株", "撮", "滴", "盘", "碟", "份", "团", "副", "听",
    "串", "束", "捆", "坨", "盏", "尾", "跟",
  ]

  /// The unit or measure word at the start of `text` and what follows it.
  static func unit(at text: Substring) -> (AmountUnit, Substring)? {
    for (name, kind) in units {
      guard let end = matchEnd(of: name, in: text) else { continue }
      let after = text[end...]
      // `g` must not be the start of a longer word such as `grain`.
      if name.first?.isASCII == true, let next = after.first, next.isASCII, next.isLetter {
        continue
      }
      return (AmountUnit(kind, written: String(text[..<end])), after)
    }
    var rest = text
    var written = ""
    if let size = rest.first, size == "小" || size == "大" {
      written.append(size)
      rest = rest.dropFirst()
    }
    guard let word = rest.first, measureWords.contains(word) else { return nil }
    written.append(word)
    return (AmountUnit(.measure, written: written), rest.dropFirst())
  }

  /// Where `name` ends when `text` starts with it (ASCII letters in any case).
  private static func matchEnd(of name: String, in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    for character in name {
      guard index < text.endIndex else { return nil }
      let found = text[index]
      if found != character {
        guard found.isASCII, found.lowercased() == String(character) else { return nil }
      }
      index = text.index(after: index)
    }
    return index
  }
}
