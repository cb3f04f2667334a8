extension AppCoordinator {
  /// `recipes FILE.cook`: the dish's category chosen, the dish highlighted
  /// (the filter cleared) and opened as the mode opens a recipe.
  ///
  /// Called before the first frame, when no mode of the ladder is known
  /// yet: the place says the recipe is open, at its top, with the focus
  /// on it, and the first layout's set-up (`apply`) opens it the way its
  /// mode does (the page pushed, the sheet, the third column).
  func openAtStart(dishID: String, categoryID: String) {
    guard
      let index = menu.cuisines.firstIndex(where: {
        $0.idstr == categoryID && !AppMemory.isList($0)
      })
    else { return }
    if menu.chosenIndex != index || dishes.filterText != "" { menu.choose(index: index) }
    dishes.restore(dishID: dishID, row: 0, anchorRow: 0)
    guard let dish = dishes.selectedDish, dish.idstr == dishID else { return }
    open(dish)
    capture()
    state.isRecipeOpen = true
    state.recipeAnchor = 0
    state.recipeAnchorLine = 0
    state.focus = .secondary
  }
}
