extension Labels {
  /// The shopping list's title.
  public var shoppingList: String { language == .zh ? "购物清单" : "Shopping list" }
  /// The heading of the main ingredients in the shopping list.
  public var mainIngredients: String { language == .zh ? "主料" : "Main ingredients" }
  /// The heading of everything else in the shopping list.
  public var otherIngredients: String { language == .zh ? "其他" : "Other ingredients" }
  /// "What can I cook?"
  public var whatCanICook: String { language == .zh ? "做什么菜？" : "What can I cook?" }
  /// `3 dishes` / `3 道菜`.
  public func dishCount(_ count: Int) -> String {
    language == .zh ? "\(count) 道菜" : (count == 1 ? "1 dish" : "\(count) dishes")
  }
}
