import RecipeKit
import TermUI

/// The recipe's title-bar buttons for the mouse (issue 30, item 21):
/// `[−] ×1 [+]` (the servings scale, showing the factor), `[Add]` (to the
/// shopping list), `[Cook]` (cook mode) and `[★]` (favourite, filled when
/// the dish is one). Each does what its key does: the page names the
/// action and the coordinator acts (`onAction`). Titles are read from the
/// state when the bar is laid out and drawn; nothing is stored.
final class RecipeBarButtons {
  /// The items in the bar's order (the scale first: a narrow bar hides it
  /// first, behind `[⋯]`).
  let items: [BarButtonItem]
  /// The scale factor the page is shown at now (`×1`, `×2`).
  var factor: () -> String = { "×1" }
  /// True when the shown dish is a favourite.
  var isFavourite: () -> Bool = { false }
  /// Runs the action of a button (`scale-down`, `scale-up`,
  /// `add-to-shopping-list`, `cook`, `favourite`).
  var onAction: ((ActionName) -> Void)?

  /// The buttons' words and glyphs (`--ascii` sets plain ones).
  var titles: Labels.RecipeButtonTitles

  init(labels: Labels) {
    titles = labels.recipeButtons(ascii: false)
    var actions: [ActionName] = []
    var made: [BarButtonItem] = []
    weak var owner: RecipeBarButtons?
    func button(_ action: ActionName, plain: Bool = false, _ title: @escaping () -> String) {
      made.append(
        BarButtonItem(plain: plain, title: title) { owner?.onAction?(action) })
      actions.append(action)
    }
    button(.scaleDown) { owner?.titles.less ?? "" }
    button(.scaleReset, plain: true) { owner?.factor() ?? "" }
    button(.scaleUp) { owner?.titles.more ?? "" }
    button(.addToShoppingList) { owner?.titles.add ?? "" }
    button(.cook) { owner?.titles.cook ?? "" }
    button(.favourite) {
      guard let owner else { return "" }
      return owner.isFavourite() ? owner.titles.favourite : owner.titles.notFavourite
    }
    items = made
    owner = self
  }
}
