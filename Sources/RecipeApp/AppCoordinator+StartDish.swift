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
    // Before the first frame the split has no mode yet (it comes from the
    // width): lay out first, so the recipe opens as this width opens one
    // (a sheet needs its presenter on screen).
    if split.mode == nil { application.layOut() }
    open(dish)
    capture()
  }
}
