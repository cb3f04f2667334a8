import RecipeKit
import TermUI

/// The cooking keys (issue 12): each dish's scale (`+` `-` `=`), the units
/// (`u`), and the app-wide `a`, `L`, `w`, which it hands to the shopping
/// list and to "What can I cook?". It gives the recipe page its amounts.
final class CookingFlow {
  private let application: Application
  private let presenter: RecipePresenter
  private let options: Options
  private let labels: Labels
  private let store: PlaceStore
  let shopping: ShoppingListFlow
  let whatCanICook: WhatCanICookFlow

  init(
    application: Application, presenter: RecipePresenter, options: Options, labels: Labels,
    store: PlaceStore, shopping: ShoppingListFlow, whatCanICook: WhatCanICookFlow
  ) {
    self.application = application
    self.presenter = presenter
    self.options = options
    self.labels = labels
    self.store = store
    self.shopping = shopping
    self.whatCanICook = whatCanICook
    presenter.amounts = { [weak self] dish in self?.amounts(of: dish.idstr) ?? PageAmounts() }
    presenter.page.amountsDetail = { [weak self] dish in
      guard let self else { return "" }
      var amounts = self.amounts(of: dish.idstr)
      amounts.servings = self.servings(of: dish.idstr)
      return amounts.detail(self.labels)
    }
    presenter.page.onCooking = { [weak self] action in self?.perform(action) }
  }

  /// The scale and units `dishID` is shown at.
  func amounts(of dishID: String) -> PageAmounts {
    PageAmounts(
      scale: store.state.scales[dishID] ?? 1, units: store.state.units,
      options: options.cooking.amounts)
  }

  /// The servings of dish `dishID`'s recipe, when it gives them (for the
  /// title and `+`/`-`; not part of `amounts(of:)`, which the layout cache
  /// compares, so that no page is read just to lay out another).
  func servings(of dishID: String) -> RecipeServings? {
    presenter.recipe(forDishID: dishID).flatMap(RecipeServings.init(recipe:))
  }

  /// The recipe cook mode shows: the page at the dish's scale and in the
  /// units chosen, as the recipe page shows it.
  func recipe(for dish: Dish) -> Recipe {
    amounts(of: dish.idstr).apply(to: presenter.recipe(for: dish))
  }

  /// The cooking keys (the recipe's and the app-wide ones).
  @discardableResult
  func perform(_ action: ActionName) -> Bool {
    switch action {
    case .scaleUp, .scaleDown, .scaleReset:
      guard let dish = presenter.dish else { return false }
      let next = ScaleStep.next(
        action, from: store.state.scales[dish.idstr] ?? 1, servings: servings(of: dish.idstr))
      store.send(.setScale(dishID: dish.idstr, next))
      presenter.reload()
    case .toggleUnits:
      store.send(.toggleUnits)
      presenter.reload()
      shopping.page?.reload()
    case .addToShoppingList: shopping.add()
    case .shoppingList: shopping.show()
    case .whatCanICook: whatCanICook.show()
    default: return false
    }
    return true
  }

  /// The app-wide cooking keys; false for other keys. Over a sheet (the
  /// recipe's, the list's) only `L` and `w` (`a` is the recipe page's own
  /// key).
  func handle(_ key: Key, overSheet: Bool = false) -> Bool {
    let table = AppCoordinator.cookingBindings.remapped(application.keyOverrides)
    guard let action = table.action(for: key) else { return false }
    if overSheet, action != .shoppingList, action != .whatCanICook { return false }
    return perform(action)
  }

  /// The footer's place when the shopping list or "What can I cook?" has
  /// the focus.
  var footerPlace: Footer.Place? {
    if whatCanICook.hasFocus { return .whatCanICook }
    return shopping.hasFocus ? .shoppingList : nil
  }
}
