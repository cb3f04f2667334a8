import RecipeKit
import SplitLayout
import TermUI

/// The detail: the dishes of one cuisine, two lines a row (the name, then
/// difficulty and time), like the iPad app's detail table. It is the menu's
/// selection delegate (it reloads when a cuisine is chosen) and tells its
/// own delegate when a dish is chosen.
///
/// Also keeps the sort order (kept across cuisines) and the filter typed
/// after `/`, with the match count in the title.
final class DishListViewController: ViewController, ListViewDataSource, SelectionDelegate {
  typealias Item = Cuisine

  /// Told when the user opens a dish (enter or a click).
  weak var delegate: (any SelectionDelegate<Dish>)?
  let list = ListView(rowHeight: 2)
  let sortButton: BarButtonItem
  let themeButton: BarButtonItem
  let helpButton: BarButtonItem
  private let labels: Labels
  private let loadDishes: (Cuisine) -> Result<[Dish], BundleError>
  private(set) var cuisine: Cuisine?
  /// The cuisine's dishes in the current order.
  private(set) var dishes: [Dish] = []
  /// Lower-cased names, decoded once per cuisine, for filtering.
  private var searchNames: [String] = []
  /// Indices into `dishes` of the rows shown (all, or the filter's matches).
  private(set) var visible: [Int] = []
  private(set) var order: DishOrder = .name
  private(set) var filterText = ""
  private(set) var isEditingFilter = false
  private var loadError: String?

  init(labels: Labels, loadDishes: @escaping (Cuisine) -> Result<[Dish], BundleError>) {
    self.labels = labels
    self.loadDishes = loadDishes
    sortButton = BarButtonItem(title: labels.sort)
    themeButton = BarButtonItem(title: labels.theme)
    helpButton = BarButtonItem(title: "?")
    super.init()
    list.dataSource = self
    rightBarItems = [sortButton, themeButton, helpButton]
  }

  /// The dish on the selected row.
  var selectedDish: Dish? {
    guard let row = list.selectedRow, visible.indices.contains(row) else { return nil }
    return dishes[visible[row]]
  }

  // MARK: Selection delegate of the menu

  func selection(_ sender: ViewController, didChoose item: Cuisine) {
    cuisine = item
    filterText = ""
    isEditingFilter = false
    switch loadDishes(item) {
    case .success(let loaded):
      dishes = order.sorted(loaded)
      loadError = nil
    case .failure(let error):
      dishes = []
      loadError = error.description
    }
    searchNames = dishes.map { $0.name.lowercased() }
    applyFilter()
    list.select(row: 0)
    list.scroll(toTop: 0)
    updateTitle()
  }

  // MARK: Sort and filter

  /// Sorts the shown dishes; the selected dish stays selected.
  func setOrder(_ newOrder: DishOrder) {
    guard newOrder != order else { return }
    let selected = selectedDish
    order = newOrder
    dishes = order.sorted(dishes)
    searchNames = dishes.map { $0.name.lowercased() }
    applyFilter()
    if let selected, let row = visible.firstIndex(where: { dishes[$0] == selected }) {
      list.select(row: row)
    }
    sortButton.title = order == .name ? labels.sort : labels.sort + ": " + label(for: order)
  }

  func label(for order: DishOrder) -> String {
    switch order {
    case .name: labels.byName
    case .difficulty: labels.byDifficulty
    case .time: labels.byTime
    }
  }

  private func applyFilter() {
    let query = filterText.lowercased()
    if query.isEmpty {
      visible = Array(dishes.indices)
    } else {
      visible = searchNames.indices.filter { searchNames[$0].contains(query) }
    }
    list.reloadData()
    list.emptyText = loadError ?? (dishes.isEmpty ? labels.noDishes : labels.noMatches)
    updateTitle()
  }

  private func updateTitle() {
    let name = cuisine?.name ?? ""
    title =
      filterText.isEmpty
      ? name : labels.filtered(title: name, matches: visible.count, total: dishes.count)
  }

  /// Starts typing a filter (`/`).
  func beginFilter() {
    isEditingFilter = true
  }

  private func handleFilterKey(_ key: Key) -> Bool {
    switch key {
    case .escape:
      filterText = ""
      isEditingFilter = false
      applyFilter()
    case .enter, .tab:
      isEditingFilter = false
    case .backspace:
      if filterText.isEmpty {
        isEditingFilter = false
      } else {
        filterText.removeLast()
        applyFilter()
      }
    case .character(let character):
      filterText.append(character)
      applyFilter()
    case .up, .down, .pageUp, .pageDown:
      _ = list.handle(key)
    default:
      return false
    }
    return true
  }

  // MARK: List data source

  func numberOfRows(in list: ListView) -> Int { visible.count }

  func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    let dish = dishes[visible[row]]
    return ListRow(
      title: dish.name,
      subtitle: labels.subtitle(difficulty: dish.difficultyText, time: dish.timeText))
  }

  // MARK: Layout, drawing, events

  /// True when the filter row is shown under the list.
  private var showsFilterRow: Bool { isEditingFilter || !filterText.isEmpty }

  override func layout(in frame: Rect) {
    super.layout(in: frame)
    list.layout(in: showsFilterRow ? frame.droppingBottom(1) : frame)
  }

  override func draw(in canvas: inout Canvas, context: DrawContext) {
    list.draw(into: &canvas, theme: context.theme, isFocused: context.isFocused(self))
    guard showsFilterRow, frame.height > 0 else { return }
    let row = frame.bottom(1)
    canvas.fill(row)
    let prompt = "/ "
    let end = canvas.write(
      prompt, at: Point(x: row.minX + 1, y: row.minY), style: context.theme.button, clip: row)
    let textEnd = canvas.write(
      filterText, at: Point(x: end, y: row.minY), style: context.theme.text, clip: row)
    if isEditingFilter && context.isFocused(self) && textEnd < row.maxX {
      canvas.cursor = Point(x: textEnd, y: row.minY)
    }
  }

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      if isEditingFilter { return handleFilterKey(key) }
      if key == .character("/") {
        beginFilter()
        return true
      }
      if key == .escape && !filterText.isEmpty {
        filterText = ""
        applyFilter()
        return true
      }
      return react(to: list.handle(key))
    case .mouse(let mouse):
      return react(to: list.handle(mouse, activateOnClick: true))
    case .paste(let text):
      paste(text)
      return true
    default:
      return false
    }
  }

  /// Pasted text goes into the filter (which opens if it was closed).
  func paste(_ text: String) {
    isEditingFilter = true
    filterText += text.filter { !$0.isNewline }
    applyFilter()
  }

  private func react(to action: ListAction) -> Bool {
    if case .activated(let row) = action, visible.indices.contains(row) {
      delegate?.selection(self, didChoose: dishes[visible[row]])
    }
    return action != .ignored
  }
}
