import RecipeKit
import SplitLayout
import TermUI

/// The cooking side of the coordinator (issue 12), held in one stored
/// property so the shared coordinator file grows by a line.
final class CookingParts {
  /// The shopping list's page, while it exists.
  var shoppingList: ShoppingListViewController?
  /// Its sheet, while on screen as one.
  weak var shoppingSheet: SheetController?
  /// "What can I cook?", kept so the query survives closing it.
  var whatCanICook: WhatCanICookViewController?
  weak var whatSheet: SheetController?
  /// The ingredient index, built between keys once started.
  var loader: IngredientIndexLoader?
  /// Where the index is kept between runs (set by the command; nil: none).
  var cache: IngredientIndexCache?
  /// The dish `x` took off the list, its place, and until when `r` brings
  /// it back.
  var removed: (entry: ShoppingList.Entry, index: Int, until: ContinuousClock.Instant)?
  /// The environment `|`, `y` and the pantry's day read (`PAGER`, `TMUX`,
  /// `RECIPES_TODAY`); nil: the process's (a test sets it).
  var environment: [String: String]?
  /// Opening referenced recipes (`AppCoordinator+References`).
  var references: ReferenceFlow?
}

extension AppCoordinator {
  /// `a` adds the highlighted or open dish, `L` shows the shopping list,
  /// `w` opens "What can I cook?" (from any pane).
  static let cookingBindings: KeyBindings = [
    KeyBinding(.addToShoppingList, [.character("a")], addLabel),
    KeyBinding(
      .shoppingList, [.character("L")],
      BindingLabel("Shopping list: tick, remove, empty, copy", "购物清单：勾选、删除、清空、复制")),
    KeyBinding(
      .whatCanICook, [.character("w")],
      BindingLabel(
        "What can I cook? by ingredient (pinyin, English too)", "做什么菜？按食材找菜（也可用拼音、英文）")),
  ]

  static let addLabel = BindingLabel(
    "add the dish at its scale to the shopping list", "把菜品按当前份量加入购物清单")

  /// Sets the cooking parts up (called once from `init`).
  func setUpCooking() {
    presenter.amounts = { [weak self] dish in self?.amounts(of: dish.idstr) ?? PageAmounts() }
    presenter.page.amountsDetail = { [weak self] dish in
      guard let self else { return "" }
      var amounts = self.amounts(of: dish.idstr)
      amounts.servings = self.servings(of: dish.idstr)
      return amounts.detail(self.labels)
    }
    presenter.page.onCooking = { [weak self] action in self?.cookingAction(action) }
    let collection = source as? CooklangSource
    dishes.isMenu = { collection?.isMenu($0.idstr) == true }
    setUpReferences()
  }

  /// The scale and units `dishID` is shown at.
  func amounts(of dishID: String) -> PageAmounts {
    PageAmounts(
      scale: state.scales[dishID] ?? 1, units: state.units, options: options.cooking.amounts)
  }

  /// The servings of dish `dishID`'s recipe, when it gives them (for the
  /// title and `+`/`-`; not part of `amounts(of:)`, which the layout cache
  /// compares, so that no page is read just to lay out another).
  func servings(of dishID: String) -> RecipeServings? {
    presenter.recipe(forDishID: dishID).flatMap(RecipeServings.init(recipe:))
  }

  /// The cooking keys (the recipe's and the app-wide ones).
  @discardableResult
  func cookingAction(_ action: ActionName) -> Bool {
    switch action {
    case .scaleUp, .scaleDown, .scaleReset:
      guard let dish = presenter.dish else { return false }
      let next = ScaleStep.next(
        action, from: state.scales[dish.idstr] ?? 1, servings: servings(of: dish.idstr))
      state.scales[dish.idstr] = next == 1 ? nil : next
      presenter.reload()
    case .toggleUnits:
      state.units = state.units.next
      presenter.reload()
      cooking.shoppingList?.reload()
    case .addToShoppingList: addToShoppingList()
    case .shoppingList: showShoppingList()
    case .whatCanICook: showWhatCanICook()
    default: return false
    }
    return true
  }

  /// The app-wide cooking keys; false for other keys.
  func handleCookingKey(_ key: Key) -> Bool {
    guard let action = Self.cookingBindings.remapped(application.keyOverrides).action(for: key)
    else { return false }
    return cookingAction(action)
  }

  // MARK: The shopping list

  /// The dish `a` means: the open recipe's, else the highlighted one.
  private var dishToAdd: Dish? {
    presenter.isSheetPresented || split.focusedColumn == .secondary
      ? presenter.dish : dishes.selectedDish
  }

  /// `a`: the dish at its scale onto the list (again: its scale changes).
  func addToShoppingList() {
    guard let dish = dishToAdd else {
      warn(labels.noDishToAdd)
      return
    }
    if addMenuToShoppingList(dish) { return }
    let isOnList = state.shoppingList.entries.contains { $0.dishID == dish.idstr }
    guard isOnList || state.shoppingList.entries.count < BrowserState.maximumShoppingDishes else {
      warn(labels.shoppingListFull(BrowserState.maximumShoppingDishes))
      return
    }
    let scale = state.scales[dish.idstr] ?? 1
    let recipe = presenter.recipe(for: dish)
    state.shoppingList.add(
      ShoppingList.Entry(
        dishID: dish.idstr, name: dish.name, scale: scale,
        lines: Array(
          ShopConfig.lines(forDishID: dish.idstr, recipe: recipe, source: source)
            .prefix(BrowserState.maximumShoppingLines))))
    cooking.shoppingList?.reload()
    warn(
      labels.added(
        dish.name, scale: ScaleFactor.label(scale), count: state.shoppingList.entries.count))
  }

  /// The list's page, made the first time.
  private var shoppingListPage: ShoppingListViewController {
    if let page = cooking.shoppingList { return page }
    let page = ShoppingListViewController(labels: labels) { [weak self] in
      guard let self else { return (ShoppingList(), .original, .standard) }
      return (self.state.shoppingList, self.state.units, self.options.cooking.amounts)
    }
    page.onIntent = { [weak self] intent in self?.shoppingListIntent(intent) }
    page.shop = { [weak self] in self?.shopConfig ?? ShopConfig() }
    cooking.shoppingList = page
    return page
  }

  /// `L`: the list in the inspector column when it is shown, else a sheet.
  func showShoppingList() {
    let page = shoppingListPage
    page.reload()
    if split.inspector != nil {
      cooking.shoppingSheet?.dismiss()
      cooking.shoppingSheet = nil
      if inspectorNavigation.topViewController !== page {
        page.removeFromParent()
        inspectorNavigation.push(page)
      }
      split.focus(.inspector)
      return
    }
    if let sheet = cooking.shoppingSheet, sheet.application != nil { return }
    // Off the inspector's stack (a column no longer), into a sheet.
    if inspectorNavigation.topViewController === page { inspectorNavigation.pop() }
    page.removeFromParent()
    let navigation = NavigationController(root: page)
    let sheet = SheetController(content: navigation, style: .recipe)
    sheet.closeButton.title = labels.close
    application.present(sheet)
    cooking.shoppingSheet = sheet
  }

  /// Applies what the user asked for in the list.
  func shoppingListIntent(_ intent: ShoppingListViewController.Intent) {
    switch intent {
    case .toggle(let key):
      guard
        state.shoppingList.ticked.contains(key)
          || state.shoppingList.ticked.count < BrowserState.maximumShoppingTicks
      else {
        warn(labels.shoppingTicksFull(BrowserState.maximumShoppingTicks))
        return
      }
      state.shoppingList.toggle(key)
    case .remove(let dishID): removeFromShoppingList(dishID)
    case .removeAll: state.shoppingList.removeAll()
    case .copy:
      copyShoppingList(shoppingListText.textLines.joined(separator: "\n") + "\n")
    case .needsDish: warn(labels.removeNeedsADish)
    case .close: closeShoppingList()
    case .save(let path, let replacing): saveShoppingList(to: path, replacing: replacing)
    case .page: pageShoppingList()
    case .restore: restoreRemovedDish()
    }
    cooking.shoppingList?.reload()
  }

  /// `esc` in the list: the sheet closes, or the inspector goes back to
  /// its checklist.
  func closeShoppingList() {
    if let sheet = cooking.shoppingSheet, sheet.application != nil {
      sheet.dismiss()
      cooking.shoppingSheet = nil
    } else if let page = cooking.shoppingList, inspectorNavigation.topViewController === page {
      inspectorNavigation.pop()
    }
  }

  /// Copies `text` to the terminal's clipboard (OSC 52, each line through
  /// the same sanitising as `--print`), or says on the bottom line that
  /// it cannot.
  func copyToClipboard(_ text: String) {
    let safe = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Sanitized.printable(String($0)) }.joined(separator: "\n")
    warn(application.terminal.copyToClipboard(safe) ? labels.copied : labels.cannotCopy)
  }

  // MARK: What can I cook?

  /// `w`: the query sheet (the index starts building if it has not);
  /// `typing` replaces the query, `adding` adds a word to it (an
  /// ingredient chosen in the palette).
  func showWhatCanICook(typing: String? = nil, adding: String? = nil) {
    startIngredientIndex()
    let page: WhatCanICookViewController
    if let existing = cooking.whatCanICook {
      page = existing
    } else {
      page = WhatCanICookViewController(
        labels: labels, index: { [weak self] in self?.cooking.loader?.index },
        progress: { [weak self] in self?.cooking.loader?.progress ?? 0 })
      page.onOpen = { [weak self] dish in self?.openFound(dish) }
      cooking.whatCanICook = page
      // The first `w` on a collection with a pantry starts from what it holds.
      if typing == nil, let held = pantryQuery { page.setText(held) }
    }
    if let typing {
      page.setText(typing)
    } else if let adding {
      page.add(adding)
    } else {
      page.refresh()
    }
    if let sheet = cooking.whatSheet, sheet.application != nil { return }
    page.removeFromParent()
    let sheet = SheetController(content: NavigationController(root: page), style: .recipe)
    sheet.closeButton.title = labels.close
    application.present(sheet)
    cooking.whatSheet = sheet
  }

  /// `enter` on a found dish: its cuisine is chosen, the dish highlighted
  /// (the filter cleared if it hides it) and opened.
  func openFound(_ found: IngredientIndex.Dish) {
    cooking.whatSheet?.dismiss()
    cooking.whatSheet = nil
    // The menu's rows: the lists of favourites and recent dishes first.
    guard
      let cuisine = menu.cuisines.firstIndex(where: {
        $0.idstr == found.cuisineID && !AppMemory.isList($0)
      })
    else { return }
    if menu.chosenIndex != cuisine || dishes.filterText != "" {
      menu.choose(index: cuisine)
    }
    dishes.restore(dishID: found.dishID, row: 0, anchorRow: 0)
    guard let dish = dishes.selectedDish, dish.idstr == found.dishID else { return }
    open(dish)
    capture()
  }

  // MARK: The ingredient index

  /// Starts building the index between keys (from the cache when it holds
  /// a good one); once only.
  public func startIngredientIndex() {
    guard cooking.loader == nil else { return }
    let loader = IngredientIndexLoader(source: source, cache: cooking.cache)
    cooking.loader = loader
    application.addIdleWork { [weak self, loader] in
      let more = loader.step()
      self?.cooking.whatCanICook?.refresh()
      return more
    }
  }

  /// Where the ingredient index is kept between runs (`RecipesCommand`
  /// gives `$XDG_CACHE_HOME/recipes`); nil keeps none.
  public var ingredientIndexCache: IngredientIndexCache? {
    get { cooking.cache }
    set { cooking.cache = newValue }
  }
}

extension AppCoordinator {
  /// The footer's place when the shopping list or "What can I cook?" has
  /// the focus.
  var cookingFooterPlace: Footer.Place? {
    if let top = application.presentations.last {
      if top === cooking.whatSheet { return .whatCanICook }
      if top === cooking.shoppingSheet { return .shoppingList }
      return nil
    }
    if split.focusedColumn == .inspector, let page = cooking.shoppingList,
      inspectorNavigation.topViewController === page
    {
      return .shoppingList
    }
    return nil
  }

  /// Over a sheet (the recipe's, the list's): `L` and `w` still open the
  /// list and the query (`a` is the recipe page's own key).
  func handleCookingKeyOverSheet(_ key: Key) -> Bool {
    let action = Self.cookingBindings.remapped(application.keyOverrides).action(for: key)
    guard action == .shoppingList || action == .whatCanICook, let action else { return false }
    return cookingAction(action)
  }
}
