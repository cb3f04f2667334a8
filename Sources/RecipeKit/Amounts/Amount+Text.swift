extension Amount {
  /// The amount as text: `written` while it is the page's own, else the
  /// number rounded for its unit (see `CookRounding`) with the unit, the
  /// prefix and the note. Never `inf` or `nan`; never 0 for a positive
  /// amount.
  public var text: String {
    guard !isAsWritten, let number, let unit else { return written }
    return prefix + Self.numberAndUnit(number, unit: unit) + shownNote(unit: unit)
  }

  /// `2-3个`, `两个半`, `半个`, `¼个`, `1.5汤匙`, `750克`.
  static func numberAndUnit(_ number: AmountNumber, unit: AmountUnit) -> String {
    let low = CookRounding.round(number.low, for: unit)
    if let high = number.high {
      let roundedHigh = CookRounding.round(high, for: unit)
      if roundedHigh > low {
        let separator = number.separator.isEmpty ? "-" : number.separator
        return value(low, number: number, unit: unit, alone: false) + separator
          + value(roundedHigh, number: number, unit: unit, alone: true)
      }
    }
    return value(low, number: number, unit: unit, alone: true)
  }

  /// One value in the page's style; with the unit after it when `alone`.
  private static func value(
    _ value: Double, number: AmountNumber, unit: AmountUnit, alone: Bool
  ) -> String {
    let unitText = alone ? (unit.spaced == true ? " " : "") + unit.written(for: value) : ""
    if unit.usesFractions { return AmountFormat.fraction(value) + unitText }
    let whole = value.rounded(.down)
    let isHalf = value - whole == 0.5
    if number.isChinese && !unit.isMetric {
      if let numeral = AmountFormat.chinese(value, beforeUnit: unit.written) {
        return numeral + unitText
      }
      if isHalf && whole == 0 { return "半" + unitText }
      if isHalf, alone, !unit.written.isEmpty,
        let numeral = AmountFormat.chinese(whole, beforeUnit: unit.written)
      {
        return numeral + unitText + "半"
      }
    }
    if number.halfAfterUnit && isHalf && whole >= 1 && alone && !unit.written.isEmpty {
      return AmountFormat.digits(whole) + unitText + "半"
    }
    // A count of English words (`1½ cloves`) or a source's count without
    // a unit (a Cooklang `{3}`) is written in fractions, as US units are
    // (the rounding rule: never `0.333`); the bundle's bare `3` keeps `1.5`.
    if unit.kind == .measure, unit.isEnglish || (unit.written.isEmpty && unit.spaced == false) {
      return AmountFormat.fraction(value) + unitText
    }
    return AmountFormat.digits(value) + unitText
  }
}
