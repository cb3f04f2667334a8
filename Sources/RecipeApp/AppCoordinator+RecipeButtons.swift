import RecipeKit
import TermUI

// The recipe's title-bar buttons (issue 30, item 21): each does what its
// key does.
extension AppCoordinator {
  /// Connects the page's buttons (called once, from `setUpCooking`).
  func setUpRecipeButtons() {
    let page = presenter.page
    let buttons = page.buttons
    buttons.titles = labels.recipeButtons(ascii: options.ascii || options.a11y)
    buttons.factor = { [weak self, weak page] in
      guard let self, let dish = page?.dish else { return ScaleFactor.label(1) }
      return ScaleFactor.label(self.state.scales[dish.idstr] ?? 1)
    }
    buttons.isFavourite = { [weak page] in
      guard let page, let dish = page.dish else { return false }
      return page.isFavourite?(dish) ?? false
    }
    buttons.onAction = { [weak self] action in self?.recipeButton(action) }
  }

  /// A click on a recipe's button: `−` `+` `Add` as `-` `+` `a`, `Cook`
  /// as `c`, `★` as `f`.
  func recipeButton(_ action: ActionName) {
    switch action {
    case .cook: startCooking()
    case .favourite: toggleFavourite()
    default: _ = cookingAction(action)
    }
  }
}
