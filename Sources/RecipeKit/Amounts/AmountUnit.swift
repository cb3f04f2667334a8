/// The unit of a quantity, or the measure word of a count, as a page wrote it.
///
/// `written` is the page's spelling (`g`, `克`, `大勺`, `小块`, `cups`) so that
/// an amount shown in the page's units looks like the page.
public struct AmountUnit: Hashable, Sendable, Codable {
  /// What the unit measures and how big it is.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case gram, kilogram, jin, liang, qian
    /// The avoirdupois ounce and pound (28.35 g, 453.6 g).
    case ounce, pound
    case millilitre, litre
    /// 汤匙 大勺 大匙 汤勺, tbsp, T (15 ml by default).
    case largeSpoon
    /// 茶匙 小勺 小匙, tsp, t (5 ml by default).
    case smallSpoon
    /// 勺 匙: a large spoon unless the options say otherwise.
    case spoon
    /// The US customary cup, fluid ounce, pint, quart and gallon.
    case cup, fluidOunce, pint, quart, gallon
    /// Degrees Celsius and Fahrenheit (never scaled).
    case celsius, fahrenheit
    /// A measure word (个 只 根 …, or an English word the table does not
    /// know): the amount is a count, not a quantity.
    case measure
  }

  /// What the unit is.
  public var kind: Kind
  /// The unit as written on the page, e.g. `"g"` or `"小块"`; `""` for a
  /// bare number (a count with no measure word).
  public var written: String
  /// True when a space stands between the number and the unit (`8 oz`,
  /// not `50g`); nil (no space) in amounts saved before it existed.
  public var spaced: Bool?

  public init(_ kind: Kind, written: String, spaced: Bool = false) {
    self.kind = kind
    self.written = written
    self.spaced = spaced ? true : nil
  }

  /// Grams in one unit, for the units of mass; nil otherwise.
  public var grams: Double? {
    switch kind {
    case .gram: 1
    case .kilogram: 1000
    case .jin: 500
    case .liang: 50
    case .qian: 5
    case .ounce: Self.gramsPerOunce
    case .pound: Self.gramsPerOunce * 16
    default: nil
    }
  }

  /// Millilitres in one unit, for the units of volume and spoons; nil
  /// otherwise. Spoons take their sizes from `options`; the US units are
  /// the US customary ones.
  public func millilitres(options: AmountOptions) -> Double? {
    switch kind {
    case .millilitre: 1
    case .litre: 1000
    case .largeSpoon: options.largeSpoon
    case .smallSpoon: options.smallSpoon
    case .spoon: options.plainSpoonIsLarge ? options.largeSpoon : options.smallSpoon
    case .cup: Self.millilitresPerCup
    case .fluidOunce: Self.millilitresPerCup / 8
    case .pint: Self.millilitresPerCup * 2
    case .quart: Self.millilitresPerCup * 4
    case .gallon: Self.millilitresPerCup * 16
    default: nil
    }
  }

  /// Grams in an avoirdupois ounce (exact by definition).
  public static let gramsPerOunce = 28.349523125
  /// Millilitres in a US customary cup (exact: 8 fluid ounces of 231/128
  /// cubic inches).
  public static let millilitresPerCup = 236.5882365

  /// True for °C and °F.
  public var isTemperature: Bool { kind == .celsius || kind == .fahrenheit }

  /// Grams or millilitres: the metric unit this one converts to, with its
  /// size in it; nil for a measure word.
  func metric(options: AmountOptions) -> (unit: AmountUnit, size: Double)? {
    if let grams { return (kind == .gram ? self : .gramUnit, grams) }
    if let millilitres = millilitres(options: options) {
      return (kind == .millilitre ? self : .millilitreUnit, millilitres)
    }
    return nil
  }

  /// `克`, the unit converted masses are written in.
  static let gramUnit = AmountUnit(.gram, written: "克")
  /// `毫升`, the unit converted volumes are written in.
  static let millilitreUnit = AmountUnit(.millilitre, written: "毫升")

  /// True for grams, millilitres, kilograms and litres: the units numbers are
  /// written in digits for, whatever the page did.
  var isMetric: Bool {
    [.gram, .kilogram, .millilitre, .litre].contains(kind)
  }

  /// True when the unit is written in English (it starts with an ASCII
  /// letter, or is `°C`/`°F`): converted units are then written in English.
  var isEnglish: Bool {
    guard let first = written.first else { return false }
    return (first.isASCII && first.isLetter) || first == "°"
  }

  /// True when numbers are written with fractions (`1½`, `⅓`): the US
  /// units, and spoons written in English.
  var usesFractions: Bool {
    switch kind {
    case .ounce, .pound, .cup, .fluidOunce, .pint, .quart, .gallon: true
    case .largeSpoon, .smallSpoon, .spoon: isEnglish
    default: false
    }
  }
}
