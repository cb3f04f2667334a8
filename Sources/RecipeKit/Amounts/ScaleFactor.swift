/// The scales a recipe steps through (`+` and `-` in the app) and how a
/// scale is written.
public enum ScaleFactor {
  /// ×¼ ×⅓ ×½ ×1 ×1.5 ×2 ×3 ×4.
  public static let steps: [Double] = [0.25, 1.0 / 3.0, 0.5, 1, 1.5, 2, 3, 4]

  /// The next step above `scale` (the largest stays).
  public static func larger(than scale: Double) -> Double {
    steps.first { $0 > scale + 1e-9 } ?? steps[steps.count - 1]
  }

  /// The next step below `scale` (the smallest stays).
  public static func smaller(than scale: Double) -> Double {
    steps.last { $0 < scale - 1e-9 } ?? steps[0]
  }

  /// A number as a scale's is written: `6`, `1.5`, `½`, `1.33`.
  public static func number(_ value: Double) -> String {
    AmountFormat.digits(value)
  }

  /// `×2`, `×1.5`, `×½`, `×⅓`.
  public static func label(_ scale: Double) -> String {
    "×" + AmountFormat.digits(scale)
  }
}
