import RecipeKit
import TermUI

/// What the command (`RecipesCommand`) and the tests ask of the app, each
/// passed to the flow that owns it.
extension AppCoordinator {
  /// The place (the store's).
  var state: BrowserState {
    get { store.state }
    set { store.state = newValue }
  }
  /// Shows `text` on the bottom line for 5 seconds.
  func warn(_ text: String) { warnings.warn(text) }
  /// The warnings' clock (a test moves it).
  var clock: () -> ContinuousClock.Instant {
    get { warnings.clock }
    set { warnings.clock = newValue }
  }
  /// The timers' clock.
  var wallClock: any WallClock {
    get { timers.wallClock }
    set { timers.wallClock = newValue }
  }
  var footerPlace: Footer.Place { bottomLine.footerPlace }
  var cookPage: CookModeViewController? { cookMode.page }
  var helpPopover: PresentationHandle? { help.popover }
  var inspectorSheet: SheetController? { ladder.inspectorSheet }
  var paletteSearch: PaletteSearch? { palette.search }
  var paletteContent: PaletteViewController? { palette.content }
  var recipeEdit: RecipeEditFlow? { edit.recipeEdit }
  func paletteChoseIngredient(_ name: String) { palette.choseIngredient(name) }

  /// Starts remembering with `store` (see `PersistenceFlow.start`).
  func startRemembering(_ store: StateStore, config: ConfigPlace) -> [String] {
    persistence.start(store, config: config)
  }
  /// Comes back to `entry`'s place (see `PersistenceFlow.restore`).
  func restore(_ entry: BundleState, config: ConfigPlace) {
    persistence.restore(entry, config: config)
  }
  /// Saves when a save is due; how long until the next thing is due.
  func untilSaveIsDue() -> Duration? { persistence.untilSaveIsDue() }
  /// Saves the place now, if it changed.
  public func saveStateNow() { persistence.saveNow() }
  /// Saves the place on the way out: the lines for standard error.
  public func saveStateAtQuit() -> [String] { persistence.saveAtQuit() }
  /// `recipes FILE.cook`: the dish opened in its category.
  func openAtStart(dishID: String, categoryID: String) {
    ladder.open(dishID: dishID, categoryID: categoryID)
  }
  /// Starts building the ingredient index between keys.
  public func startIngredientIndex() { whatCanICook.startIndex() }
  /// Where the ingredient index is kept between runs; nil keeps none.
  public var ingredientIndexCache: IngredientIndexCache? {
    get { whatCanICook.cache }
    set { whatCanICook.cache = newValue }
  }
}
