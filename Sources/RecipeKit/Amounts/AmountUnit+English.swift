extension AmountUnit {
  /// The unit as written before `value`: an English word in the page's
  /// spelling takes its singular or plural form (`1 cup`, `2 cups`);
  /// anything else is `written` as it is.
  func written(for value: Double) -> String {
    guard let forms = Self.englishForms[written] else { return written }
    return value > 1 + 1e-9 ? forms.plural : forms.singular
  }

  /// Lowercase English unit words that change with the number.
  static let englishForms: [String: (singular: String, plural: String)] = {
    let pairs = [
      ("cup", "cups"), ("pint", "pints"), ("quart", "quarts"), ("gallon", "gallons"),
      ("ounce", "ounces"), ("pound", "pounds"), ("teaspoon", "teaspoons"),
      ("tablespoon", "tablespoons"), ("gram", "grams"), ("kilogram", "kilograms"),
      ("litre", "litres"), ("liter", "liters"), ("millilitre", "millilitres"),
      ("milliliter", "milliliters"), ("fluid ounce", "fluid ounces"),
    ]
    var forms: [String: (singular: String, plural: String)] = [:]
    for (singular, plural) in pairs {
      forms[singular] = (singular, plural)
      forms[plural] = (singular, plural)
    }
    return forms
  }()

  /// The unit of `kind` as this app writes it in English (`g`, `cup`,
  /// `tbsp`, `°F`) or, for a unit of a Chinese page, in Chinese where
  /// Chinese has a word for it (`克`, `千克`, `毫升`, `升`, `摄氏度`, `华氏度`).
  static func standard(_ kind: Kind, english: Bool) -> AmountUnit {
    if !english, let chinese = chineseNames[kind] {
      return AmountUnit(kind, written: chinese)
    }
    return AmountUnit(kind, written: englishNames[kind] ?? kind.rawValue, spaced: kind.isWord)
  }

  /// What converted units are called in English.
  static let englishNames: [Kind: String] = [
    .gram: "g", .kilogram: "kg", .ounce: "oz", .pound: "lb", .millilitre: "ml", .litre: "l",
    .largeSpoon: "tbsp", .smallSpoon: "tsp", .cup: "cup", .fluidOunce: "fl oz", .pint: "pint",
    .quart: "quart", .gallon: "gallon", .celsius: "°C", .fahrenheit: "°F",
  ]

  /// What converted units are called on a Chinese page (US units keep
  /// their English names).
  static let chineseNames: [Kind: String] = [
    .gram: "克", .kilogram: "千克", .millilitre: "毫升", .litre: "升", .largeSpoon: "汤匙",
    .smallSpoon: "茶匙", .celsius: "℃", .fahrenheit: "℉",
  ]
}

extension AmountUnit.Kind {
  /// True for units written as a word after a space (`2 cups`, `225 g`);
  /// false for degrees (`180°C`).
  var isWord: Bool { self != .celsius && self != .fahrenheit }
}
