import RecipeKit
import SplitLayout
import TermUI

/// What the user has chosen, in one value owned by the coordinator: the
/// place every change of mode keeps.
///
/// The coordinator records it after every event the user makes (never
/// after a resize, so a column that left the screen is remembered), and a
/// new mode is set up from it alone: the mode is a pure function of the
/// size and the settings, and what shows in it a pure function of this
/// value, so a resize that jumps several rungs ends where single steps do.
struct BrowserState: Equatable {
  /// Where one cuisine's dish list was: its highlighted dish and the first
  /// row the user scrolled to.
  struct DishPlace: Equatable {
    var dishID: String?
    var row: Int
    var anchorRow: Int
  }

  /// The chosen cuisine (an index into the bundle's cuisines).
  var cuisine: Int?
  /// The cuisine list's first row.
  var cuisineAnchorRow = 0
  /// Each cuisine's place, kept while the app runs.
  var dishPlaces: [Int: DishPlace] = [:]
  /// The highlighted dish (of the chosen cuisine).
  var dishID: String?
  /// The recipe is open: a sheet (drawer, split), the focused third column
  /// (triple), the pushed page (stack). A recipe that is only previewed in
  /// the third column is not open.
  var isRecipeOpen = false
  /// The recipe's place: `TextView.anchor` (visible characters above its
  /// first line).
  var recipeAnchor = 0
  /// Which of the lines that start at the anchor (`TextView.anchorLine`).
  var recipeAnchorLine = 0
  /// The column the user last focused (it may be off screen now).
  var focus: ColumnRole = .primary
  /// The dishes' filter and order.
  var filter = ""
  var order: DishOrder = .name
  /// The theme's accent colour.
  var accent: Color?
  /// The primary's dragged width.
  var primaryWidth: Int?
  /// `z`: the zoomed column.
  var zoomed: ColumnRole?
  /// The drawer is open (the drawer mode's cuisines).
  var isDrawerOpen = false
  /// `m` in the split and triple modes: the cuisines hidden.
  var isPrimaryHidden = false
  /// `i`: the inspector.
  var inspector: InspectorVisibility = .automatic
  /// The inspector's ticks, per dish id.
  var ticks: [String: Set<Int>] = [:]
  /// Cook mode (issue 14): the dish being cooked, while cook mode shows.
  var cookingDishID: String?
  /// The step reached in cook mode, per dish id (0-based).
  var cookSteps: [String: Int] = [:]
  /// The kitchen timers: end times on the wall clock (see `TimerBoard`).
  var timers = TimerBoard()
  /// Each dish's scale (`+` `-` `=` in a recipe), by dish id; a dish not
  /// here is at ×1. The scale belongs to the dish, not to the page.
  var scales: [String: Double] = [:]
  /// `u`: amounts in the page's units or in metric (every recipe).
  var units: UnitSystem = .original
  /// The one shopping list (`a` adds, `L` shows it).
  var shoppingList = ShoppingList()
}
