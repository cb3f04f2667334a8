import RecipeKit
import TermUI

/// The recipe's title-bar buttons (issue 30, item 21): each does what its
/// key does (`−` `+` `Add` as `-` `+` `a`, `Cook` as `c`, `★` as `f`).
final class RecipeButtonsFlow {
  private let store: PlaceStore
  private let cooking: CookingFlow
  private let cookMode: CookModeFlow
  private let favourites: FavouritesFlow

  init(
    page: RecipePageViewController, options: Options, labels: Labels, store: PlaceStore,
    cooking: CookingFlow, cookMode: CookModeFlow, favourites: FavouritesFlow
  ) {
    self.store = store
    self.cooking = cooking
    self.cookMode = cookMode
    self.favourites = favourites
    let buttons = page.buttons
    buttons.titles = labels.recipeButtons(ascii: options.ascii || options.a11y)
    buttons.factor = { [weak store, weak page] in
      guard let store, let dish = page?.dish else { return ScaleFactor.label(1) }
      return ScaleFactor.label(store.state.scales[dish.idstr] ?? 1)
    }
    buttons.isFavourite = { [weak page] in
      guard let page, let dish = page.dish else { return false }
      return page.isFavourite?(dish) ?? false
    }
    buttons.onAction = { [weak self] action in self?.press(action) }
  }

  /// A click on a recipe's button.
  func press(_ action: ActionName) {
    switch action {
    case .cook: cookMode.start()
    case .favourite: favourites.toggleFavourite()
    default: _ = cooking.perform(action)
    }
  }
}
