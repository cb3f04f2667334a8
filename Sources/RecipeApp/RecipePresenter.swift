import RecipeKit
import SplitLayout
import TermUI

/// Presents a chosen dish's recipe page as a sheet over the split view: the
/// dish list's selection delegate, as the iPad app's detail pushed its web
/// view in a form sheet.
final class RecipePresenter: SelectionDelegate {
  typealias Item = Dish

  private let bundle: RecipeBundle
  private let labels: Labels
  private let layout: (Recipe, Int) -> [StyledLine]
  /// The sheet on screen, if any.
  private(set) weak var sheet: SheetController?

  init(bundle: RecipeBundle, labels: Labels, layout: @escaping (Recipe, Int) -> [StyledLine]) {
    self.bundle = bundle
    self.labels = labels
    self.layout = layout
  }

  /// The recipe of `dish`: its page read through libxml2, or an empty
  /// recipe when the page is missing or unreadable (the sheet then says so).
  func recipe(for dish: Dish) -> Recipe {
    guard let url = bundle.pageURL(forDishID: dish.idstr) else { return .empty }
    return RecipePageParser.parse(contentsOf: url)
  }

  func selection(_ sender: ViewController, didChoose item: Dish) {
    let recipe = recipe(for: item)
    let layout = self.layout
    let content = TextPageViewController(title: item.name) { width in layout(recipe, width) }
    let sheet = SheetController(content: content, style: .recipe)
    sheet.closeButton.title = labels.close
    sender.present(sheet)
    self.sheet = sheet
  }
}
