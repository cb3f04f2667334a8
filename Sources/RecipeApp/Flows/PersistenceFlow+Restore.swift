import RecipeKit
import SplitLayout
import TermUI

extension PersistenceFlow {
  /// Comes back to the place `entry` holds, before the first frame. The
  /// values the user can also set in the config (accent, divider) come
  /// from the entry while the config file is the one it was saved with,
  /// or when the config does not set them.
  func restore(_ entry: BundleState, config: ConfigPlace) {
    memory.take(entry)
    let stateWins = entry.overridesConfig(digest: config.digest)
    // The fields of the place the controllers do not hold (scales, cook
    // steps, timers, the shopping list …) go into the place as they are.
    store.state.load(savedValues: entry.browser)
    let units = entry.units.flatMap(UnitSystem.init(word:))
    if let units = (stateWins ? nil : config.units) ?? units ?? config.units {
      store.state.units = units
    }
    let saved = entry.accent.map { Color.indexed(UInt8($0)) } ?? Self.rgbAccent(entry.browser)
    if let accent = (stateWins ? nil : config.accent) ?? saved ?? config.accent {
      store.send(.setAccent(accent))
    }
    let width = (stateWins ? nil : config.primaryWidth) ?? entry.dividerWidth ?? config.primaryWidth
    let zoom = ColumnRole.allCases.first { $0.description == entry.zoom }
    store.state.apply(.dragDivider(width: width))
    store.state.apply(.zoom(zoom))
    // The split's options are the place's (the inspector, the drawer and
    // the hidden cuisines came with the saved values; the drawer is closed
    // at the first layout unless the mode is the drawer's).
    let place = store.state
    split.updateOptions { $0 = place.columnOptions(over: $0) }
    checklist.restore(ticks: place.ticks)
    if let order = entry.sort.flatMap(DishOrder.init(rawValue:)) { store.send(.setOrder(order)) }

    // The cuisines, with the two lists above them, and each one's place.
    let rows = memory.rows + AppMemory.sourceRows(source)
    menu.setCuisines(rows, chosen: nil, highlighted: 0)
    store.state.cuisine = nil
    store.state.dishPlaces = [:]
    for (index, cuisine) in rows.enumerated() {
      if let saved = entry.places[cuisine.idstr] {
        store.state.dishPlaces[index] = BrowserState.DishPlace(
          dishID: saved.dish, row: 0, anchorRow: saved.scroll)
      }
    }
    let chosen = entry.cuisine.flatMap { id in rows.firstIndex { $0.idstr == id } }
    let chosenPlace = chosen.flatMap { store.state.dishPlaces[$0] }
    menu.choose(index: chosen ?? memory.rows.count)
    menu.scroll(toTop: place.cuisineAnchorRow)
    if !place.filter.isEmpty, let saved = chosenPlace {
      dishes.restoreFilter(place.filter)
      dishes.restore(dishID: saved.dishID, row: saved.row, anchorRow: saved.anchorRow)
    }
    presenter.show(dishes.selectedDish)
    store.send(.focus(place.focus))
    memory.restoredFocus = entry.browser["focus"] != nil
    if let open = entry.openRecipe, open.dish == dishes.selectedDish?.idstr {
      store.send(.open)
      presenter.page.textView.restore(anchor: open.line, line: place.recipeAnchorLine)
      // Cook mode on that recipe comes back too, at its step.
      if place.cookingDishID == open.dish { cookMode.start(restoring: true) }
    }
    // The lists told the place what they made of it (their rows, the
    // highlight); the first frame's set-up (`apply`) reads it.
    memory.lastPlace = store.state
    memory.collectionsChanged = false
  }
}
