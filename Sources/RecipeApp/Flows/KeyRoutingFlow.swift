import RecipeKit
import SplitLayout
import TermUI

/// The application's delegate: the events routed to the flows. After each
/// event the place is recorded and the panes follow it; the app-wide keys
/// go to the flow that owns them (the tables are in
/// `AppCoordinator+Bindings`).
final class KeyRoutingFlow: ApplicationDelegate {
  private let dishes: DishListViewController
  private let presenter: RecipePresenter
  private let ladder: LadderFlow
  private let cookMode: CookModeFlow
  private let timers: TimersFlow
  private let help: HelpFlow
  private let popovers: PopoverFlow
  private let palette: PaletteFlow
  private let favourites: FavouritesFlow
  private let cooking: CookingFlow
  private let copying: CopyRecipeFlow
  private let edit: EditKeysFlow
  private let bottomLine: BottomLineFlow
  private let persistence: PersistenceFlow
  private let sourceWatch: SourceWatchFlow?
  /// Flows added after the root's (asked last, in the order added).
  private var added: [any KeyFlow] = []

  init(
    dishes: DishListViewController, presenter: RecipePresenter, ladder: LadderFlow,
    cookMode: CookModeFlow, timers: TimersFlow, help: HelpFlow, popovers: PopoverFlow,
    palette: PaletteFlow, favourites: FavouritesFlow, cooking: CookingFlow,
    copying: CopyRecipeFlow, edit: EditKeysFlow, bottomLine: BottomLineFlow,
    persistence: PersistenceFlow, sourceWatch: SourceWatchFlow?
  ) {
    self.dishes = dishes
    self.presenter = presenter
    self.ladder = ladder
    self.cookMode = cookMode
    self.timers = timers
    self.help = help
    self.popovers = popovers
    self.palette = palette
    self.favourites = favourites
    self.cooking = cooking
    self.copying = copying
    self.edit = edit
    self.bottomLine = bottomLine
    self.persistence = persistence
    self.sourceWatch = sourceWatch
  }

  /// Adds `flow`: it is asked for the app-wide keys nothing else took
  /// (and kept alive here).
  func add(_ flow: any KeyFlow) {
    added.append(flow)
  }

  /// After each event the user made: record the place, and let the third
  /// column follow the highlight.
  func application(_ application: Application, didHandle event: InputEvent) {
    sourceWatch?.handle(event)
    ladder.settle()
    ladder.syncPreview()
    cookMode.sync()
    cookMode.syncReferences()
  }

  /// Text pasted while the cuisines have the focus filters the dishes.
  func application(_ application: Application, unhandledPaste text: String) {
    dishes.becomeFocused()
    dishes.paste(text)
  }

  /// `?` works over a recipe too: the help opens on top of it; so does
  /// the search palette.
  func application(
    _ application: Application, unhandledKey key: Key, over presentation: PresentationController
  ) -> Bool {
    let action = AppCoordinator.bindings.remapped(application.keyOverrides).action(for: key)
    // The help over anything but itself (`?` where it is not text, `f1`
    // in input lines too).
    if action == .help {
      if help.popover?.handles(presentation) != true { help.show() }
      return true
    }
    // `T` everywhere; `c` in the recipe's sheet.
    if action == .timers {
      timers.show()
      return true
    }
    if action == .cook, presentation === presenter.sheet {
      cookMode.start()
      return true
    }
    guard !(presentation is PopoverController), !(presentation is PaletteController) else {
      return false
    }
    if copying.handle(key) { return true }
    if presentation === presenter.sheet, edit.handle(key, overSheet: true, place: .recipe) {
      return true
    }
    if cooking.handle(key, overSheet: true) { return true }
    switch action {
    case .help: help.show()
    case .favourite: favourites.toggleFavourite()
    case .search: palette.show()
    // Over the inspector's sheet `i` closes it; over a recipe's it opens.
    case .inspector: ladder.toggleInspector()
    default: return false
    }
    return true
  }

  func application(_ application: Application, unhandledKey key: Key) -> Bool {
    if copying.handle(key) { return true }
    if edit.handle(key, place: bottomLine.footerPlace) { return true }
    if cooking.handle(key) { return true }
    switch AppCoordinator.bindings.remapped(application.keyOverrides).action(for: key) {
    case .filter:
      dishes.becomeFocused()
      dishes.beginFilter()
    case .sort: popovers.showSort()
    case .theme: popovers.showTheme()
    case .help: help.show()
    case .inspector: ladder.toggleInspector()
    case .favourite: favourites.toggleFavourite()
    case .cook: cookMode.start()
    case .timers: timers.show()
    case .search: palette.show()
    default:
      // (`q` on the stack's pushed page pops it: the split's
      // `closeTopLayer`, asked by the run loop.)
      return added.contains { $0.handle(key) }
    }
    return true
  }

  /// `q` while timers run asks first.
  func applicationShouldQuit(_ application: Application) -> Bool {
    timers.shouldQuit()
  }

  /// `ctrl-z`: the place is recorded and the state written before the
  /// process stops (it may never be continued).
  func applicationWillSuspend() {
    ladder.settle()
    persistence.saveNow()
  }

  func applicationDidResume() {}
}
