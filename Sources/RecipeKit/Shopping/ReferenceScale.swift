/// How many times a referenced recipe is needed: `@./Sauces/Hollandaise{150%g}`
/// in a recipe, `@./Mains/Roast Chicken{4%servings}` in a menu.
///
/// - no quantity (`{}`): once;
/// - a bare number (`{2}`): that many times;
/// - `N%servings` (or `serving`, `portions`): N over the recipe's servings;
/// - `N%unit`: N over the recipe's `yield` in that unit, or one it
///   converts to (`150%g` of a `yield: [300%g, 280%ml]` is ×0.5;
///   `12%cookies` of `yield: 24%cookies` too).
///
/// Whatever does not fit (text, an unknown unit, no servings) counts once.
public enum ReferenceScale {
  /// The factor for `quantity` and `unit` against the referenced recipe's
  /// `metadata`.
  public static func factor(
    quantity: CooklangQuantity?, unit: String?, metadata: CooklangMetadata
  ) -> Double {
    guard let quantity, let number = quantity.number, number > 0, number.isFinite else {
      return 1
    }
    let unitText = (unit ?? "").trimmingAmountSpaces().lowercased()
    if unitText.isEmpty { return number }
    if ["servings", "serving", "portions", "portion", "人份", "份"].contains(unitText) {
      guard let servings = metadata.servings else { return 1 }
      return number / servings
    }
    let wanted = Amount.structured(AmountNumber(low: number), unit: unit ?? "")
    for text in metadata.value(.yield)?.texts ?? [] {
      guard let yield = PantryItem.amount(text), let size = yield.number?.low, size > 0 else {
        continue
      }
      if yield.unit?.written.lowercased() == unitText
        || ShoppingNames.folded(yield.unit?.written ?? "") == ShoppingNames.folded(unitText)
      {
        return number / size
      }
      if let yieldUnit = yield.unit, let converted = wanted.converted(to: yieldUnit),
        let value = converted.number?.low
      {
        return value / size
      }
    }
    return 1
  }
}
