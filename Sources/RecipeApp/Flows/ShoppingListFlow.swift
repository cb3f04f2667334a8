import RecipeKit
import SplitLayout
import TermUI

/// The shopping list (issue 12, issue 27's aisles and pantry, issue 30's
/// file, pager, undo and clipboard keys): `a` adds a dish (a menu adds its
/// recipes), `L` shows the list in the inspector column when it is shown,
/// else as a sheet; the list's own keys come back here as intents.
final class ShoppingListFlow {
  let application: Application
  private let split: SplitViewController
  private let inspectorNavigation: NavigationController
  private let presenter: RecipePresenter
  private let dishes: DishListViewController
  let source: any RecipeSource
  let options: Options
  let labels: Labels
  let store: PlaceStore
  let warnings: Warnings
  /// The list's page, while it exists.
  private(set) var page: ShoppingListViewController?
  /// Its sheet, while on screen as one.
  private(set) weak var sheet: SheetController?
  /// The dish `x` took off the list, its place, and until when `r` brings
  /// it back.
  var removed: (entry: ShoppingList.Entry, index: Int, until: ContinuousClock.Instant)?
  /// The environment `|`, `y` and the pantry's day read (`PAGER`, `TMUX`,
  /// `RECIPES_TODAY`); nil: the process's (a test sets it).
  var environment: [String: String]?

  init(
    application: Application, split: SplitViewController,
    inspectorNavigation: NavigationController, presenter: RecipePresenter,
    dishes: DishListViewController, source: any RecipeSource, options: Options, labels: Labels,
    store: PlaceStore, warnings: Warnings
  ) {
    self.application = application
    self.split = split
    self.inspectorNavigation = inspectorNavigation
    self.presenter = presenter
    self.dishes = dishes
    self.source = source
    self.options = options
    self.labels = labels
    self.store = store
    self.warnings = warnings
  }

  /// The dish `a` means: the open recipe's, else the highlighted one.
  private var dishToAdd: Dish? {
    presenter.isSheetPresented || split.focusedColumn == .secondary
      ? presenter.dish : dishes.selectedDish
  }

  /// `a`: the dish at its scale onto the list (again: its scale changes).
  func add() {
    guard let dish = dishToAdd else {
      warnings.warn(labels.noDishToAdd)
      return
    }
    if addMenu(dish) { return }
    let list = store.state.shoppingList
    let isOnList = list.entries.contains { $0.dishID == dish.idstr }
    guard isOnList || list.entries.count < BrowserState.maximumShoppingDishes else {
      warnings.warn(labels.shoppingListFull(BrowserState.maximumShoppingDishes))
      return
    }
    let scale = store.state.scales[dish.idstr] ?? 1
    let recipe = presenter.recipe(for: dish)
    store.state.shoppingList.add(
      ShoppingList.Entry(
        dishID: dish.idstr, name: dish.name, scale: scale,
        lines: Array(
          ShopConfig.lines(forDishID: dish.idstr, recipe: recipe, source: source)
            .prefix(BrowserState.maximumShoppingLines))))
    page?.reload()
    warnings.warn(
      labels.added(
        dish.name, scale: ScaleFactor.label(scale), count: store.state.shoppingList.entries.count))
  }

  /// The list's page, made the first time.
  private var listPage: ShoppingListViewController {
    if let page { return page }
    let page = ShoppingListViewController(labels: labels) { [weak self] in
      guard let self else { return (ShoppingList(), .original, .standard) }
      return (self.store.state.shoppingList, self.store.state.units, self.options.cooking.amounts)
    }
    page.onIntent = { [weak self] intent in self?.handle(intent) }
    page.shop = { [weak self] in self?.shopConfig ?? ShopConfig() }
    self.page = page
    return page
  }

  /// `L`: the list in the inspector column when it is shown, else a sheet.
  func show() {
    let page = listPage
    page.reload()
    if split.inspector != nil {
      sheet?.dismiss()
      sheet = nil
      if inspectorNavigation.topViewController !== page {
        page.removeFromParent()
        inspectorNavigation.push(page)
      }
      split.focus(.inspector)
      return
    }
    if let sheet, sheet.application != nil { return }
    // Off the inspector's stack (a column no longer), into a sheet.
    if inspectorNavigation.topViewController === page { inspectorNavigation.pop() }
    page.removeFromParent()
    let navigation = NavigationController(root: page)
    let sheet = SheetController(content: navigation, style: .recipe)
    sheet.closeButton.title = labels.close
    application.present(sheet)
    self.sheet = sheet
  }

  /// Applies what the user asked for in the list.
  func handle(_ intent: ShoppingListViewController.Intent) {
    switch intent {
    case .toggle(let key):
      let ticked = store.state.shoppingList.ticked
      guard ticked.contains(key) || ticked.count < BrowserState.maximumShoppingTicks else {
        warnings.warn(labels.shoppingTicksFull(BrowserState.maximumShoppingTicks))
        return
      }
      store.state.shoppingList.toggle(key)
    case .remove(let dishID): remove(dishID)
    case .removeAll: store.state.shoppingList.removeAll()
    case .copy: copy(text.textLines.joined(separator: "\n") + "\n")
    case .needsDish: warnings.warn(labels.removeNeedsADish)
    case .close: close()
    case .save(let path, let replacing): save(to: path, replacing: replacing)
    case .page: pageThrough()
    case .restore: restoreRemoved()
    }
    page?.reload()
  }

  /// `esc` in the list: the sheet closes, or the inspector goes back to
  /// its checklist.
  func close() {
    if let sheet, sheet.application != nil {
      sheet.dismiss()
      self.sheet = nil
    } else if let page, inspectorNavigation.topViewController === page {
      inspectorNavigation.pop()
    }
  }

  /// True when the list has the keys (its sheet on top, or the focused
  /// inspector column showing it), for the footer.
  var hasFocus: Bool {
    if let top = application.presentations.last { return top === sheet }
    guard split.focusedColumn == .inspector, let page else { return false }
    return inspectorNavigation.topViewController === page
  }
}
