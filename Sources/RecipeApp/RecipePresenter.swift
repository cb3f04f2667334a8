import RecipeKit
import SplitLayout
import TermUI

/// Shows recipes: one page (a title bar over the recipe's text) that the
/// coordinator puts where the mode wants it, the same controller every
/// time, so the scroll line survives a move between the sheet, the inline
/// column and the stack's page.
///
/// ```
/// drawer, split   the page in a sheet over the columns
/// triple          the page as the third column, following the highlight
/// stack           the page pushed over the dishes
/// ```
/// Pages are parsed when a frame first needs them (moving through a list
/// with the recipe column showing parses only the pages that get drawn),
/// and the last few are kept, so going back and forth costs nothing.
final class RecipePresenter {
  private let source: any RecipeSource
  private let labels: Labels
  private let layout: (Recipe, Int) -> [StyledLine]
  /// The recipe's text.
  let page: RecipePageViewController
  /// The page under its title bar: what a column, a sheet or the stack shows.
  let navigation: NavigationController
  /// The dish shown, if any.
  private(set) var dish: Dish?
  /// Told when the user closes the recipe's sheet.
  var onClose: (() -> Void)?
  /// The sheet on screen, if any (drawer and split modes).
  private(set) weak var sheet: SheetController?
  /// Parsed pages, the most recent last.
  private var recent: [(id: String, recipe: Recipe)] = []
  /// Pages kept parsed.
  static let keptPages = 8
  /// Laid-out pages, the most recent last: a dish's lines at one text
  /// width (the layout depends on nothing else), so moving back and forth
  /// through the list with the recipe column showing lays out each once.
  private var laidOut: [(id: String, width: Int, amounts: PageAmounts, lines: [StyledLine])] =
    []
  /// How many times a page was laid out (for tests of the cache).
  private(set) var layoutCount = 0
  /// How many times a page was read and parsed (for tests of the cache).
  private(set) var parseCount = 0
  /// The dish whose page a frame last laid out, and the text width: the
  /// width its neighbours are laid out at ahead of time (see `prefetch`).
  private(set) var lastLaidOut: (id: String, width: Int)?
  /// The dish `offset` rows from a dish in the list on screen, without
  /// highlighting it; nil past either end (set by the coordinator).
  var peekNeighbour: ((Dish, Int) -> Dish?)?
  /// True while a prefetch is among the application's idle work.
  var isPrefetchScheduled = false
  /// The dish `offset` rows from a dish in the list on screen, which it
  /// also highlights; nil past either end (set by the coordinator).
  var neighbour: ((Dish, Int) -> Dish?)?
  /// Told when `]` or `[` finds no dish that way (the offset tried).
  var onEnd: ((Int) -> Void)?
  /// The scale and units a dish's amounts are shown at (set by the
  /// coordinator from its state; ×1 in the page's units by default).
  var amounts: (Dish) -> PageAmounts = { _ in PageAmounts() }

  init(
    source: any RecipeSource, labels: Labels, layout: @escaping (Recipe, Int) -> [StyledLine]
  ) {
    self.source = source
    self.labels = labels
    self.layout = layout
    page = RecipePageViewController(labels: labels)
    navigation = NavigationController(root: page)
    navigation.backTitle = labels.back
    page.onStep = { [weak self] offset in self?.step(by: offset) }
  }

  /// The recipe of `dish` as the source reads it, or an empty recipe when
  /// it has none or it is unreadable (the page then says so).
  func recipe(for dish: Dish) -> Recipe {
    if let index = recent.firstIndex(where: { $0.id == dish.idstr }) {
      let entry = recent.remove(at: index)
      recent.append(entry)
      return entry.recipe
    }
    let recipe: Recipe
    if let read = source.recipe(forDishID: dish.idstr) {
      recipe = read
      parseCount += 1
    } else {
      recipe = .empty
    }
    recent.append((dish.idstr, recipe))
    if recent.count > Self.keptPages { recent.removeFirst() }
    return recipe
  }

  /// The recipe of dish `id`: a kept one, else the source's (read now,
  /// and kept); nil when the source has none.
  func recipe(forDishID id: String) -> Recipe? {
    if let entry = recent.last(where: { $0.id == id }) { return entry.recipe }
    guard let read = source.recipe(forDishID: id) else { return nil }
    parseCount += 1
    recent.append((id, read))
    if recent.count > Self.keptPages { recent.removeFirst() }
    return read
  }

  /// Shows `dish` on the page; a different dish starts at its top, the same
  /// one keeps its line (`fromTop` sends even the same one to the top).
  func show(_ dish: Dish?, fromTop: Bool = false) {
    if dish?.idstr == self.dish?.idstr && !fromTop { return }
    self.dish = dish
    page.dish = dish
    page.title = dish?.name ?? ""
    guard let dish else {
      page.textView.replaceContent { _ in [] }
      return
    }
    page.textView.replaceContent { [weak self] width in
      guard let self else { return [] }
      self.lastLaidOut = (dish.idstr, width)
      let lines = self.lines(for: dish, width: width)
      if let application = self.page.application { self.schedulePrefetch(in: application) }
      return lines
    }
  }

  /// True when `dish`'s page at `width` is among the laid-out ones (at
  /// the amounts it is shown at).
  func isLaidOut(_ dish: Dish, width: Int) -> Bool {
    laidOutIndex(of: dish, width: width, amounts: amounts(dish)) != nil
  }

  /// Where `dish`'s page at `width` and `amounts` is among the laid-out
  /// ones (the latest, should it be there twice).
  private func laidOutIndex(of dish: Dish, width: Int, amounts: PageAmounts) -> Int? {
    laidOut.lastIndex { $0.id == dish.idstr && $0.width == width && $0.amounts == amounts }
  }

  /// The lines of `dish`'s page at `width`, from the cache when laid out
  /// recently.
  func lines(for dish: Dish, width: Int) -> [StyledLine] {
    let amounts = self.amounts(dish)
    if let index = laidOutIndex(of: dish, width: width, amounts: amounts) {
      let entry = laidOut.remove(at: index)
      laidOut.append(entry)
      return entry.lines
    }
    // The title bar names the dish: a page title that says the same is
    // not shown again under it.
    let page = Self.droppingTitle(recipe(for: dish), sameAs: dish.name)
    let lines = layout(amounts.apply(to: page), width)
    layoutCount += 1
    laidOut.append((dish.idstr, width, amounts, lines))
    if laidOut.count > Self.keptPages { laidOut.removeFirst() }
    return lines
  }

  /// Forgets what dish `id`'s recipe read and laid out as (its file
  /// changed on disk), so it is read again when next shown.
  func forget(dishID id: String) {
    recent.removeAll { $0.id == id }
    laidOut.removeAll { $0.id == id }
  }

  /// Lays the shown dish out again where it is (its scale or units
  /// changed): the page keeps its line.
  func reload() {
    let content = page.textView.content
    page.textView.content = content
  }

  /// `]` / `[` in a recipe: the next or previous dish of the list (which
  /// it highlights) replaces it, wherever the page is.
  func step(by offset: Int) {
    guard let current = dish else { return }
    guard let next = neighbour?(current, offset) else {
      onEnd?(offset)
      return
    }
    show(next, fromTop: true)
  }

  /// The page in a sheet, presented by `sender` (the drawer and split
  /// modes); the sheet already on screen when there is one. The user
  /// closing it (`esc`, `q`, `[Close]`) is told to `onClose`.
  func presentSheet(from sender: ViewController) {
    if let sheet, sheet.application != nil { return }
    let sheet = SheetController(content: navigation, style: .recipe)
    sheet.closeButton.title = labels.close
    sheet.onClose = { [weak self] in self?.onClose?() }
    sender.present(sheet)
    self.sheet = sheet
  }

  /// True while the recipe's sheet is on screen.
  var isSheetPresented: Bool { sheet?.application != nil }

  /// Takes the sheet off the screen (the page moves to a column or page).
  func dismissSheet() {
    sheet?.dismiss()
    sheet = nil
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
