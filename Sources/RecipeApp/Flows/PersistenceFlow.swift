import RecipeKit
import SplitLayout
import TermUI

/// Remembering the place across runs (issue 15): the state file's entry of
/// this bundle is read once at start and the app comes back to it; the
/// place is saved at most once a second while the app is used (the run
/// loop wakes for it) and at once on every way out (`saveNow()`).
final class PersistenceFlow {
  let memory: AppMemory
  let store: PlaceStore
  let application: Application
  let split: SplitViewController
  let menu: MenuViewController
  let dishes: DishListViewController
  let presenter: RecipePresenter
  let checklist: ChecklistViewController
  let source: any RecipeSource
  let labels: Labels
  let warnings: Warnings
  let ladder: LadderFlow
  let cookMode: CookModeFlow

  init(
    memory: AppMemory, store: PlaceStore, application: Application, split: SplitViewController,
    menu: MenuViewController, dishes: DishListViewController, presenter: RecipePresenter,
    checklist: ChecklistViewController, source: any RecipeSource, labels: Labels,
    warnings: Warnings, ladder: LadderFlow, cookMode: CookModeFlow
  ) {
    self.memory = memory
    self.store = store
    self.application = application
    self.split = split
    self.menu = menu
    self.dishes = dishes
    self.presenter = presenter
    self.checklist = checklist
    self.source = source
    self.labels = labels
    self.warnings = warnings
    self.ladder = ladder
    self.cookMode = cookMode
  }

  /// Starts remembering with `stateStore`: loads this bundle's entry
  /// (unless the store was read already) and comes back to its place.
  /// Returns the problems with the file, one line each.
  func start(_ stateStore: StateStore, config: ConfigPlace) -> [String] {
    memory.store = stateStore
    memory.configDigest = config.digest
    let entry = stateStore.isLoaded ? stateStore.state : stateStore.load()
    restore(entry, config: config)
    var lines = stateStore.takeWarnings()
    if let count = BrowserState.shoppingListCut(entry.browser) {
      lines.append(labels.shoppingListCut(BrowserState.maximumShoppingDishes, of: count))
    }
    return lines
  }

  /// Saves the place now, if it changed (quit, `ctrl-c`, SIGTERM, SIGHUP,
  /// and suspend: call it before the terminal is given back).
  func saveNow() {
    guard let stateStore = memory.store else { return }
    updateStore()
    stateStore.saveNow()
    for line in stateStore.takeWarnings() { warnings.warn(line) }
  }

  /// Saves the place on the way out of the app, waiting longer for a lock
  /// another instance holds (then keeping the changes beside the state):
  /// the lines to print on standard error once the terminal is restored.
  func saveAtQuit() -> [String] {
    guard let stateStore = memory.store else { return [] }
    updateStore()
    return stateStore.saveAtQuit()
  }

  /// The run loop's wake: saves when a change waits and the last save is
  /// a second old, and says how long until the next thing is due (the
  /// warning going, the next save).
  func untilSaveIsDue() -> Duration? {
    let warning = warnings.untilWarningGoes()
    guard let stateStore = memory.store, hasUnsavedChange else { return warning }
    let now = StateStore.now()
    // (At most a second: a wall clock set back must not put the save off.)
    let left = min(stateStore.lastSave + StateStore.interval - now, StateStore.interval)
    if left <= 0 {
      updateStore()
      stateStore.saveIfDue(now: now)
      for line in stateStore.takeWarnings() { warnings.warn(line) }
      return warnings.untilWarningGoes()
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
    memory.collectionsChanged || memory.lastPlace != store.state
      || memory.store?.isDirty == true
  }

  /// Gives the store the state as it is now.
  private func updateStore() {
    guard let stateStore = memory.store else { return }
    stateStore.update(savedEntry())
    memory.lastPlace = store.state
    memory.collectionsChanged = false
  }

  /// The place as the state file keeps it: ids for indices.
  func savedEntry() -> BundleState {
    let state = store.state
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
}
