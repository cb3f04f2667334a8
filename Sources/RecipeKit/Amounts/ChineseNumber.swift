/// Reads a number at the start of a text, as recipe pages write them.
///
/// Accepted, at the very start (no leading space):
/// - ASCII and full-width digits with an optional decimal part (`1.5`,
///   `１．５`), and a fraction after them (`1/2`, `1／2`, `1½`);
/// - the vulgar fractions `½ ⅓ ¼ ¾ ⅔` (and `⅛ ⅜ ⅝ ⅞`) alone;
/// - Chinese numerals `零〇一二两三四五六七八九十百千` up to 9999
///   (`十五`, `二十`, `一百二十`, `两千零五`), and `半` (0.5).
///
/// `两` counts as a digit only at the start of the numeral or before
/// `百`/`千`, so `十两` reads 10 with `两` (the weight unit) left over, and
/// `一两` reads 1 with `两` left over. The value is always finite and at most
/// `maximum`: `1/0` is no number, and a longer run of digits is rejected
/// rather than rounded to infinity.
public enum ChineseNumber {
  /// The largest value read; anything bigger is no number.
  public static let maximum: Double = 1_000_000

  /// The number at the start of `text` and the text after it, or nil when
  /// `text` does not start with one (or it is out of range, or `x/0`).
  public static func prefix(of text: Substring) -> (value: Double, rest: Substring)? {
    guard let first = text.first else { return nil }
    if digit(first) != nil {
      return arabic(text)
    }
    if let fraction = vulgarFractions[first] {
      return (fraction, text.dropFirst())
    }
    if first == "半" {
      return (0.5, text.dropFirst())
    }
    return chinese(text)
  }

  /// The vulgar fraction characters and their values.
  static let vulgarFractions: [Character: Double] = [
    "½": 0.5, "⅓": 1.0 / 3.0, "¼": 0.25, "¾": 0.75, "⅔": 2.0 / 3.0, "⅛": 0.125, "⅜": 0.375,
    "⅝": 0.625, "⅞": 0.875,
  ]

  /// The value of an ASCII or full-width digit.
  static func digit(_ character: Character) -> Int? {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
      return nil
    }
    switch scalar.value {
    case 0x30...0x39: return Int(scalar.value - 0x30)
    case 0xFF10...0xFF19: return Int(scalar.value - 0xFF10)
    default: return nil
    }
  }

  /// Digits, an optional decimal part, then an optional fraction.
  private static func arabic(_ text: Substring) -> (value: Double, rest: Substring)? {
    guard let (whole, afterWhole) = decimal(text) else { return nil }
    var rest = afterWhole
    if let slash = rest.first, slash == "/" || slash == "／" || slash == "⁄",
      let (denominator, afterDenominator) = decimal(rest.dropFirst())
    {
      guard denominator > 0 else { return nil }
      let value = whole / denominator
      guard value.isFinite, value <= maximum else { return nil }
      return (value, afterDenominator)
    }
    var value = whole
    if let next = rest.first, let fraction = vulgarFractions[next] {
      value += fraction
      rest = rest.dropFirst()
    }
    guard value.isFinite, value <= maximum else { return nil }
    return (value, rest)
  }

  /// Digits and an optional `.` or `．` with digits after it.
  private static func decimal(_ text: Substring) -> (Double, Substring)? {
    var value = 0.0
    var rest = text
    var digits = 0
    while let character = rest.first, let d = digit(character) {
      value = value * 10 + Double(d)
      digits += 1
      rest = rest.dropFirst()
      // Past the maximum already: no number, however many digits follow.
      if value > maximum { return nil }
    }
    guard digits > 0 else { return nil }
    if let point = rest.first, point == "." || point == "．",
      let next = rest.dropFirst().first, digit(next) != nil
    {
      rest = rest.dropFirst()
      var scale = 0.1
      while let character = rest.first, let d = digit(character) {
        value += Double(d) * scale
        scale /= 10
        rest = rest.dropFirst()
      }
    }
    return (value, rest)
  }
}
