import RecipeKit
import SplitLayout
import TermUI

// Remembering the place across runs (issue 15): the state file's entry of
// this bundle is read once at start and the app comes back to it; the
// place is saved at most once a second while the app is used (the run
// loop wakes for it, `nextWake`) and at once on every way out
// (`saveStateNow()`).
extension AppCoordinator {
  /// The config's values for what the user can also change inside the app
  /// (the state wins over them while the config file is the one it was
  /// saved with, see `restore(_:)`).
  struct ConfigPlace: Equatable {
    var accent: Color?
    var primaryWidth: Int?
    var units: UnitSystem?
    var digest: String?
  }

  /// Starts remembering with `store`: loads this bundle's entry (unless
  /// the store was read already) and comes back to its place. Returns the
  /// problems with the file, one line each.
  func startRemembering(_ store: StateStore, config: ConfigPlace) -> [String] {
    memory.store = store
    memory.configDigest = config.digest
    let entry = store.isLoaded ? store.state : store.load()
    restore(entry, config: config)
    var lines = store.takeWarnings()
    if let count = BrowserState.shoppingListCut(entry.browser) {
      lines.append(labels.shoppingListCut(BrowserState.maximumShoppingDishes, of: count))
    }
    return lines
  }

  /// Saves the place now, if it changed (quit, `ctrl-c`, SIGTERM, SIGHUP,
  /// and suspend: call it before the terminal is given back).
  public func saveStateNow() {
    guard let store = memory.store else { return }
    updateStore()
    store.saveNow()
    for line in store.takeWarnings() { warn(line) }
  }

  /// Saves the place on the way out of the app, waiting longer for a lock
  /// another instance holds (then keeping the changes beside the state):
  /// the lines to print on standard error once the terminal is restored.
  public func saveStateAtQuit() -> [String] {
    guard let store = memory.store else { return [] }
    updateStore()
    return store.saveAtQuit()
  }

  /// The run loop's wake: saves when a change waits and the last save is
  /// a second old, and says how long until the next thing is due (the
  /// warning going, the next save).
  func untilSaveIsDue() -> Duration? {
    let warning = untilWarningGoes()
    guard let store = memory.store, hasUnsavedChange else { return warning }
    let now = StateStore.now()
    // (At most a second: a wall clock set back must not put the save off.)
    let left = min(store.lastSave + StateStore.interval - now, StateStore.interval)
    if left <= 0 {
      updateStore()
      store.saveIfDue(now: now)
      for line in store.takeWarnings() { warn(line) }
      return untilWarningGoes()
    }
    let save = Duration.milliseconds(Int64((left * 1000).rounded(.up)))
    return warning.map { min($0, save) } ?? save
  }

  /// A 24-bit accent saved as `accentRGB`: three integers 0...255.
  static func rgbAccent(_ browser: [String: JSONValue]) -> Color? {
    guard case .array(let parts)? = browser["accentRGB"], parts.count == 3 else { return nil }
    let values = parts.compactMap { part -> UInt8? in
      guard case .number(let value) = part, value >= 0, value <= 255, value == value.rounded()
      else { return nil }
      return UInt8(value)
    }
    return values.count == 3 ? .rgb(values[0], values[1], values[2]) : nil
  }

  /// True when the place or the collections changed since the store last
  /// took them.
  var hasUnsavedChange: Bool {
    memory.collectionsChanged || memory.lastPlace != state || memory.store?.isDirty == true
  }

  /// Gives the store the state as it is now.
  private func updateStore() {
    guard let store = memory.store else { return }
    store.update(savedEntry())
    memory.lastPlace = state
    memory.collectionsChanged = false
  }

  // MARK: The entry

  /// The place as the state file keeps it: ids for indices.
  func savedEntry() -> BundleState {
    var entry = memory.entry
    let rows = menu.cuisines
    entry.cuisine = state.cuisine.flatMap { rows.indices.contains($0) ? rows[$0].idstr : nil }
    entry.places = [:]
    for (index, place) in state.dishPlaces where rows.indices.contains(index) {
      entry.places[rows[index].idstr] = CuisinePlace(dish: place.dishID, scroll: place.anchorRow)
    }
    if state.isRecipeOpen, let dish = presenter.dish {
      let old = memory.entry.openRecipe
      entry.openRecipe = OpenRecipe(
        dish: dish.idstr, line: state.recipeAnchor,
        scale: old?.dish == dish.idstr ? old?.scale ?? 1 : 1,
        cookStep: old?.dish == dish.idstr ? old?.cookStep : nil)
    } else {
      entry.openRecipe = nil
    }
    entry.sort = state.order.rawValue
    // A colour of the 256 as its index; one from the colour field
    // (24-bit) as `accentRGB` beside it.
    entry.accent = nil
    entry.browser["accentRGB"] = nil
    switch state.accent {
    case .indexed(let index)?: entry.accent = Int(index)
    case .rgb(let r, let g, let b)?:
      entry.browser["accentRGB"] = .array([r, g, b].map { .number(Double($0)) })
    default: break
    }
    entry.dividerWidth = state.primaryWidth
    entry.units = state.units.rawValue
    entry.zoom = state.zoomed?.description
    entry.configDigest = memory.configDigest
    entry.favourites = memory.favourites
    entry.history = memory.history
    // Fields this version does not know are carried as they were.
    entry.browser.merge(state.savedValues()) { $1 }
    return entry
  }

  /// Comes back to the place `entry` holds, before the first frame. The
  /// values the user can also set in the config (accent, divider) come
  /// from the entry while the config file is the one it was saved with,
  /// or when the config does not set them.
  func restore(_ entry: BundleState, config: ConfigPlace) {
    memory.take(entry)
    let stateWins = entry.overridesConfig(digest: config.digest)
    // The fields of the place the controllers do not hold (scales, cook
    // steps, timers, the shopping list …) go into the place as they are.
    state.load(savedValues: entry.browser)
    let place = state
    let units = entry.units.flatMap(UnitSystem.init(word:))
    if let units = (stateWins ? nil : config.units) ?? units ?? config.units { state.units = units }
    let saved = entry.accent.map { Color.indexed(UInt8($0)) } ?? Self.rgbAccent(entry.browser)
    if let accent = (stateWins ? nil : config.accent) ?? saved ?? config.accent {
      application.theme.accent = accent
    }
    let width = (stateWins ? nil : config.primaryWidth) ?? entry.dividerWidth ?? config.primaryWidth
    let zoom = ColumnRole.allCases.first { $0.description == entry.zoom }
    split.updateOptions {
      $0.userPrimaryWidth = width
      $0.zoomed = zoom
      $0.inspector = place.inspector
      // (Closed at the first layout unless the mode is the drawer's.)
      $0.isDrawerOpen = place.isDrawerOpen
      $0.isPrimaryHiddenByUser = place.isPrimaryHidden
    }
    checklist.restore(ticks: place.ticks)
    if let order = entry.sort.flatMap(DishOrder.init(rawValue:)) { dishes.setOrder(order) }

    // The cuisines, with the two lists above them, and each one's place.
    let rows = memory.rows + source.categories
    menu.setCuisines(rows, chosen: nil, highlighted: 0)
    state.cuisine = nil
    state.dishPlaces = [:]
    for (index, cuisine) in rows.enumerated() {
      if let saved = entry.places[cuisine.idstr] {
        state.dishPlaces[index] = BrowserState.DishPlace(
          dishID: saved.dish, row: 0, anchorRow: saved.scroll)
      }
    }
    let chosen = entry.cuisine.flatMap { id in rows.firstIndex { $0.idstr == id } }
    menu.choose(index: chosen ?? memory.rows.count)
    menu.list.scroll(toTop: place.cuisineAnchorRow)
    if !place.filter.isEmpty, let saved = chosen.flatMap({ state.dishPlaces[$0] }) {
      dishes.restoreFilter(place.filter)
      dishes.restore(dishID: saved.dishID, row: saved.row, anchorRow: saved.anchorRow)
    }
    presenter.show(dishes.selectedDish)
    state.focus = place.focus
    memory.restoredFocus = entry.browser["focus"] != nil
    if let open = entry.openRecipe, open.dish == dishes.selectedDish?.idstr {
      state.isRecipeOpen = true
      state.recipeAnchor = open.line
      state.recipeAnchorLine = place.recipeAnchorLine
      presenter.page.textView.restore(anchor: open.line, line: place.recipeAnchorLine)
      // Cook mode on that recipe comes back too, at its step.
      if place.cookingDishID == open.dish { startCooking(restoring: true) }
    }
    // The first frame's set-up (`apply`) reads the place; the rest of it
    // is recorded from the controllers as after any event.
    let focus = state.focus
    let isOpen = state.isRecipeOpen
    let anchor = (state.recipeAnchor, state.recipeAnchorLine)
    capture()
    state.focus = focus
    state.isRecipeOpen = isOpen
    (state.recipeAnchor, state.recipeAnchorLine) = anchor
    memory.lastPlace = state
    memory.collectionsChanged = false
  }
}
