/// The scale a reference to another recipe asks of it: `{2}` is ×2,
/// `{4%servings}` is four servings of it, `{150%g}` is 150 g of what its
/// `yield` makes (`yield: 300%g` gives ×½, `yield: 0.3%kg` too). Anything
/// else (no amount, a unit it yields nothing in) is ×1.
public enum ReferenceScale {
  /// The words of a reference counted in servings.
  static let servingWords: Set<String> = ["serving", "servings", "portion", "portions", "人份", "份"]

  /// The scale `amount` (the reference's, already at the referring dish's
  /// scale) asks of `target`, the referenced recipe; at most ×100.
  public static func factor(_ amount: Amount, of target: Recipe) -> Double {
    guard let number = amount.number, number.low > 0, number.low.isFinite else { return 1 }
    let value = number.high ?? number.low
    let unit = (amount.unit?.written ?? "").trimmingAmountSpaces()
    let factor: Double
    if unit.isEmpty {
      factor = value
    } else if servingWords.contains(unit.lowercased()) {
      factor = RecipeServings(recipe: target).map { value / $0.count } ?? value
    } else if let yielded = Self.yieldFactor(amount, of: target) {
      factor = yielded
    } else {
      factor = 1
    }
    guard factor.isFinite, factor > 0 else { return 1 }
    return min(factor, 100)
  }

  /// `amount` over the first of `target`'s yields in the same unit, or one
  /// it converts to (grams and kilograms, millilitres and litres …).
  static func yieldFactor(_ amount: Amount, of target: Recipe) -> Double? {
    for case .fact(.yield, let text) in target.blocks {
      let parts = text.split { $0 == "," || $0 == "[" || $0 == "]" || $0 == "，" }
      for part in parts {
        guard let (count, unit) = RecipeServings.leadingNumber(String(part)), !unit.isEmpty else {
          continue
        }
        let yield = Amount.structured(AmountNumber(low: count), unit: unit)
        guard let yieldUnit = yield.unit, let converted = amount.converted(to: yieldUnit),
          let value = converted.number
        else { continue }
        return (value.high ?? value.low) / count
      }
    }
    return nil
  }
}
