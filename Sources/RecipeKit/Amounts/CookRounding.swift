/// Rounds scaled or converted values the way a cook writes them.
///
/// - grams and millilitres: quarters from 1 (¼ teaspoon is 1.25 ml), whole
///   from 10, to 5 from 100, one decimal below 1
///   (never 0: at least 0.1);
/// - kilograms and litres: two decimals (at least 0.01);
/// - spoons, 斤, 两, 钱 and counts: halves; below ½ the nearest of ⅛ ¼ ⅓
///   (never 0).
///
/// Every result is finite: a value that is not (or is negative) becomes 0,
/// and values are capped at `ChineseNumber.maximum` times the largest factor
/// the app offers.
enum CookRounding {
  /// The largest value shown; anything above is shown as this.
  static let cap: Double = 1e9

  /// `value` rounded for `kind`.
  static func round(_ value: Double, for kind: AmountUnit.Kind) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    let value = min(value, cap)
    switch kind {
    case .gram, .millilitre:
      if value >= 100 { return (value / 5).rounded() * 5 }
      if value >= 10 { return value.rounded() }
      if value >= 1 { return (value * 4).rounded() / 4 }
      return max((value * 10).rounded() / 10, 0.1)
    case .kilogram, .litre:
      return max((value * 100).rounded() / 100, 0.01)
    case .largeSpoon, .smallSpoon, .spoon, .jin, .liang, .qian, .measure:
      if value >= 0.5 { return (value * 2).rounded() / 2 }
      return smallFractions.min { abs($0 - value) < abs($1 - value) } ?? 0.25
    }
  }

  /// The fractions below ½ a cook writes.
  static let smallFractions: [Double] = [1.0 / 8.0, 1.0 / 4.0, 1.0 / 3.0]
}
