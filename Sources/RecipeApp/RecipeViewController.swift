import RecipeKit
import SplitLayout
import TermUI

/// The recipe sheet's content: the page laid out as text, scrolled with the
/// keys and the wheel, reflowed when the width changes.
final class RecipeViewController: ViewController {
  let recipe: Recipe
  let textView: TextView

  init(dish: Dish, recipe: Recipe, layout: @escaping (Recipe, Int) -> [StyledLine]) {
    self.recipe = recipe
    textView = TextView { width in layout(recipe, width) }
    super.init()
    title = dish.name
  }

  override func layout(in frame: Rect) {
    super.layout(in: frame)
    textView.layout(in: frame)
  }

  override func draw(in canvas: inout Canvas, context: DrawContext) {
    textView.draw(into: &canvas)
  }

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key): textView.handle(key)
    case .mouse(let mouse): textView.handle(mouse)
    default: false
    }
  }
}
