import RecipeKit
import SplitLayout
import TermUI

// The width ladder in the app: every mode is set up from the user's place
// (`BrowserState`), which is recorded after every event the user makes.
//
// | mode | the recipe when open | the recipe when not |
// | --- | --- | --- |
// | stack | the pushed page | — |
// | drawer, split | a sheet | — |
// | triple | the focused third column | previewed in the third column |
extension AppCoordinator: SplitViewControllerDelegate {
  // MARK: Intents

  /// A cuisine was chosen (or highlighted): its dishes come back at the
  /// place they were left.
  func cuisineChosen(_ cuisine: Cuisine) {
    recordDishPlace()
    dishes.showCuisine(cuisine)
    if let index = menu.chosenIndex, let place = state.dishPlaces[index] {
      dishes.restore(dishID: place.dishID, row: place.row, anchorRow: place.anchorRow)
    }
    state.cuisine = menu.chosenIndex
    presenter.show(dishes.selectedDish)
  }

  /// The dishes' current place, under their cuisine.
  func recordDishPlace() {
    guard let cuisine = state.cuisine, dishes.cuisine != nil else { return }
    state.dishPlaces[cuisine] = BrowserState.DishPlace(
      dishID: dishes.selectedDish?.idstr, row: dishes.list.selectedRow ?? 0,
      anchorRow: dishes.list.anchorRow)
  }

  /// A dish was opened (`enter`, a click): its recipe as the mode shows an
  /// open recipe.
  func open(_ dish: Dish) {
    remember(.opened, dish: dish)
    // In three columns the dish is already previewed where it opens: it
    // keeps its line, as `tab` and `right` do (issue 30, item 2).
    presenter.show(dish, fromTop: split.mode != .triple)
    switch split.mode {
    case .triple?: split.focus(.secondary)
    case .stack?: split.setStackTop(.secondary)
    default: presenter.presentSheet(from: dishes)
    }
  }

  /// `i`: the inspector column hides, or the inspector shows (a column
  /// where the ladder allows one, else a sheet).
  func toggleInspector() {
    let isColumn = split.frames?[.inspector].isColumn ?? false
    if isColumn {
      split.updateOptions { $0.inspector = .hidden }
    } else if let sheet = inspectorSheet, sheet.application != nil {
      sheet.dismiss()
      inspectorSheet = nil
      split.updateOptions { $0.inspector = .automatic }
    } else {
      split.updateOptions { $0.inspector = .shown }
      // Below the inspector's width no column comes: the checklist is a
      // sheet (the whole screen in the stack mode), by key and from the
      // palette (issue 30, item 1).
      if !(split.frames?[.inspector].isColumn ?? false) { presentInspectorSheet() }
    }
    syncChecklist()
  }

  /// The inspector's checklist as a sheet, unless one is on screen.
  func presentInspectorSheet() {
    guard inspectorSheet?.application == nil else { return }
    let sheet = SheetController(content: inspectorNavigation, style: .recipe)
    sheet.closeButton.title = labels.close
    application.present(sheet)
    inspectorSheet = sheet
  }

  // MARK: The place

  /// Records what the user has chosen (after every event but a resize).
  func capture() {
    split.settle()
    state.cuisine = menu.chosenIndex
    state.cuisineAnchorRow = menu.list.anchorRow
    state.dishID = dishes.selectedDish?.idstr
    recordDishPlace()
    state.filter = dishes.filterText
    state.order = dishes.order
    state.accent = application.theme.accent
    state.primaryWidth = split.options.userPrimaryWidth
    state.zoomed = split.options.zoomed
    // The drawer is the drawer mode's: a wider mode has none and keeps its
    // state for when the terminal narrows again (issue 30, item 18).
    if split.mode == .drawer || split.mode == nil { state.isDrawerOpen = split.isDrawerOpen }
    state.isPrimaryHidden = split.options.isPrimaryHiddenByUser
    state.ticks = checklist.ticks
    state.recipeAnchor = presenter.page.textView.anchor
    state.recipeAnchorLine = presenter.page.textView.anchorLine
    guard let mode = split.mode else { return }
    state.focus = split.focusedColumn
    switch mode {
    case .triple: state.isRecipeOpen = [.secondary, .inspector].contains(split.focusedColumn)
    case .stack: state.isRecipeOpen = split.stackTop == .secondary
    case .drawer, .split: state.isRecipeOpen = presenter.isSheetPresented
    }
    // The user closed the inspector's sheet.
    if split.options.inspector == .shown, split.frames?[.inspector] == .sheet,
      inspectorSheet?.application == nil
    {
      split.updateOptions { $0.inspector = .automatic }
    }
    state.inspector = split.options.inspector
  }

  /// Sets `mode` up from the place, before its first layout.
  func apply(_ mode: LadderMode, launching: Bool) {
    let open = state.isRecipeOpen
    presenter.show(dishes.selectedDish)
    switch mode {
    case .triple, .stack:
      presenter.dismissSheet()
      split.setSecondary(presenter.navigation)
    case .drawer, .split:
      split.setSecondary(nil)
      if open { presenter.presentSheet(from: split) } else { presenter.dismissSheet() }
      // The inspector's sheet stays above the recipe's.
      if let inspectorSheet, inspectorSheet.application != nil {
        application.present(inspectorSheet)
      }
    }
    // A zoom is of the focused column: a mode that puts the focus
    // elsewhere (an open recipe, a column coming back) ends it.
    let target: ColumnRole =
      switch mode {
      // (A launch comes back to the inspector when it had the focus.)
      case .triple:
        open ? (launching && state.focus == .inspector ? .inspector : .secondary) : state.focus
      case .drawer, .split: state.focus >= .secondary ? .supplementary : state.focus
      case .stack: .supplementary
      }
    // Back in the drawer mode, the drawer comes back open as it was left,
    // unless the focus moved on from the cuisines meanwhile (then the
    // state forgets it, so a restart agrees with the screen).
    let restoresDrawer =
      mode == .drawer && !launching && !open && state.isDrawerOpen && state.focus == .primary
    if mode == .drawer && !launching && !restoresDrawer { state.isDrawerOpen = false }
    if let zoomed = split.options.zoomed, zoomed != target || mode == .stack {
      split.updateOptions { $0.zoomed = nil }
    }
    switch mode {
    case .stack:
      // UIKit collapses onto the secondary when one was chosen: the dishes
      // at launch, the recipe when it is open.
      // (A launch that restored a place comes back to the cuisines page.)
      let comesBack = !launching || memory.restoredFocus
      let page: ColumnRole =
        open ? .secondary : (state.focus == .primary && comesBack ? .primary : .supplementary)
      split.setStackTop(page)
      split.preferFocus(page)
    case .drawer where restoresDrawer:
      // Back to the drawer mode: the drawer open as it was left, unless
      // the focus moved on from the cuisines meanwhile.
      split.updateOptions { $0.isDrawerOpen = true }
      split.preferFocus(.primary)
    case .triple, .drawer, .split:
      split.preferFocus(target)
    }
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

  // MARK: SplitViewControllerDelegate

  public func splitViewController(_ split: SplitViewController, willChangeTo mode: LadderMode) {
    apply(mode, launching: split.mode == nil)
  }

  // (`[≡ Recipes]` and the stack's back button are the split's to show:
  // `SplitViewController.leadingBarItems(for:)` derives them.)

  public func splitViewController(
    _ split: SplitViewController, willShowInspectorColumn isColumn: Bool
  ) {
    if isColumn {
      inspectorSheet?.dismiss()
      inspectorSheet = nil
      split.setInspector(inspectorNavigation)
    } else {
      split.setInspector(nil)
      if split.options.inspector == .shown && inspectorSheet?.application == nil {
        presentInspectorSheet()
      } else if split.options.inspector != .shown {
        inspectorSheet?.dismiss()
        inspectorSheet = nil
      }
    }
    syncChecklist()
  }
}
