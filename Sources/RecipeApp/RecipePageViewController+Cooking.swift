import TermUI

// The cooking keys of a recipe (issue 12): `+` `-` step the dish's scale
// through ×¼ … ×4, `=` goes back to ×1, `u` cycles the page's units,
// metric and US customary, `a` adds the dish at its scale to the shopping list. The page
// only names the action; the cooking flow changes the state
// (`CookingFlow`), since the scale belongs to the dish.
extension RecipePageViewController {
  static let cookingBindings: KeyBindings = [
    KeyBinding(
      .scaleUp, [.character("+")], scaleLabel, short: BindingLabel("scale", "份量"),
      footer: .more),
    KeyBinding(.scaleDown, [.character("-")], scaleLabel),
    KeyBinding(
      .scaleReset, [.character("=")], BindingLabel("in a recipe: back to ×1", "菜谱中：恢复 ×1")),
    KeyBinding(
      .toggleUnits, [.character("u")],
      BindingLabel("in a recipe: the page's units → metric → US", "菜谱中：原单位 → 公制 → 美制"),
      short: BindingLabel("units", "单位"), footer: .more),
    KeyBinding(
      .addToShoppingList, [.character("a")], AppCoordinator.addLabel,
      short: BindingLabel("add to list", "加入清单"), footer: .more),
  ]

  private static let scaleLabel = BindingLabel(
    "in a recipe: a serving more / fewer (else ×¼ to ×4)", "菜谱中：增减一人份（无人份时 ×¼ 至 ×4）")

  /// Tells `onCooking` the action of `key`; false for other keys, or when
  /// nobody listens.
  func handleCookingKey(_ key: Key) -> Bool {
    guard let onCooking, dish != nil, let action = action(for: key, in: Self.cookingBindings)
    else { return false }
    onCooking(action)
    return true
  }
}
