/// Rounds scaled or converted values the way a cook writes them.
///
/// - grams and millilitres: quarters from 1 to 5 (¼ ½ ¾ teaspoon are 1.25,
///   2.5 and 3.75 ml), whole from 5 (a teaspoon: no cook measures 6.25 ml),
///   to 5 from 100, one decimal below 1 (never 0: at least 0.1);
/// - kilograms and litres: two decimals and at most 3 significant digits
///   (at least 0.01);
/// - spoons, 斤, 两, 钱 and counts: halves; below ½ the nearest of ⅛ ¼ ⅓
///   (never 0);
/// - US units (and spoons written in English): teaspoons to ¼, tablespoons
///   to ½, cups to ⅛ or ⅓, ounces and fluid ounces, pints, quarts and
///   gallons to ¼, pounds to ⅛; below the step ⅛ (never 0);
/// - degrees: whole, to 5 from 100.
///
/// Every result is finite: a value that is not (or is negative) becomes 0,
/// and values are capped at `ChineseNumber.maximum` times the largest factor
/// the app offers.
enum CookRounding {
  /// The largest value shown; anything above is shown as this.
  static let cap: Double = 1e9

  /// `value` rounded for `kind` (written as the bundle writes units).
  static func round(_ value: Double, for kind: AmountUnit.Kind) -> Double {
    round(value, for: AmountUnit(kind, written: ""))
  }

  /// `value` rounded for `unit`.
  static func round(_ value: Double, for unit: AmountUnit) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    let value = min(value, cap)
    switch unit.kind {
    case .gram, .millilitre:
      if value >= 100 { return (value / 5).rounded() * 5 }
      if value >= 5 { return value.rounded() }
      if value >= 1 { return (value * 4).rounded() / 4 }
      return max((value * 10).rounded() / 10, 0.1)
    case .kilogram, .litre:
      return max(significant((value * 100).rounded() / 100, digits: 3), 0.01)
    case .celsius, .fahrenheit:
      return value >= 100 ? (value / 5).rounded() * 5 : value.rounded()
    case .cup:
      return eighthsOrThirds(value)
    case .smallSpoon where unit.usesFractions:
      return grid(value, step: 0.25)
    case .ounce, .fluidOunce, .pint, .quart, .gallon:
      return grid(value, step: 0.25)
    case .pound:
      return grid(value, step: 0.125)
    case .largeSpoon, .smallSpoon, .spoon, .jin, .liang, .qian, .measure:
      if value >= 0.5 { return (value * 2).rounded() / 2 }
      return smallFractions.min { abs($0 - value) < abs($1 - value) } ?? 0.25
    }
  }

  /// The fractions below ½ a cook writes.
  static let smallFractions: [Double] = [1.0 / 8.0, 1.0 / 4.0, 1.0 / 3.0]

  /// `value` on multiples of `step`; below half a step ⅛ (never 0).
  static func grid(_ value: Double, step: Double) -> Double {
    let rounded = (value / step).rounded() * step
    return rounded > 0 ? rounded : 0.125
  }

  /// The nearest multiple of ⅛ or ⅓ (eighths on a tie); never 0.
  static func eighthsOrThirds(_ value: Double) -> Double {
    let eighths = (value * 8).rounded() / 8
    let thirds = (value * 3).rounded() / 3
    let nearest = abs(thirds - value) < abs(eighths - value) - 1e-9 ? thirds : eighths
    return nearest > 0 ? nearest : 0.125
  }

  /// `value` with at most `digits` significant digits (`1237` → `1240`,
  /// `1.237` → `1.24`).
  static func significant(_ value: Double, digits: Int) -> Double {
    guard value.isFinite, value > 0 else { return value }
    var magnitude = 1.0
    while magnitude * 10 <= value { magnitude *= 10 }
    while magnitude > value { magnitude /= 10 }
    // `step` is the place of the last digit kept.
    var step = magnitude
    for _ in 1..<max(digits, 1) { step /= 10 }
    return (value / step).rounded() * step
  }
}
