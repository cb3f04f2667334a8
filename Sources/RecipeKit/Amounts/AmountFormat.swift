/// Writes numbers of amounts back as text: digits (`1.5`, `½`) or Chinese
/// numerals (`两`, `半`, `一百二十`).
enum AmountFormat {
  /// Fractions below 1 written as one character.
  static let fractionGlyphs: [(Double, String)] = [
    (0.5, "½"), (1.0 / 3.0, "⅓"), (0.25, "¼"), (0.75, "¾"), (2.0 / 3.0, "⅔"), (0.125, "⅛"),
    (0.375, "⅜"), (0.625, "⅝"), (0.875, "⅞"),
  ]

  /// `value` as a whole number and a fraction glyph, for US units: `1½`,
  /// `⅓`, `2¾`, `1⅛`; digits when the rest is no glyph's (`1.2`).
  static func fraction(_ value: Double) -> String {
    guard value.isFinite, value >= 0 else { return "0" }
    let whole = value.rounded(.down)
    let rest = value - whole
    if rest < 1e-6 { return digits(whole) }
    if 1 - rest < 1e-6 { return digits(whole + 1) }
    guard let glyph = fractionGlyphs.first(where: { abs($0.0 - rest) < 1e-6 }) else {
      return digits(value)
    }
    return (whole > 0 ? digits(whole) : "") + glyph.1
  }

  /// `value` in digits: `3`, `1.5`, `0.25` as `¼`, `12.34`.
  static func digits(_ value: Double) -> String {
    guard value.isFinite, value >= 0 else { return "0" }
    if value < 1, let glyph = fractionGlyphs.first(where: { abs($0.0 - value) < 1e-6 }) {
      return glyph.1
    }
    let hundredths = (value * 100).rounded()
    guard hundredths < 1e15 else { return "999999999" }
    let whole = Int(hundredths) / 100
    let cents = Int(hundredths) % 100
    if cents == 0 { return String(whole) }
    if cents % 10 == 0 { return "\(whole).\(cents / 10)" }
    return "\(whole).\(cents < 10 ? "0" : "")\(cents)"
  }

  /// `value` in Chinese numerals when it is a whole number up to 9999 (with
  /// `两` for 2 unless the unit is 两 itself); nil otherwise.
  static func chinese(_ value: Double, beforeUnit unit: String) -> String? {
    guard value.isFinite, value >= 1, value <= 9999, value == value.rounded() else { return nil }
    let number = Int(value)
    if number == 2 { return unit == "两" || unit.isEmpty ? "二" : "两" }
    let digits = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
    let places = [(1000, "千"), (100, "百"), (10, "十")]
    var text = ""
    var rest = number
    var needsZero = false
    for (size, name) in places {
      let digit = rest / size
      rest %= size
      if digit > 0 {
        if needsZero { text += "零" }
        // 十五, not 一十五, when 十 leads.
        if !(size == 10 && digit == 1 && text.isEmpty) { text += digits[digit] }
        text += name
        needsZero = false
      } else if !text.isEmpty {
        needsZero = true
      }
    }
    if rest > 0 {
      if needsZero { text += "零" }
      text += digits[rest]
    }
    return text
  }
}
