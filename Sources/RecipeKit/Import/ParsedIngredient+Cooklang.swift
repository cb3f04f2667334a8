/// The ingredient as Cooklang text, for the importer's ingredient sections.
extension ParsedIngredient {
  /// `@name{quantity%unit}(preparation; note)`:
  ///
  /// - `{}` is always written (a name of several words needs it);
  ///   `{2}` without a unit; `{1-2%cup}` for a range (our Cooklang
  ///   extension); `{}` with no quantity, the unit then leading the note.
  /// - `(preparation; note)` only when there is one: `(sifted)`,
  ///   `(; 250 g)`, `(sifted; 250 g)`.
  /// - Characters Cooklang would misread are replaced (`CooklangSafeText`).
  ///
  /// `""` for an ingredient with an empty name (there is no Cooklang for it).
  public var cooklangText: String {
    let safeName = CooklangSafeText.safe(name, in: .name)
    guard !safeName.isEmpty else { return "" }
    var amount = ""
    var note = self.note
    if let quantity {
      amount = Self.cooklangNumber(quantity)
      if let unit, !unit.isEmpty { amount += "%" + CooklangSafeText.safe(unit, in: .amount) }
    } else if let unit, !unit.isEmpty {
      note = note.isEmpty ? unit : unit + ", " + note
    }
    var text = "@" + safeName + "{" + amount + "}"
    let preparation = CooklangSafeText.safe(self.preparation, in: .preparation)
    let shownNote = CooklangSafeText.safe(note, in: .note)
    if !preparation.isEmpty || !shownNote.isEmpty {
      text += "(" + preparation + (shownNote.isEmpty ? "" : "; " + shownNote) + ")"
    }
    return text
  }

  /// A quantity as Cooklang writes it: `2`, `1.5`, `1/3`, `2/3`, `1-2`.
  static func cooklangNumber(_ quantity: Quantity) -> String {
    switch quantity {
    case .number(let value): number(value)
    case .range(let low, let high): number(low) + "-" + number(high)
    }
  }

  /// A number: whole, a decimal for halves, quarters and eighths, a
  /// fraction for thirds and sixths (which have no short decimal), else a
  /// decimal of at most three places.
  static func number(_ value: Double) -> String {
    if value == value.rounded() { return String(Int(value)) }
    let eighths = value * 8
    if abs(eighths - eighths.rounded()) < 0.0001 { return decimal(value) }
    for denominator in [3, 6] {
      let numerator = value * Double(denominator)
      if abs(numerator - numerator.rounded()) < 0.0001 {
        return "\(Int(numerator.rounded()))/\(denominator)"
      }
    }
    return decimal(value)
  }

  /// A decimal of at most three places, without a trailing `.0`.
  private static func decimal(_ value: Double) -> String {
    var text = String((value * 1000).rounded() / 1000)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
