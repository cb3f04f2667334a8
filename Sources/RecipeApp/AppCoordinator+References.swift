import FoundationEssentials
import RecipeKit
import SplitLayout
import TermUI

// References to other recipes (issue 27): the coordinator's part is to
// make the `ReferenceFlow` and hand it what it needs; the recipe page and
// the cook pages keep it through their closures.
extension AppCoordinator {
  /// Sets the references up (called once from `setUpCooking`).
  func setUpReferences() {
    let flow = ReferenceFlow(source: source, labels: labels, presenter: presenter)
    flow.amounts = { [weak self] id in self?.amounts(of: id) ?? PageAmounts() }
    flow.warn = { [weak self] text in self?.warn(text) }
    flow.present = { [weak self] list, anchor, chosen in
      self?.application.present(choice: list, anchor: anchor, onChoose: chosen)
    }
    flow.pushCookPage = { [weak self] dish, recipe, amounts in
      self?.pushReferenceCookPage(dish: dish, recipe: recipe, amounts: amounts)
    }
    presenter.page.onOpenReference = { [flow] row in flow.openFromRecipePage(row: row) }
    cooking.references = flow
  }

  /// `o` in cook mode: the step's reference, cooked from its first step.
  func cookReference(from page: CookModeViewController) {
    guard let flow = cooking.references else { return }
    let frame = page.frame
    flow.cookReference(
      of: page.plan, step: page.step, dish: page.dish, amounts: page.amounts,
      anchor: Rect(
        x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2, width: 1, height: 1))
  }

  /// A cook page for `dish` (a referenced recipe) at `amounts`, pushed over
  /// the step that refers to it; `esc` comes back to that step.
  func pushReferenceCookPage(dish: Dish, recipe: Recipe, amounts: PageAmounts) {
    let plan = CookingPlan(dishID: dish.idstr, recipe: amounts.apply(to: recipe))
    let page = CookModeViewController(dish: dish, plan: plan, step: 0, labels: labels)
    page.isReference = true
    page.amounts = amounts
    page.timer = { [weak self] origin in self?.state.timers.timer(for: origin) }
    page.now = { [weak self] in self?.wallClock.now ?? Date.now }
    page.onChip = { [weak self, weak page] step, index in
      guard let page else { return }
      self?.pressChip(dish: dish, plan: page.plan, step: step, index: index)
    }
    page.onLeave = { [weak self, weak page] in
      guard let self, let page, self.presenter.navigation.topViewController === page else { return }
      self.presenter.navigation.pop()
    }
    page.onCookReference = { [weak self] page in self?.cookReference(from: page) }
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
