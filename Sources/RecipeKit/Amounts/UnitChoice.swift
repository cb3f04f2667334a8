/// Which unit a converted amount is written in: the one that reads best
/// for its size, in the target system.
enum UnitChoice {
  /// Grams below 1000 g (once rounded: 999.6 g is `1 kg`), else kilograms.
  static func metricMass(_ grams: Double, english: Bool) -> AmountUnit {
    let large = CookRounding.round(grams, for: .gram) >= 1000
    return AmountUnit.standard(large ? .kilogram : .gram, english: english)
  }

  /// Millilitres below 1000 ml (once rounded), else litres.
  static func metricVolume(_ millilitres: Double, english: Bool) -> AmountUnit {
    let large = CookRounding.round(millilitres, for: .millilitre) >= 1000
    return AmountUnit.standard(large ? .litre : .millilitre, english: english)
  }

  /// Ounces below a pound (a hair less: 450 g is `1 lb`), else pounds.
  /// Always in English: US units have no Chinese names.
  static func usMass(_ grams: Double, english: Bool) -> AmountUnit {
    let pound = AmountUnit.gramsPerOunce * 16
    return AmountUnit.standard(grams >= pound * (1 - tolerance) ? .pound : .ounce, english: true)
  }

  /// Gallons from 4 quarts, quarts from 4 cups, cups from ¼ cup when a
  /// step of ⅛ or ⅓ cup lands within 10% (always from 1 cup), tablespoons
  /// from 1 tablespoon, else teaspoons (each a hair early, so that the
  /// 15 ml spoon is `1 tbsp`, not `3 tsp`). Spoons of a Chinese page keep
  /// their Chinese names.
  static func usVolume(_ millilitres: Double, english: Bool, options: AmountOptions)
    -> AmountUnit
  {
    let cup = AmountUnit.millilitresPerCup
    let cups = millilitres / cup
    let kind: AmountUnit.Kind
    if cups >= 16 * (1 - tolerance) {
      kind = .gallon
    } else if cups >= 4 * (1 - tolerance) {
      kind = .quart
    } else if cups >= 0.25 * (1 - tolerance),
      cups >= 1 || abs(CookRounding.eighthsOrThirds(cups) - cups) <= cups * 0.1
    {
      kind = .cup
    } else if millilitres >= options.largeSpoon * (1 - tolerance) {
      kind = .largeSpoon
    } else {
      kind = .smallSpoon
    }
    let isSpoon = kind == .largeSpoon || kind == .smallSpoon
    return AmountUnit.standard(kind, english: english || !isSpoon)
  }

  /// How far below a unit's size an amount may be and still be written in
  /// it (the US tablespoon is 14.8 ml, the spoon of the options 15).
  static let tolerance = 0.02
}
