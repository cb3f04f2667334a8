/// The units and measure words the amount reader knows.
enum AmountUnitTable {
  /// Units, matched longest first; ASCII letters in any case.
  static let units: [(String, AmountUnit.Kind)] = {
    let table: [(String, AmountUnit.Kind)] = [
      ("克", .gram), ("公克", .gram), ("g", .gram), ("gram", .gram), ("grams", .gram),
      ("gramme", .gram), ("grammes", .gram),
      ("千克", .kilogram), ("公斤", .kilogram), ("kg", .kilogram), ("kgs", .kilogram),
      ("kilogram", .kilogram), ("kilograms", .kilogram), ("kilo", .kilogram), ("kilos", .kilogram),
      ("斤", .jin), ("两", .liang), ("钱", .qian),
      ("oz", .ounce), ("ounce", .ounce), ("ounces", .ounce),
      ("lb", .pound), ("lbs", .pound), ("pound", .pound), ("pounds", .pound),
      ("毫升", .millilitre), ("ml", .millilitre), ("cc", .millilitre), ("millilitre", .millilitre),
      ("millilitres", .millilitre), ("milliliter", .millilitre), ("milliliters", .millilitre),
      ("升", .litre), ("公升", .litre), ("l", .litre), ("litre", .litre), ("litres", .litre),
      ("liter", .litre), ("liters", .litre),
      ("汤匙", .largeSpoon), ("大勺", .largeSpoon), ("大匙", .largeSpoon), ("汤勺", .largeSpoon),
      ("大汤匙", .largeSpoon), ("小汤勺", .largeSpoon), ("调羹", .largeSpoon), ("tbsp", .largeSpoon),
      ("tbsps", .largeSpoon), ("tbs", .largeSpoon), ("tablespoon", .largeSpoon),
      ("tablespoons", .largeSpoon),
      ("茶匙", .smallSpoon), ("小勺", .smallSpoon), ("小匙", .smallSpoon), ("茶勺", .smallSpoon),
      ("小茶勺", .smallSpoon), ("小茶匙", .smallSpoon), ("tsp", .smallSpoon), ("tsps", .smallSpoon),
      ("teaspoon", .smallSpoon), ("teaspoons", .smallSpoon),
      ("勺", .spoon), ("匙", .spoon),
      ("cup", .cup), ("cups", .cup),
      ("fl oz", .fluidOunce), ("fl. oz", .fluidOunce), ("fl. oz.", .fluidOunce),
      ("floz", .fluidOunce), ("fluid ounce", .fluidOunce), ("fluid ounces", .fluidOunce),
      ("pint", .pint), ("pints", .pint), ("pt", .pint),
      ("quart", .quart), ("quarts", .quart), ("qt", .quart),
      ("gallon", .gallon), ("gallons", .gallon), ("gal", .gallon),
      ("°c", .celsius), ("℃", .celsius), ("摄氏度", .celsius),
      ("°f", .fahrenheit), ("℉", .fahrenheit), ("华氏度", .fahrenheit),
    ]
    return table.sorted { $0.0.count > $1.0.count }
  }()

  /// One-letter abbreviations whose case matters: `T` a tablespoon, `t` a
  /// teaspoon, `c` a cup.
  static let caseSensitiveUnits: [(Character, AmountUnit.Kind)] = [
    ("T", .largeSpoon), ("t", .smallSpoon), ("c", .cup),
  ]

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
      if name.last?.isASCII == true, let next = after.first, next.isASCII, next.isLetter {
        continue
      }
      return (AmountUnit(kind, written: String(text[..<end])), after)
    }
    if let first = text.first, let kind = caseSensitiveUnits.first(where: { $0.0 == first })?.1 {
      let after = text.dropFirst()
      if !(after.first.map { $0.isASCII && ($0.isLetter || $0 == ".") } ?? false) {
        return (AmountUnit(kind, written: String(first)), after)
      }
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

  /// The unit `word` names as a whole (`cups`, `汤匙`, `T`), or nil when it
  /// names none.
  static func unit(named word: String) -> AmountUnit? {
    let trimmed = Substring(word.trimmingAmountSpaces())
    guard let (unit, rest) = unit(at: trimmed), rest.isEmpty, unit.kind != .measure else {
      return nil
    }
    return unit
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
