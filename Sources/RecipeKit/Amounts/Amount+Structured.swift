extension Amount {
  /// An amount a source gives structured rather than as text to read (a
  /// Cooklang `{250%g}`, `{=1%tsp}`, `{2}`): `number` of `unit` (as written,
  /// `""` for none), fixed or not.
  ///
  /// A unit `AmountUnitTable` knows makes a quantity (or a count for a
  /// measure word); any other unit, or none, makes a count of that unit, so
  /// it still scales. Without a number the amount is `.empty` (no unit) or
  /// `.text` (the unit alone, e.g. `a pinch`). `written` is the text shown
  /// while the amount is unscaled: by default the number in digits, then a
  /// space and the unit.
  public static func structured(
    _ number: AmountNumber?, unit: String, isFixed: Bool = false, written: String? = nil
  ) -> Amount {
    let unitText = unit.trimmingAmountSpaces()
    guard let number else {
      var amount =
        unitText.isEmpty
        ? Amount.empty : Amount(kind: .text, written: written ?? unitText)
      amount.isFixed = isFixed && !unitText.isEmpty
      return amount
    }
    var digits = AmountFormat.digits(number.low)
    if let high = number.high {
      digits += (number.separator.isEmpty ? "-" : number.separator) + AmountFormat.digits(high)
    }
    let shown = written ?? (unitText.isEmpty ? digits : digits + " " + unitText)
    var measure: AmountUnit
    if let (known, rest) = AmountUnitTable.unit(at: Substring(unitText)), rest.isEmpty {
      measure = known
    } else {
      measure = AmountUnit(.measure, written: unitText)
    }
    // `2 cups` scaled is `4 cups`, not `4cups`; `180°C` and `2汤匙` stay
    // unspaced.
    let english = unitText.first.map { !$0.isCJK } ?? false
    // A count without a unit (`{3}` eggs) is `false`: such counts are
    // written in fractions when scaled (`4½`), the bundle's bare counts
    // (`nil`) in digits as before (`1.5`).
    measure.spaced = english && measure.kind.isWord ? true : (unitText.isEmpty ? false : nil)
    var amount = Amount(
      kind: measure.kind == .measure ? .count : .quantity, written: shown, number: number,
      unit: measure)
    amount.isFixed = isFixed
    return amount
  }
}
