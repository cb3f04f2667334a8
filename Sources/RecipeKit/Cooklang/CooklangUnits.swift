/// The units a Cooklang reader knows: any other gives an "unknown unit"
/// warning (a typo such as `gr` or `tbps` is then seen in `--check-data`).
///
/// One table for the reader and, later, for scaling and the shopping list:
/// each unit's spellings, lower case, with the English plural folded
/// (`cups`, `leaves`) by `isKnown`.
public enum CooklangUnits {
  /// Every spelling known, lower case, singular.
  public static let known: Set<String> = [
    // Mass.
    "g", "gram", "gramme", "kg", "kilogram", "mg", "milligram", "oz", "ounce", "lb", "pound",
    "克", "千克", "公斤", "毫克", "斤", "两", "钱",
    // Volume.
    "ml", "millilitre", "milliliter", "l", "litre", "liter", "dl", "decilitre", "deciliter", "cl",
    "centilitre", "centiliter", "tsp", "teaspoon", "tbsp", "tablespoon", "tbs", "tbl", "cup", "c",
    "fl oz", "fluid ounce", "pint", "pt", "quart", "qt", "gallon", "gal", "shot", "jigger",
    "毫升", "升", "杯", "勺", "汤匙", "茶匙", "大勺", "小勺", "碗", "匙",
    // Counts and kitchen measures.
    "item", "piece", "pc", "pcs", "clove", "slice", "sprig", "pinch", "dash", "drop", "handful",
    "bunch", "can", "tin", "jar", "bottle", "packet", "pack", "package", "bag", "box", "stick",
    "sheet", "leaf", "leave", "stalk", "head", "knob", "cube", "fillet", "rasher", "strip", "ear",
    "loaf", "bulb", "sachet", "scoop", "serving", "portion", "wedge", "ball",
    "个", "只", "根", "片", "块", "瓣", "把", "颗", "粒", "条", "张", "段", "头", "棵", "朵",
    "包", "袋", "罐", "盒", "适量", "少许", "撮", "滴", "节", "枚", "份", "株", "束",
    // Time.
    "s", "sec", "second", "min", "minute", "h", "hr", "hour", "day", "week",
    "秒", "分", "分钟", "小时", "钟头", "天", "晚", "夜",
    // Temperature and length.
    "°c", "°f", "c°", "f°", "degree", "cm", "mm", "inch", "in", "厘米", "毫米", "度",
  ]

  /// Whether `unit` is in the table: case and a trailing `.` ignored, an
  /// English plural (`-s`, `-es`, `-ies` → `-y`, `leaves`) folded, and a
  /// Chinese measure with `小` or `大` before it (`小块`).
  public static func isKnown(_ unit: String) -> Bool {
    var word = CooklangText.trimmed(unit).lowercased()
    if word.hasSuffix("."), word.count > 1 { word.removeLast() }
    if known.contains(word) { return true }
    // A Chinese measure made small or large: 小块, 大块, 小把, 大碗 (as 大勺
    // and 小勺 are in the table).
    if let first = word.first, first == "小" || first == "大", word.count > 1,
      known.contains(String(word.dropFirst())),
      word.unicodeScalars.allSatisfy({ $0.value >= 0x2E80 })
    {
      return true
    }
    for (suffix, replacement) in [("ies", "y"), ("ves", "f"), ("es", ""), ("s", "")]
    where word.hasSuffix(suffix) && word.count > suffix.count {
      if known.contains(String(word.dropLast(suffix.count)) + replacement) { return true }
    }
    return false
  }
}
