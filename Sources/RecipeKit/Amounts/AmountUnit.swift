/// The unit of a quantity, or the measure word of a count, as a page wrote it.
///
/// `written` is the page's spelling (`g`, `克`, `大勺`, `小块`) so that an
/// amount shown in the page's units looks like the page.
public struct AmountUnit: Hashable, Sendable, Codable {
  /// What the unit measures and how big it is.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case gram, kilogram, jin, liang, qian
    case millilitre, litre
    /// 汤匙 大勺 大匙 汤勺 (15 ml by default).
    case largeSpoon
    /// 茶匙 小勺 小匙 (5 ml by default).
    case smallSpoon
    /// 勺 匙: a large spoon unless the options say otherwise.
    case spoon
    /// A measure word (个 只 根 …): the amount is a count, not a quantity.
    case measure
  }

  /// What the unit is.
  public var kind: Kind
  /// The unit as written on the page, e.g. `"g"` or `"小块"`; `""` for a
  /// bare number (a count with no measure word).
  public var written: String

  public init(_ kind: Kind, written: String) {
    self.kind = kind
    self.written = written
  }

  /// Grams in one unit, for the units of mass; nil otherwise.
  public var grams: Double? {
    switch kind {
    case .gram: 1
    case .kilogram: 1000
    case .jin: 500
    case .liang: 50
    case .qian: 5
    default: nil
    }
  }

  /// Millilitres in one unit, for the units of volume and spoons; nil
  /// otherwise.
  public func millilitres(options: AmountOptions) -> Double? {
    switch kind {
    case .millilitre: 1
    case .litre: 1000
    case .largeSpoon: options.largeSpoon
    case .smallSpoon: options.smallSpoon
    case .spoon: options.plainSpoonIsLarge ? options.largeSpoon : options.smallSpoon
    default: nil
    }
  }

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
}
