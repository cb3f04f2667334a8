import RecipeKit
import SplitLayout
import TermUI

/// The width ladder in the app: every mode is set up from the user's place
/// (`BrowserState`), which the controllers change by intents (the lists,
/// the checklist and the recipe tell their place; the split asks for its
/// options and tells the focus and the stack's page). The split view's
/// delegate; it also chooses cuisines, opens dishes and shows the
/// inspector.
///
/// | mode | the recipe when open | the recipe when not |
/// | --- | --- | --- |
/// | stack | the pushed page | — |
/// | drawer, split | a sheet | — |
/// | triple | the focused third column | previewed in the third column |
final class LadderFlow: SplitViewControllerDelegate {
  let application: Application
  let split: SplitViewController
  let menu: MenuViewController
  let dishes: DishListViewController
  let presenter: RecipePresenter
  let checklist: ChecklistViewController
  let inspectorNavigation: NavigationController
  let labels: Labels
  let memory: AppMemory
  let store: PlaceStore
  private let favourites: FavouritesFlow
  /// The inspector's sheet, while one is on screen.
  private(set) weak var inspectorSheet: SheetController?

  init(
    application: Application, split: SplitViewController, menu: MenuViewController,
    dishes: DishListViewController, presenter: RecipePresenter,
    checklist: ChecklistViewController, inspectorNavigation: NavigationController,
    labels: Labels, memory: AppMemory, store: PlaceStore, favourites: FavouritesFlow
  ) {
    self.application = application
    self.split = split
    self.menu = menu
    self.dishes = dishes
    self.presenter = presenter
    self.checklist = checklist
    self.inspectorNavigation = inspectorNavigation
    self.labels = labels
    self.memory = memory
    self.store = store
    self.favourites = favourites
    // What the user does in the lists, the checklist and the recipe comes
    // as intents; the place is never read back from them.
    dishes.onPlace = { [weak store] place in
      guard let store else { return }
      if place.filter != store.state.filter { store.send(.setFilter(place.filter)) }
      store.send(.highlight(dishID: place.dishID, row: place.row, anchorRow: place.anchorRow))
    }
    menu.onScroll = { [weak store] row in store?.send(.scrollCuisines(anchorRow: row)) }
    checklist.onTicks = { [weak store] id, ticked in store?.send(.setTicks(dishID: id, ticked)) }
    presenter.page.textView.onScroll = { [weak store] anchor, line in
      store?.send(.scrollRecipe(anchor: anchor, line: line))
    }
    presenter.onClose = { [weak store] in store?.send(.close) }
  }

  var state: BrowserState {
    get { store.state }
    set { store.state = newValue }
  }

  // MARK: Intents

  /// A cuisine was chosen (or highlighted): its dishes come back at the
  /// place they were left.
  func cuisineChosen(_ cuisine: Cuisine) {
    let index = menu.chosenIndex
    let place = index.flatMap { state.dishPlaces[$0] }
    store.send(.chooseCuisine(index))
    dishes.showCuisine(cuisine)
    if let place {
      dishes.restore(dishID: place.dishID, row: place.row, anchorRow: place.anchorRow)
    }
    presenter.show(dishes.selectedDish)
  }

  /// A dish was opened (`enter`, a click): its recipe as the mode shows an
  /// open recipe.
  func open(_ dish: Dish) {
    favourites.remember(.opened, dish: dish)
    // In three columns the dish is already previewed where it opens: it
    // keeps its line, as `tab` and `right` do (issue 30, item 2).
    presenter.show(dish, fromTop: split.mode != .triple)
    // (The split tells the focus and the stack's page: the recipe is
    // open in the third column and on the stack's page.)
    switch split.mode {
    case .triple?: split.focus(.secondary)
    case .stack?: split.setStackTop(.secondary)
    default:
      presenter.presentSheet(from: dishes)
      store.send(.open)
    }
  }

  /// Category `categoryID` chosen, dish `dishID` highlighted (the filter
  /// cleared if it hides it) and opened as the mode opens a recipe
  /// (`recipes FILE.cook`, a new recipe, a dish "What can I cook?" found).
  func open(dishID: String, categoryID: String) {
    // The menu's rows: the lists of favourites and recent dishes first.
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
    settle()
  }

  /// Chooses `cuisine` and moves the focus to its dishes, as `enter` in
  /// the cuisines does: a recipe sheet over the lists closes first.
  func goTo(_ cuisine: Cuisine) {
    guard let index = menu.cuisines.firstIndex(where: { $0 == cuisine && !AppMemory.isList($0) })
    else { return }
    if presenter.isSheetPresented {
      presenter.dismissSheet()
      store.send(.close)
    }
    menu.choose(index: index)
    _ = menu.showDetail(sender: menu)
  }

  /// `i`: the inspector column hides, or the inspector shows (a column
  /// where the ladder allows one, else a sheet).
  func toggleInspector() {
    let isColumn = split.frames?[.inspector].isColumn ?? false
    if isColumn {
      store.send(.setInspector(.hidden))
    } else if let sheet = inspectorSheet, sheet.application != nil {
      sheet.dismiss()
      inspectorSheet = nil
      store.send(.setInspector(.automatic))
    } else {
      store.send(.setInspector(.shown))
      // Below the inspector's width no column comes: the checklist is a
      // sheet (the whole screen in the stack mode), by key and from the
      // palette (issue 30, item 1).
      if !(split.frames?[.inspector].isColumn ?? false) { presentInspectorSheet() }
    }
    syncChecklist()
  }

  /// Closes the inspector's sheet, if one is on screen.
  func dismissInspectorSheet() {
    inspectorSheet?.dismiss()
    inspectorSheet = nil
  }

  /// The inspector's checklist as a sheet, unless one is on screen.
  func presentInspectorSheet() {
    guard inspectorSheet?.application == nil else { return }
    let sheet = SheetController(content: inspectorNavigation, style: .recipe)
    sheet.closeButton.title = labels.close
    // The user closing it (`esc`, `[Close]`) asks for the inspector as
    // the ladder has it.
    sheet.onClose = { [weak store] in store?.send(.setInspector(.automatic)) }
    application.present(sheet)
    inspectorSheet = sheet
  }

  // MARK: The place

  /// After an event: the split brings its state up to date and tells
  /// the column the user is in (`didFocus`).
  func settle() {
    split.settle()
  }

  /// The third column (and the stack's page) shows the highlighted dish.
  func syncPreview() {
    presenter.show(dishes.selectedDish)
    syncChecklist()
  }

  /// The inspector lists the shown recipe's ingredients when it is on
  /// screen (parsing the page only then).
  func syncChecklist() {
    let onScreen = split.inspector != nil || inspectorSheet?.application != nil
    guard onScreen else { return }
    let dish = presenter.dish
    checklist.show(dishID: dish?.idstr, recipe: dish.map { presenter.recipe(for: $0) })
  }

  /// After files changed: the checklist lists the ingredients as they are.
  func rereadChecklist() {
    if let dish = presenter.dish, checklist.dishID == dish.idstr {
      checklist.show(dishID: dish.idstr, recipe: presenter.recipe(for: dish), again: true)
    }
  }
}
