import RecipeKit
import SplitLayout
import TermUI

// Each mode set up from the place, before its first layout, and the split
// view's bar buttons and columns.
extension LadderFlow {
  /// Sets `mode` up from the place, before its first layout.
  func apply(_ mode: LadderMode, launching: Bool) {
    let state = store.state
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
    if mode == .drawer && !launching && !restoresDrawer { store.send(.setDrawer(open: false)) }
    if let zoomed = state.zoomed, zoomed != target || mode == .stack { store.send(.zoom(nil)) }
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
      // Back to the drawer mode: the drawer open as it was left (the
      // place kept it open), unless the focus moved on from the cuisines
      // meanwhile.
      split.preferFocus(.primary)
    case .triple, .drawer, .split:
      split.preferFocus(target)
    }
  }

  // MARK: SplitViewControllerDelegate

  /// The user dragged the divider, zoomed, hid the cuisines or opened or
  /// closed the drawer: each change is an intent; the place pushes the
  /// split's options it derives (`PlaceStore.push`).
  func splitViewController(_ split: SplitViewController, wantsOptions options: ColumnOptions) {
    for intent in BrowserState.intents(from: split.options, to: options) { store.send(intent) }
  }

  func splitViewController(_ split: SplitViewController, willChangeTo mode: LadderMode) {
    apply(mode, launching: split.mode == nil)
  }

  // (`[≡ Recipes]` and the stack's back button are the split's to show:
  // `SplitViewController.leadingBarItems(for:)` derives them.)

  /// The user is in `column`: the place's focus; in three columns the
  /// recipe is open while the focus is on it or on the inspector.
  func splitViewController(_ split: SplitViewController, didFocus column: ColumnRole) {
    store.send(.focus(column))
    if split.mode == .triple {
      store.send(.showRecipe([.secondary, .inspector].contains(column)))
    }
  }

  /// The stack's page: the recipe is open while its page is on top.
  func splitViewController(
    _ split: SplitViewController, willShowStackPage page: ColumnRole?, back: BarButtonItem?
  ) {
    guard let page else { return }
    store.send(.showRecipe(page == .secondary))
  }

  func splitViewController(
    _ split: SplitViewController, willShowInspectorColumn isColumn: Bool
  ) {
    if isColumn {
      dismissInspectorSheet()
      split.setInspector(inspectorNavigation)
    } else {
      split.setInspector(nil)
      if store.state.inspector == .shown && inspectorSheet?.application == nil {
        presentInspectorSheet()
      } else if store.state.inspector != .shown {
        dismissInspectorSheet()
      }
    }
    syncChecklist()
  }
}
