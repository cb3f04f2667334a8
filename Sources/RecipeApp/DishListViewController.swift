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
///
/// A large cuisine is shown part by part: the first dishes are decoded
/// when it is chosen (the first frame shows them), the rest between events
/// as the run loop's idle work, with `Loading… N%` in the title until the
/// list is complete. Keys work all the while; the list grows under them.
final class DishListViewController: ViewController, ListViewDataSource, SelectionDelegate {
  typealias Item = Cuisine

  /// Told when the user opens a dish (enter or a click).
  weak var delegate: (any SelectionDelegate<Dish>)?
  let list = ListView(rowHeight: 2)
  let sortButton: BarButtonItem
  let themeButton: BarButtonItem
  let helpButton: BarButtonItem
  private let labels: Labels
  private let loadDishes: (Cuisine) -> Result<DishLoader, BundleError>
  /// Decodes the shown cuisine's dishes; nil once they are all there.
  private var loader: DishLoader?
  private(set) var cuisine: Cuisine?
  /// The cuisine's dishes in the bundle's order, once all are read (while
  /// a large cuisine loads, its loader holds them: keeping a second
  /// reference here would make every appended part copy the whole array).
  private var bundleOrder: [Dish] = []
  /// The cuisine's dishes in the current order.
  private(set) var dishes: [Dish] = []
  /// The names prepared for filtering, made once per cuisine.
  private var searchNames: [SearchText] = []
  /// Indices into `dishes` of the rows shown (all, or the filter's matches).
  private(set) var visible: [Int] = []
  private(set) var order: DishOrder = .name
  private(set) var filterText = ""
  private(set) var isEditingFilter = false
  private var loadError: String?

  /// Dishes decoded before the first frame: more than a screenful.
  static let firstPart = 500
  /// Dishes decoded per idle step later (a few milliseconds each).
  static let laterPart = 1_000

  init(labels: Labels, loadDishes: @escaping (Cuisine) -> Result<DishLoader, BundleError>) {
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
    dishes = []
    bundleOrder = []
    searchNames = []
    visible = []
    loadError = nil
    loader = nil
    switch loadDishes(item) {
    case .success(let newLoader):
      // A cuisine read before comes complete, with its dishes.
      if newLoader.isComplete { bundleOrder = newLoader.dishes }
      dishes = order.sorted(newLoader.dishes)
      loader = newLoader.isComplete ? nil : newLoader
      if !newLoader.isComplete { load(newLoader, upTo: Self.firstPart) }
      if !newLoader.isComplete {
        if let application {
          application.addIdleWork { [weak self] in
            guard let self, self.loader === newLoader else { return false }
            self.load(newLoader, upTo: Self.laterPart)
            return !newLoader.isComplete
          }
        } else {
          // Not on screen (no run loop): read the rest now.
          while !newLoader.isComplete { load(newLoader, upTo: Int.max) }
        }
      }
    case .failure(let error):
      loadError = error.description
    }
    searchNames = dishes.map { SearchText($0.name) }
    applyFilter()
    list.select(row: 0)
    list.scroll(toTop: 0)
    updateTitle()
  }

  /// Decodes up to `count` more dishes and adds them to the list: at the
  /// end in the bundle's order (the selection stays on its row), else by
  /// sorting again (the selected dish stays selected). Sorting again is
  /// done only when the dishes read have doubled since the last sort, and
  /// at the end, so a sort chosen while 100,000 dishes load costs about two
  /// sorts in all rather than one per part.
  private func load(_ loader: DishLoader, upTo count: Int) {
    let step: DishLoader.Step
    do {
      step = try loader.loadMore(upTo: count)
    } catch {
      self.loader = nil
      dishes = []
      bundleOrder = []
      searchNames = []
      loadError = error.description
      applyFilter()
      return
    }
    if loader.isComplete {
      self.loader = nil
      bundleOrder = loader.dishes
    }
    if case .appended(let range) = step, order == .name {
      guard !range.isEmpty else {
        updateTitle()
        return
      }
      let added = loader.dishes[range]
      let first = dishes.count
      dishes += added
      let names = added.map { SearchText($0.name) }
      searchNames += names
      if filterText.isEmpty {
        visible += first..<dishes.count
      } else {
        let query = SearchText(filterText)
        visible += names.indices.lazy.filter { names[$0].contains(query) }.map { first + $0 }
      }
      list.reloadData()
      updateTitle()
      return
    }
    if step != .replaced && !loader.isComplete && loader.dishes.count < 2 * dishes.count {
      updateTitle()
      return
    }
    show(loader.dishes)
  }

  /// Shows `source` in the current order with the filter applied; the
  /// selected dish stays selected.
  private func show(_ source: [Dish]) {
    let selected = selectedDish
    dishes = order.sorted(source)
    searchNames = dishes.map { SearchText($0.name) }
    applyFilter()
    if let selected, let row = visible.firstIndex(where: { dishes[$0] == selected }) {
      list.select(row: row)
    }
  }

  // MARK: Sort and filter

  /// Sorts the shown dishes from the bundle's order (so `.name` gives it
  /// back); the selected dish stays selected.
  func setOrder(_ newOrder: DishOrder) {
    guard newOrder != order else { return }
    order = newOrder
    show(loader?.dishes ?? bundleOrder)
    sortButton.title = order == .name ? labels.sort : labels.sort(by: label(for: order))
  }

  func label(for order: DishOrder) -> String {
    switch order {
    case .name: labels.byName
    case .difficulty: labels.byDifficulty
    case .time: labels.byTime
    }
  }

  private func applyFilter() {
    if filterText.isEmpty {
      visible = Array(dishes.indices)
    } else {
      let query = SearchText(filterText)
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
    if let loader {
      title += "  \(labels.loading) \(Int(loader.fractionLoaded * 100))%"
    }
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
      _ = list.handle(key, bindings: remapped(ListView.bindings))
    default:
      return false
    }
    return true
  }

  // MARK: Keys

  /// `enter` opens the highlighted dish; `/` starts the filter, `esc`
  /// clears it. While the filter is typed, every printable key is text.
  static let bindings: KeyBindings = [
    KeyBinding(.open, [.enter], BindingLabel("dishes: open the recipe", "菜品：打开菜谱")),
    KeyBinding(
      .filter, [.character("/")],
      BindingLabel("filter the dishes by name as you type", "按名称筛选菜品")),
    KeyBinding(.clearFilter, [.escape], BindingLabel("clear the filter", "清除筛选")),
  ]

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
      prompt, at: Point(x: row.minX + 1, y: row.minY), style: context.theme.style(.button),
      clip: row)
    let textEnd = canvas.write(
      filterText, at: Point(x: end, y: row.minY), style: context.theme.style(.text), clip: row)
    if isEditingFilter && context.isFocused(self) && textEnd < row.maxX {
      canvas.cursor = Point(x: textEnd, y: row.minY)
    }
  }

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      if isEditingFilter { return handleFilterKey(key) }
      switch action(for: key, in: Self.bindings) {
      case .filter:
        beginFilter()
        return true
      case .clearFilter where !filterText.isEmpty:
        filterText = ""
        applyFilter()
        return true
      case .open:
        return react(to: list.activateSelection())
      default:
        return react(to: list.handle(key, bindings: remapped(ListView.bindings)))
      }
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
