import RecipeKit
import SplitLayout
import TermUI

extension BrowserState {
  /// The place after `intent`: a pure function of the place and the
  /// intent (reducer tests need no UI, see `BrowserIntentTests`).
  mutating func apply(_ intent: BrowserIntent) {
    switch intent {
    case .chooseCuisine(let index):
      cuisine = index
      dishID = index.flatMap { dishPlaces[$0]?.dishID }
    case .scrollCuisines(let anchorRow):
      cuisineAnchorRow = max(0, anchorRow)
    case .highlight(let id, let row, let anchorRow):
      dishID = id
      if let cuisine {
        dishPlaces[cuisine] = DishPlace(dishID: id, row: max(0, row), anchorRow: max(0, anchorRow))
      }
    case .open: isRecipeOpen = dishID != nil
    case .close: isRecipeOpen = false
    case .showRecipe(let shown): isRecipeOpen = shown
    case .scrollRecipe(let anchor, let line):
      recipeAnchor = max(0, anchor)
      recipeAnchorLine = max(0, line)
    case .focus(let column): focus = column
    case .setOrder(let order): self.order = order
    case .setFilter(let text): filter = text
    case .setAccent(let color): accent = color
    case .dragDivider(let width): primaryWidth = width
    case .zoom(let column): zoomed = column
    case .setInspector(let visibility): inspector = visibility
    case .setDrawer(let open): isDrawerOpen = open
    case .hidePrimary(let hidden): isPrimaryHidden = hidden
    case .setTicks(let id, let ticked): ticks[id] = ticked.isEmpty ? nil : ticked
    case .setScale(let id, let scale): scales[id] = scale == 1 ? nil : scale
    case .toggleUnits: units = units.next
    case .cook(let id): cookingDishID = id
    case .reachStep(let id, let step): cookSteps[id] = max(0, step)
    }
  }

  /// The place after `intents`, one after another.
  func applying(_ intents: [BrowserIntent]) -> BrowserState {
    var state = self
    for intent in intents { state.apply(intent) }
    return state
  }
}
