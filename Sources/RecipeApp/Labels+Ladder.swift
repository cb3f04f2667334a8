extension Labels {
  /// The inspector's title: the open recipe's ingredients.
  public var ingredients: String { language == .zh ? "用料" : "Ingredients" }
  /// The inspector when the recipe lists no ingredients.
  public var noIngredients: String { language == .zh ? "没有用料" : "No ingredients" }
}
