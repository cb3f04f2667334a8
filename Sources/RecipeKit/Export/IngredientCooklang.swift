/// One ingredient of a source's list (`Ingredient`: a name and an amount)
/// as a Cooklang ingredient, for the exporter: `@鸡胸肉{150%克}`.
///
/// A number with a unit or a measure word, nothing before or after it,
/// is written structured (`{150%克}`, `{2%个}`, `{1-2%tbsp}`, `{3}`), so
/// that it reads back as the same number and unit; an amount that is
/// vague (`适量`), carries a prefix or a note (`约100克`, `两个250克`) or
/// is other text is written as it stands (`{适量}`), and reads back as the
/// source's own text does (`AmountReader`). A fixed amount keeps its `=`.
public enum IngredientCooklang {
  /// `@name{amount}`; `""` when the name has nothing Cooklang can hold.
  public static func text(_ item: Ingredient) -> String {
    let name = CooklangSafeText.safe(item.name, in: .name)
    guard !name.isEmpty else { return "" }
    return "@" + name + "{" + braces(item.readAmount) + "}"
  }

  /// What goes between the braces for `amount`.
  static func braces(_ amount: Amount) -> String {
    let fixed = amount.isFixed ? "=" : ""
    switch amount.kind {
    case .empty:
      return ""
    case .quantity, .count:
      if let number = amount.number, let unit = amount.unit, amount.prefix.isEmpty,
        amount.note.isEmpty, number.low.isFinite, number.low >= 0,
        number.high.map({ $0.isFinite && $0 > number.low }) ?? true
      {
        var digits = ParsedIngredient.number(number.low)
        if let high = number.high { digits += "-" + ParsedIngredient.number(high) }
        let unitText = CooklangSafeText.safe(unit.written, in: .amount)
        if unitText == unit.written {
          return fixed + digits + (unitText.isEmpty ? "" : "%" + unitText)
        }
      }
      return fixed + CooklangSafeText.safe(amount.written, in: .amount)
    case .vague, .text:
      return fixed + CooklangSafeText.safe(amount.written, in: .amount)
    }
  }
}
