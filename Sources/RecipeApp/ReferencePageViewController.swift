import RecipeKit
import SplitLayout
import TermUI

/// A recipe opened from a reference of another (`→ Hollandaise 150 g`):
/// pushed on the referring recipe's own stack at the scale the reference
/// asks for, so `esc` (or `left`, `h`, `backspace`) comes back to the
/// recipe at the line it was on. Its own references open the same way.
final class ReferencePageViewController: TextPageViewController {
  let dish: Dish
  /// The recipe as the source reads it (its own links are found in it).
  let recipe: Recipe
  /// The scale and units it is shown at.
  let amounts: PageAmounts
  private let labels: Labels
  /// `enter` (nil) or a click on a link's row (the row).
  var onOpenReference: ((ReferencePageViewController, Int?) -> Void)?
  /// The recipe whose stack it is on.
  var fromDishID: String?
  /// Asked to take the page off the stack.
  var onClose: ((ReferencePageViewController) -> Void)?

  init(
    dish: Dish, recipe: Recipe, amounts: PageAmounts, labels: Labels,
    layout: @escaping (Recipe, Int) -> [StyledLine]
  ) {
    self.dish = dish
    self.recipe = recipe
    self.amounts = amounts
    self.labels = labels
    let shown = amounts.apply(to: RecipePresenter.droppingTitle(recipe, sameAs: dish.name))
    super.init(title: dish.name) { width in layout(shown, width) }
  }

  override var titleDetail: String { titleDetailForms[0] }
  /// Without the id, then nothing, before the name is cut.
  override var titleDetailForms: [String] {
    RecipePageViewController.detailForms(
      mark: "", amounts: amounts.detail(labels), id: labels.dishID(dish.idstr))
  }

  override class var declaredBindingTables: [KeyBindings] {
    [bindings] + super.declaredBindingTables
  }

  static let bindings: KeyBindings = [
    ReferenceLinks.openBinding,
    KeyBinding(
      .closeReference, [.escape, .left, .character("h"), .backspace],
      BindingLabel("in a referenced recipe: back to the recipe", "引用的菜谱中：返回原菜谱")),
  ]

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      switch action(for: key, in: Self.bindings) {
      case .openReference:
        onOpenReference?(self, nil)
        return true
      case .closeReference:
        onClose?(self)
        return true
      default:
        return super.handle(event)
      }
    case .mouse(let mouse):
      if case .press(.left) = mouse.kind,
        ReferenceLinks.link(atRow: mouse.position.y, in: textView, recipe: recipe) != nil
      {
        onOpenReference?(self, mouse.position.y)
        return true
      }
      return super.handle(event)
    default:
      return super.handle(event)
    }
  }
}
