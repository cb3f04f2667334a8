import FoundationEssentials
import RecipeKit
import SplitLayout
import TermUI

// Cook mode (issue 14): `c` pushes a `CookModeViewController` on the
// recipe's navigation stack, wherever the mode shows the recipe (a sheet,
// the third column, the stack's page), so a resize carries it along with
// its step. The step reached is kept per dish in `BrowserState`.
extension AppCoordinator {
  /// The cook mode page on screen, if any.
  var cookPage: CookModeViewController? {
    presenter.navigation.topViewController as? CookModeViewController
  }

  /// The footer's place when cook mode or the timers sheet has the keys.
  var cookFooterPlace: Footer.Place? {
    let top = application.presentations.last
    if let top, timersSheet?.handles(top) == true { return .timers }
    guard cookPage != nil else { return nil }
    if let top { return top === presenter.sheet ? .cooking : nil }
    return split.focusedColumn == .secondary ? .cooking : nil
  }

  /// `c`: cook mode for the open recipe, else the highlighted dish (whose
  /// recipe opens first, where the mode shows an open recipe).
  func startCooking(restoring: Bool = false) {
    let openDish = state.isRecipeOpen ? presenter.dish : nil
    guard let dish = openDish ?? dishes.selectedDish else { return }
    if cookPage?.dish.idstr == dish.idstr { return }
    if openDish?.idstr != dish.idstr { open(dish) }
    // The history's "cooked" (issue 15); not when a launch brings it back.
    if !restoring { remember(.cooked, dish: dish) }
    pushCookPage(for: dish)
    capture()
  }

  /// The recipe cook mode shows: the page at the dish's scale and in the
  /// units chosen (issue 12's `+` `-` `=` `u`), as the recipe page shows it.
  func cookingRecipe(for dish: Dish) -> Recipe {
    amounts(of: dish.idstr).apply(to: presenter.recipe(for: dish))
  }

  private func pushCookPage(for dish: Dish) {
    if cookPage != nil { presenter.navigation.pop() }
    let plan = CookingPlan(dishID: dish.idstr, recipe: cookingRecipe(for: dish))
    let page = CookModeViewController(
      dish: dish, plan: plan, step: state.cookSteps[dish.idstr] ?? 0, labels: labels)
    page.amounts = amounts(of: dish.idstr)
    page.amounts.servings = servings(of: dish.idstr)
    page.timer = { [weak self] origin in self?.state.timers.timer(for: origin) }
    page.now = { [weak self] in self?.wallClock.now ?? Date.now }
    page.onChip = { [weak self, weak page] step, index in
      guard let page else { return }
      self?.pressChip(dish: dish, plan: page.plan, step: step, index: index)
    }
    page.onStep = { [weak self] step in self?.state.cookSteps[dish.idstr] = step }
    page.onLeave = { [weak self] in self?.leaveCooking() }
    page.onCooking = { [weak self] action in self?.cookingAction(action) }
    page.onCookReference = { [weak self] page in self?.cookReference(from: page) }
    presenter.navigation.push(page)
    state.cookingDishID = dish.idstr
    state.cookSteps[dish.idstr] = page.step
  }

  /// `esc` in cook mode: back to the recipe.
  func leaveCooking() {
    if cookPage != nil { presenter.navigation.pop() }
    state.cookingDishID = nil
  }

  /// Keeps cook mode with its dish: when the recipe page shows another
  /// dish (the third column follows the highlight), cook mode closes.
  /// After every event, with the place recorded.
  func syncCooking() {
    // A referenced recipe cooked from a step (`o`) stays with its recipe.
    while let page = cookPage, page.dish.idstr != presenter.dish?.idstr,
      !page.isReference
        || !presenter.navigation.viewControllers.contains(where: {
          ($0 as? CookModeViewController)?.dish.idstr == presenter.dish?.idstr
        })
    {
      presenter.navigation.pop()
    }
    // The scale or the units changed (`+`, `u`): the amounts follow.
    if let page = cookPage, !page.isReference,
      page.amounts.scale != amounts(of: page.dish.idstr).scale
        || page.amounts.units != state.units
    {
      page.amounts = amounts(of: page.dish.idstr)
      page.amounts.servings = servings(of: page.dish.idstr)
      page.plan = CookingPlan(dishID: page.dish.idstr, recipe: cookingRecipe(for: page.dish))
    }
    // A referenced recipe cooked over a step (`o`) is not what the state
    // brings back: the recipe under it is.
    state.cookingDishID =
      cookPage?.isReference == true
      ? presenter.navigation.viewControllers.lazy.compactMap { $0 as? CookModeViewController }
        .first { !$0.isReference }?.dish.idstr
      : cookPage?.dish.idstr
  }

  /// A chip was pressed: start its timer; an ended one is acknowledged,
  /// a running one pauses, a paused one resumes.
  func pressChip(dish: Dish, plan: CookingPlan, step: Int, index: Int) {
    guard let origin = plan.origin(stepIndex: step, durationIndex: index) else { return }
    let now = wallClock.now
    guard let timer = state.timers.timer(for: origin) else {
      state.timers.start(plan, stepIndex: step, durationIndex: index, dishName: dish.name, now: now)
      return
    }
    toggle(timer.id, now: now)
  }

  /// Pause, resume or acknowledge timer `id` (as its state asks).
  func toggle(_ id: CookingTimer.ID, now: Date) {
    guard let timer = state.timers[id] else { return }
    switch timer.state {
    case .running: state.timers.pause(id, now: now)
    case .paused: state.timers.resume(id, now: now)
    case .fired: state.timers.acknowledge(id)
    }
  }
}
