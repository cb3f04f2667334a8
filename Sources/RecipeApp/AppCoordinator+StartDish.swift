extension AppCoordinator {
  /// `recipes FILE.cook`: the dish's category chosen, the dish highlighted
  /// (the filter cleared) and opened as the mode opens a recipe.
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
  }
}
