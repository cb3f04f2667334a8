import RecipeKit
import SplitLayout
import TermUI

/// What the user asked for, as a value: the flows send intents to the
/// `PlaceStore`, `BrowserState.apply(_:)` makes the new place of them (a
/// pure function: no controller is read), and the store pushes what
/// changed to the controllers that draw it.
enum BrowserIntent: Equatable {
  /// A cuisine chosen (an index into the menu's rows; nil: none). The
  /// dishes come back at the place they were left (`dishPlace(of:)`).
  case chooseCuisine(Int?)
  /// The cuisine list scrolled to `anchorRow`.
  case scrollCuisines(anchorRow: Int)
  /// A dish highlighted in the chosen cuisine's list, at `row` with the
  /// list's first row `anchorRow` (the cuisine's place is recorded).
  case highlight(dishID: String?, row: Int, anchorRow: Int)
  /// The highlighted dish's recipe opened (a sheet, the focused third
  /// column, the stack's page), or closed again.
  case open
  case close
  /// The mode shows the recipe as open (the focused third column, the
  /// stack's recipe page) or no longer: what the split tells, with or
  /// without a dish.
  case showRecipe(Bool)
  /// The recipe scrolled: `TextView.anchor` and `anchorLine`.
  case scrollRecipe(anchor: Int, line: Int)
  /// The focus went to `column`.
  case focus(ColumnRole)
  /// The dishes sorted by `order`.
  case setOrder(DishOrder)
  /// The dishes' filter (the text typed after `/`).
  case setFilter(String)
  /// The theme's accent colour chosen.
  case setAccent(Color)
  /// The divider dragged: the primary column's width (nil: the default).
  case dragDivider(width: Int?)
  /// `z`: `column` zoomed (nil: the zoom ends).
  case zoom(ColumnRole?)
  /// `i`: the inspector set to `visibility`.
  case setInspector(InspectorVisibility)
  /// The drawer opened or closed (the drawer mode's cuisines).
  case setDrawer(open: Bool)
  /// `m`: the cuisines hidden or shown in the split and triple modes.
  case hidePrimary(Bool)
  /// The inspector's ticks of dish `dishID`.
  case setTicks(dishID: String, Set<Int>)
  /// `+` `-` `=`: dish `dishID`'s scale (×1 forgets it).
  case setScale(dishID: String, Double)
  /// `u`: the next unit system.
  case toggleUnits
  /// Cook mode shows dish `dishID` (nil: it closed).
  case cook(dishID: String?)
  /// Cook mode of dish `dishID` reached `step`.
  case reachStep(dishID: String, step: Int)
}
