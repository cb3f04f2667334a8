import FoundationEssentials
import RecipeKit
import SplitLayout
import TermUI

/// Cook mode (issue 14): `c` pushes a `CookModeViewController` on the
/// recipe's navigation stack, wherever the mode shows the recipe (a sheet,
/// the third column, the stack's page), so a resize carries it along with
/// its step. The step reached is kept per dish in `BrowserState`. `o` on a
/// step cooks the recipe it refers to (`ReferenceFlow`), pushed above it.
final class CookModeFlow {
  private let application: Application
  private let split: SplitViewController
  private let presenter: RecipePresenter
  private let dishes: DishListViewController
  private let labels: Labels
  private let store: PlaceStore
  private let cooking: CookingFlow
  private let timers: TimersFlow
  private let ladder: LadderFlow
  private let favourites: FavouritesFlow
  private let references: ReferenceFlow

  init(
    application: Application, split: SplitViewController, presenter: RecipePresenter,
    dishes: DishListViewController, labels: Labels, store: PlaceStore, cooking: CookingFlow,
    timers: TimersFlow, ladder: LadderFlow, favourites: FavouritesFlow, references: ReferenceFlow
  ) {
    self.application = application
    self.split = split
    self.presenter = presenter
    self.dishes = dishes
    self.labels = labels
    self.store = store
    self.cooking = cooking
    self.timers = timers
    self.ladder = ladder
    self.favourites = favourites
    self.references = references
    references.pushCookPage = { [weak self] dish, recipe, amounts in
      self?.pushReferencePage(dish: dish, recipe: recipe, amounts: amounts)
    }
  }

  /// The cook mode page on screen, if any.
  var page: CookModeViewController? {
    presenter.navigation.topViewController as? CookModeViewController
  }

  /// The footer's place when cook mode or the timers sheet has the keys.
  var footerPlace: Footer.Place? {
    let top = application.presentations.last
    if let top, timers.sheet?.handles(top) == true { return .timers }
    guard page != nil else { return nil }
    if let top { return top === presenter.sheet ? .cooking : nil }
    return split.focusedColumn == .secondary ? .cooking : nil
  }

  /// `c`: cook mode for the open recipe, else the highlighted dish (whose
  /// recipe opens first, where the mode shows an open recipe).
  func start(restoring: Bool = false) {
    let openDish = store.state.isRecipeOpen ? presenter.dish : nil
    guard let dish = openDish ?? dishes.selectedDish else { return }
    if page?.dish.idstr == dish.idstr { return }
    if openDish?.idstr != dish.idstr { ladder.open(dish) }
    // The history's "cooked" (issue 15); not when a launch brings it back.
    if !restoring { favourites.remember(.cooked, dish: dish) }
    push(for: dish)
  }

  private func push(for dish: Dish) {
    if page != nil { presenter.navigation.pop() }
    let plan = CookingPlan(dishID: dish.idstr, recipe: cooking.recipe(for: dish))
    let page = CookModeViewController(
      dish: dish, plan: plan, step: store.state.cookSteps[dish.idstr] ?? 0, labels: labels)
    page.amounts = cooking.amounts(of: dish.idstr)
    page.amounts.servings = cooking.servings(of: dish.idstr)
    connect(page, dish: dish)
    page.onStep = { [weak self] step in self?.store.send(.reachStep(dishID: dish.idstr, step: step))
    }
    page.onLeave = { [weak self] in self?.leave() }
    page.onCooking = { [weak self] action in self?.cooking.perform(action) }
    presenter.navigation.push(page)
    store.send(.cook(dishID: dish.idstr))
    store.send(.reachStep(dishID: dish.idstr, step: page.step))
  }

  /// The timers' chips and `o`, the same on every cook page.
  private func connect(_ page: CookModeViewController, dish: Dish) {
    page.timer = { [weak self] origin in self?.store.state.timers.timer(for: origin) }
    page.now = { [weak self] in self?.timers.wallClock.now ?? Date.now }
    page.onChip = { [weak self, weak page] step, index in
      guard let page else { return }
      self?.timers.pressChip(dish: dish, plan: page.plan, step: step, index: index)
    }
    page.onCookReference = { [weak self] page in self?.cookReference(from: page) }
  }

  /// `esc` in cook mode: back to the recipe.
  func leave() {
    if page != nil { presenter.navigation.pop() }
    store.send(.cook(dishID: nil))
  }

  /// Keeps cook mode with its dish: when the recipe page shows another
  /// dish (the third column follows the highlight), cook mode closes.
  /// After every event, with the place recorded.
  func sync() {
    // A referenced recipe cooked from a step (`o`) stays with its recipe.
    while let page, page.dish.idstr != presenter.dish?.idstr,
      !page.isReference
        || !presenter.navigation.viewControllers.contains(where: {
          ($0 as? CookModeViewController)?.dish.idstr == presenter.dish?.idstr
        })
    {
      presenter.navigation.pop()
    }
    // The scale or the units changed (`+`, `u`): the amounts follow.
    if let page, !page.isReference,
      page.amounts.scale != cooking.amounts(of: page.dish.idstr).scale
        || page.amounts.units != store.state.units
    {
      page.amounts = cooking.amounts(of: page.dish.idstr)
      page.amounts.servings = cooking.servings(of: page.dish.idstr)
      page.plan = CookingPlan(dishID: page.dish.idstr, recipe: cooking.recipe(for: page.dish))
    }
    // A referenced recipe cooked over a step (`o`) is not what the state
    // brings back: the recipe under it is.
    let cooked =
      page?.isReference == true
      ? presenter.navigation.viewControllers.lazy.compactMap { $0 as? CookModeViewController }
        .first { !$0.isReference }?.dish.idstr
      : page?.dish.idstr
    store.send(.cook(dishID: cooked))
  }

  /// After files changed: cook mode reads its recipe again and keeps its
  /// step (by index; the last one when there are fewer now).
  func reread() {
    guard let page else { return }
    page.plan = CookingPlan(dishID: page.dish.idstr, recipe: cooking.recipe(for: page.dish))
    page.go(to: page.step)
  }

  // MARK: References

  /// `o` in cook mode: the step's reference, cooked from its first step.
  func cookReference(from page: CookModeViewController) {
    let frame = page.frame
    references.cookReference(
      of: page.plan, step: page.step, dish: page.dish, amounts: page.amounts,
      anchor: Rect(
        x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2, width: 1, height: 1))
  }

  /// A cook page for `dish` (a referenced recipe) at `amounts`, pushed over
  /// the step that refers to it; `esc` comes back to that step.
  private func pushReferencePage(dish: Dish, recipe: Recipe, amounts: PageAmounts) {
    let plan = CookingPlan(dishID: dish.idstr, recipe: amounts.apply(to: recipe))
    let page = CookModeViewController(dish: dish, plan: plan, step: 0, labels: labels)
    page.isReference = true
    page.amounts = amounts
    connect(page, dish: dish)
    page.onLeave = { [weak self, weak page] in
      guard let self, let page, self.presenter.navigation.topViewController === page else { return }
      self.presenter.navigation.pop()
    }
    presenter.navigation.push(page)
  }

  /// Referenced recipes' pages leave with the recipe they were opened
  /// from (the third column follows the highlight). After every event.
  func syncReferences() {
    let id = presenter.dish?.idstr
    while let page = presenter.navigation.topViewController as? ReferencePageViewController,
      page.fromDishID != id
    {
      presenter.navigation.pop()
    }
  }
}
