import RecipeKit
import SplitLayout
import TermUI

/// Opening the recipes a recipe refers to (`@./Sauces/Hollandaise{150%g}`,
/// shown as `→ Hollandaise 150 g`): `enter` in a recipe opens the link on
/// screen (a choice popover when several are), a click opens the one
/// clicked, each as a page pushed on the recipe's own stack at the scale
/// the reference asks (`ReferenceScale`, times the referring dish's own);
/// `o` in cook mode cooks the step's reference from its first step. A
/// recipe already open below on the stack is not opened again: the cycle
/// is reported on the bottom line (`--check-data` reports it as an error).
///
/// The coordinator makes one and hands it its closures; the recipe page
/// and the cook pages hold it through theirs.
final class ReferenceFlow {
  private let source: any RecipeSource
  private let labels: Labels
  private weak var presenter: RecipePresenter?
  /// The scale and units dish `id` is shown at (the coordinator's).
  var amounts: (String) -> PageAmounts = { _ in PageAmounts() }
  /// Says something on the bottom line.
  var warn: (String) -> Void = { _ in }
  /// Presents the choice popover beside the anchor (the application's
  /// `present(choice:anchor:onChoose:)`, which closes it on a choice).
  var present:
    (
      ChoiceListViewController<Ingredient>, _ anchor: @escaping () -> Rect?,
      _ onChoose: @escaping (Ingredient) -> Void
    ) -> Void = { _, _, _ in }
  /// Makes a cook page for a referenced dish at `amounts` (the coordinator
  /// wires its timers), already pushed; nil when it cannot.
  var pushCookPage: ((Dish, Recipe, PageAmounts) -> Void)?

  init(source: any RecipeSource, labels: Labels, presenter: RecipePresenter) {
    self.source = source
    self.labels = labels
    self.presenter = presenter
  }

  // MARK: Pages

  /// `enter` (row nil) or a click at `row` on the recipe's page: true when
  /// a link was there (opened, offered or refused as a cycle).
  func openFromRecipePage(row: Int?) -> Bool {
    guard let presenter, let dish = presenter.dish,
      let recipe = presenter.recipe(forDishID: dish.idstr)
    else { return false }
    return open(
      row: row, textView: presenter.page.textView, recipe: recipe, dish: dish,
      amounts: amounts(dish.idstr))
  }

  /// The same on a referenced recipe's page.
  func openFromReferencePage(_ page: ReferencePageViewController, row: Int?) {
    _ = open(
      row: row, textView: page.textView, recipe: page.recipe, dish: page.dish, amounts: page.amounts
    )
  }

  private func open(
    row: Int?, textView: TextView, recipe: Recipe, dish: Dish, amounts: PageAmounts
  ) -> Bool {
    let links: [ReferenceLinks.Link]
    if let row {
      links = ReferenceLinks.link(atRow: row, in: textView, recipe: recipe).map { [$0] } ?? []
    } else {
      links = ReferenceLinks.visible(in: textView, recipe: recipe)
    }
    guard !links.isEmpty else { return false }
    let frame = textView.frame
    choose(links.map(\.ingredient)) { line in
      let y = frame.minY + (links.first { $0.ingredient == line }?.line ?? 0) - textView.topLine
      return Rect(
        x: frame.minX, y: min(max(y, frame.minY), max(frame.minY, frame.maxY - 1)), width: 1,
        height: 1)
    } open: { [weak self] ingredient in
      self?.openPage(ingredient, from: dish, scale: amounts.scale)
    }
    return true
  }

  /// Pushes the page of `ingredient`'s recipe over the top of the stack.
  func openPage(_ ingredient: Ingredient, from dish: Dish, scale: Double) {
    guard let presenter, let (target, recipe) = resolve(ingredient, from: dish) else { return }
    var amounts = self.amounts(target.idstr)
    amounts.scale = Self.scale(ingredient, dishScale: scale, target: recipe)
    amounts.servings = RecipeServings(recipe: recipe)
    let page = ReferencePageViewController(
      dish: target, recipe: recipe, amounts: amounts, labels: labels
    ) { [labels] recipe, width in RecipeTextLayout(labels: labels).lines(for: recipe, width: width)
    }
    page.fromDishID = presenter.dish?.idstr
    page.onOpenReference = { [weak self] page, row in self?.openFromReferencePage(page, row: row) }
    page.onClose = { [weak presenter] page in
      if presenter?.navigation.topViewController === page { presenter?.navigation.pop() }
    }
    presenter.navigation.push(page)
  }

  // MARK: Cook mode

  /// `o` in cook mode on step `step` of `plan` (dish `dish` at `amounts`):
  /// cooks the step's reference (a choice when there are several).
  func cookReference(
    of plan: CookingPlan, step: Int, dish: Dish, amounts: PageAmounts, anchor: Rect
  ) {
    guard plan.steps.indices.contains(step) else { return }
    // The step's ingredients are at the dish's scale and units already:
    // the reference's own amount comes from the recipe as read.
    let references = plan.steps[step].ingredients.filter { $0.reference != nil }
    guard !references.isEmpty, let presenter, let read = presenter.recipe(forDishID: dish.idstr)
    else {
      warn(labels.noReference)
      return
    }
    let unscaled = ReferenceLinks.references(of: read)
    let chosen = references.compactMap { shown in
      unscaled.first { $0.reference == shown.reference && $0.name == shown.name }
    }
    guard !chosen.isEmpty else {
      warn(labels.noReference)
      return
    }
    choose(chosen, anchor: { _ in anchor }) { [weak self] ingredient in
      guard let self, let (target, recipe) = self.resolve(ingredient, from: dish) else { return }
      var shown = self.amounts(target.idstr)
      shown.scale = Self.scale(ingredient, dishScale: amounts.scale, target: recipe)
      shown.servings = RecipeServings(recipe: recipe)
      self.pushCookPage?(target, recipe, shown)
    }
  }

  // MARK: Shared

  /// `open` at once for one reference, else after a choice in a popover.
  private func choose(
    _ references: [Ingredient], anchor: @escaping (Ingredient) -> Rect,
    open: @escaping (Ingredient) -> Void
  ) {
    if references.count == 1 {
      open(references[0])
      return
    }
    let items = references.map { reference in
      (
        title: "→ " + Sanitized.oneLine(reference.name) + " " + Sanitized.oneLine(reference.amount),
        item: reference
      )
    }
    let list = ChoiceListViewController(title: labels.openWhichRecipe, items: items)
    let first = references[0]
    present(list, { anchor(first) }, open)
  }

  /// The dish and recipe `ingredient` refers to, unless it is missing or
  /// already open below on the stack (a cycle: said on the bottom line).
  private func resolve(_ ingredient: Ingredient, from dish: Dish) -> (Dish, Recipe)? {
    guard let id = ingredient.reference, let (_, target) = source.dish(withID: id),
      let recipe = source.recipe(forDishID: id)
    else {
      warn(labels.missingReference(Sanitized.oneLine(ingredient.name)))
      return nil
    }
    let chain = openChain()
    if let at = chain.firstIndex(where: { $0.idstr == target.idstr }) {
      let names = chain[at...].map { Sanitized.oneLine($0.name) } + [Sanitized.oneLine(target.name)]
      warn(labels.referenceCycle(names))
      return nil
    }
    return (target, recipe)
  }

  /// The dishes open on the recipe's stack, the recipe's first.
  private func openChain() -> [Dish] {
    guard let presenter else { return [] }
    var chain: [Dish] = presenter.dish.map { [$0] } ?? []
    for controller in presenter.navigation.viewControllers {
      if let page = controller as? ReferencePageViewController, page.dish.idstr != chain.last?.idstr
      {
        chain.append(page.dish)
      } else if let page = controller as? CookModeViewController,
        page.dish.idstr != chain.last?.idstr
      {
        chain.append(page.dish)
      }
    }
    return chain
  }

  /// The scale of a referenced recipe: what the reference asks, at the
  /// referring dish's scale.
  static func scale(_ ingredient: Ingredient, dishScale: Double, target: Recipe) -> Double {
    ReferenceScale.factor(ingredient.readAmount.scaled(by: dishScale), of: target)
  }
}
