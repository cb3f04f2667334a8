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
  /// The dish `offset` rows from a dish in the list on screen, which it
  /// also highlights; nil past either end (set by the coordinator).
  var neighbour: ((Dish, Int) -> Dish?)?

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
    sender.present(makeSheet(for: item))
  }

  /// `]` / `[` in a recipe: the next or previous dish's recipe replaces it.
  func step(by offset: Int) {
    guard let sheet, let application = sheet.application,
      let current = (sheet.content as? RecipePageViewController)?.dish,
      let next = neighbour?(current, offset)
    else { return }
    sheet.dismiss()
    application.present(makeSheet(for: next))
  }

  private func makeSheet(for dish: Dish) -> SheetController {
    // The sheet's title bar names the dish: a page title that says the
    // same is not shown again under it.
    let recipe = Self.droppingTitle(recipe(for: dish), sameAs: dish.name)
    let layout = self.layout
    let content = RecipePageViewController(dish: dish, labels: labels) { width in
      layout(recipe, width)
    }
    content.onStep = { [weak self] offset in self?.step(by: offset) }
    let sheet = SheetController(content: content, style: .recipe)
    sheet.closeButton.title = labels.close
    self.sheet = sheet
    return sheet
  }

  /// `recipe` without its title block when that title is `name` (ignoring
  /// spaces around it); a different title stays.
  static func droppingTitle(_ recipe: Recipe, sameAs name: String) -> Recipe {
    var copy = recipe
    let wanted = name.trimmingSpaces()
    if let index = copy.blocks.firstIndex(where: {
      if case .title(let text) = $0 { return text.trimmingSpaces() == wanted }
      return false
    }) {
      copy.blocks.remove(at: index)
    }
    return copy
  }
}

extension String {
  /// Without white space at either end.
  fileprivate func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
