/// One ingredient of the density table: its names in English and Chinese,
/// what a measure of it weighs, and where that figure comes from.
public struct DensityEntry: Sendable {
  /// The US measure a source gives the weight of.
  public enum Measure: Sendable {
    case cup, halfCup, quarterCup, tablespoon, teaspoon

    /// Millilitres in the measure (US customary: a cup is 16 tablespoons,
    /// a tablespoon 3 teaspoons).
    public var millilitres: Double {
      switch self {
      case .cup: AmountUnit.millilitresPerCup
      case .halfCup: AmountUnit.millilitresPerCup / 2
      case .quarterCup: AmountUnit.millilitresPerCup / 4
      case .tablespoon: AmountUnit.millilitresPerCup / 16
      case .teaspoon: AmountUnit.millilitresPerCup / 48
      }
    }
  }

  /// English names, the first the main one (`flour`, `all-purpose flour`
  /// …); singular, as a cook writes them (plurals are folded on lookup).
  public let english: [String]
  /// Chinese names (`面粉`, `中筋面粉` …).
  public let chinese: [String]
  /// Grams in one `per`.
  public let grams: Double
  /// The measure `grams` is given for.
  public let per: Measure
  /// The public reference the figure comes from, with its own figure
  /// (`King Arthur Baking, Ingredient Weight Chart: 1 cup = 120 g`); a
  /// stand-in says what it stands in for.
  public let source: String

  public init(
    english: [String], chinese: [String], grams: Double, per: Measure, source: String
  ) {
    self.english = english
    self.chinese = chinese
    self.grams = grams
    self.per = per
    self.source = source
  }

  /// Grams in one millilitre.
  public var gramsPerMillilitre: Double { grams / per.millilitres }
}
