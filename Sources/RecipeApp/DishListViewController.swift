import RecipeKit
import SplitLayout
import TermUI

/// The detail: the dishes of one cuisine, two lines a row (the name, then
/// difficulty and time), like the iPad app's detail table. It shows the
/// menu's cuisine (`showCuisine`), tells `onChoose` the dish chosen.
///
/// What it shows comes from a `DishListModel` (loading, sort, filter); this
/// controller keeps the list view, the filter's input row and the title in
/// step with it. A large cuisine is shown part by part: the model decodes
/// the first dishes when it is chosen, the rest between events as the run
/// loop's idle work, with `Loading… N%` in the title until the list is
/// complete. Keys work all the while; the list grows under them.
final class DishListViewController: ViewController, ListViewDataSource {
  /// The keys here: the input line's while the filter is typed.
  override class var declaredBindingTables: [KeyBindings] {
    // (The filter's line keys are the palette's, listed with it.)
    [bindings, ListView.bindings]
  }

  override var bindingTables: [KeyBindings] {
    isEditingFilter
      ? [TextField.bindings, PaletteViewController.moves] : [Self.bindings, ListView.bindings]
  }

  typealias Item = Cuisine

  /// Told when the user opens a dish (enter or a click).
  var onChoose: ((Dish) -> Void)?
  /// Told the list's place after each event and change (`tellPlace()`).
  var onPlace: ((DishListPlace) -> Void)?
  /// Told the filter's text when `enter` is pressed on a filter that
  /// matches nothing: the palette searches every cuisine for it.
  var onSearchEverywhere: ((String) -> Void)?
  let list = ListView(rowHeight: 2)
  let sortButton: BarButtonItem
  let themeButton: BarButtonItem
  let helpButton: BarButtonItem
  let labels: Labels
  private let loadDishes: (Cuisine) -> Result<DishLoader, BundleError>
  /// The dishes, their order and the filter.
  private(set) var model = DishListModel()
  private(set) var isEditingFilter = false
  /// The filter's input line (its text is the model's filter).
  let filterField = TextField()
  /// Whether a dish is a favourite: a `★` before its name (set by the
  /// coordinator, which keeps the favourites).
  var isFavourite: ((Dish) -> Bool)?
  /// Whether a dish is a Cooklang menu (second line `Menu`: it has no difficulty or time).
  var isMenu: ((Dish) -> Bool)?
  /// Whether a dish's second line says only what its source knows (a
  /// Cooklang recipe: `Time: 25 min`), not `Difficulty: -` for the rest.
  var showsOnlyKnownFacts: (Dish) -> Bool = { _ in false }
  /// What goes before a favourite's name (`* ` with `--ascii`).
  var favouriteMark = "★ "
  /// A second line that says more than difficulty and time (the Recent
  /// list's dates), nil for the usual one.
  var detailLine: ((Cuisine, Dish) -> String?)?
  /// The cuisine named before a row's second line, for lists that mix
  /// cuisines (Favourites, Recent); nil for none.
  var rowCuisine: ((Cuisine, Dish) -> String?)?
  /// Said under `No dishes` in a category without any (`E new recipe`
  /// in a folder the app can write to), nil for nothing.
  var emptyHint: String?

  /// The dishes read before the first frame (bundle's order).
  var firstPart: Int { model.firstPart }
  static let laterPart = DishListModel.laterPart

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

  /// Whether `cuisine`'s dishes stay what was read (a bundle's file), so
  /// that choosing it again while it is shown keeps them; the app's own
  /// lists (favourites, recent) change, and are made anew.
  var isReadOnce: (Cuisine) -> Bool = { _ in true }

  var cuisine: Cuisine? { model.cuisine }

  /// Reads first a screenful of dishes for a terminal of `rows` lines.
  func fitFirstPart(toRows rows: Int) { model.fitFirstPart(toRows: rows) }
  var dishes: [Dish] { model.dishes }
  var visible: [Int] { model.visible }
  var order: DishOrder { model.order }
  var filterText: String { model.filterText }

  /// The dish on the selected row.
  var selectedDish: Dish? { list.selectedRow.flatMap { model.dish(atRow: $0) } }

  /// The row `offset` rows from `dish` in the list as shown (sorted and
  /// filtered) and its dish; nil past either end. The highlighted dish's
  /// row is the selection, found without a search.
  private func neighbourRow(of dish: Dish, offset: Int) -> (row: Int, dish: Dish)? {
    let selected = list.selectedRow.flatMap { row in
      model.dish(atRow: row)?.idstr == dish.idstr ? row : nil
    }
    guard let row = selected ?? model.row(of: dish), let next = model.dish(atRow: row + offset)
    else { return nil }
    return (row + offset, next)
  }

  /// The dish `offset` rows from `dish`, left unhighlighted (the recipe
  /// column reads it ahead); nil past either end.
  func neighbour(of dish: Dish, offset: Int) -> Dish? {
    neighbourRow(of: dish, offset: offset)?.dish
  }

  /// The dish `offset` rows from `dish`, now highlighted; nil past either
  /// end (`]` and `[` in a recipe).
  func highlightNeighbour(of dish: Dish, offset: Int) -> Dish? {
    defer { tellPlace() }
    guard let next = neighbourRow(of: dish, offset: offset) else { return nil }
    list.select(row: next.row)
    return next.dish
  }

  // MARK: The menu's choice

  /// Shows the dishes of `item`, the cuisine chosen in the menu.
  func showCuisine(_ item: Cuisine) {
    defer { tellPlace() }
    isEditingFilter = false
    let loadingBefore = model.loadingID
    if !(isReadOnce(item) && model.showAgain(item)) {
      model.show(item, loading: loadDishes(item))
    }
    // New idle work only for a new loading (shown again, the one scheduled
    // goes on).
    if let loading = model.loadingID, loading != loadingBefore {
      if let application {
        application.addIdleWork { [weak self] in
          guard let self, self.model.loadingID == loading else { return false }
          self.follow(self.model.loadMore(upTo: Self.laterPart))
          return self.model.loadingID == loading
        }
      } else {
        // Not on screen (no run loop): read the rest now.
        while model.isLoading { _ = model.loadMore(upTo: Int.max) }
      }
    }
    refresh()
    list.select(row: 0)
    list.scroll(toTop: 0)
  }

  /// Highlights the dish `dishID` (else `row`) with `anchorRow` first on
  /// screen: a cuisine's place, kept while the app runs. A list still
  /// loading is read far enough to hold the dish.
  func restore(dishID: String?, row: Int, anchorRow: Int) {
    defer { tellPlace() }
    func find() -> Int? {
      guard let dishID else { return nil }
      return model.visible.firstIndex { model.dishes[$0].idstr == dishID }
    }
    var found = find()
    while found == nil && model.isLoading {
      follow(model.loadMore(upTo: Int.max))
      found = find()
    }
    list.select(row: found ?? row)
    list.scroll(toTop: anchorRow)
  }

  /// Reads the shown category's list again (its files changed on disk),
  /// keeping the filter, the highlighted dish (else its row) and the
  /// first row on screen.
  func reloadShown() {
    guard let cuisine = model.cuisine else { return }
    let kept = selectedDish?.idstr
    let row = list.selectedRow ?? 0
    let anchor = list.anchorRow
    let filter = model.filterText
    let editing = isEditingFilter
    model.show(cuisine, loading: loadDishes(cuisine))
    while model.isLoading { _ = model.loadMore(upTo: Int.max) }
    if !filter.isEmpty { setFilter(filter) }
    isEditingFilter = editing
    refresh()
    restore(dishID: kept, row: min(row, max(0, model.visible.count - 1)), anchorRow: anchor)
  }

  /// Filters by `text` as an earlier run left it (the input line closed).
  func restoreFilter(_ text: String) {
    defer { tellPlace() }
    isEditingFilter = false
    filterField.setText(text)
    setFilter(filterField.text)
  }

  /// Brings the list view and the title up to date after `change`: rows
  /// added keep the selected row; rows reordered keep the selected dish.
  private func follow(_ change: DishListModel.Change, selected: Dish? = nil) {
    switch change {
    case .progress:
      updateTitle()
    case .appended:
      list.reloadData()
      updateTitle()
    case .reordered:
      let kept = selected ?? selectedDish
      refresh()
      if let kept, let row = model.row(of: kept) { list.select(row: row) }
    }
  }

  /// Reloads the list and the texts that depend on the model.
  private func refresh() {
    list.reloadData()
    list.emptyText = model.emptyText(labels)
    if let emptyHint, model.dishes.isEmpty, model.loadError == nil {
      list.emptyText += " · " + emptyHint
    }
    updateTitle()
  }

  // MARK: Sort and filter

  /// Sorts the shown dishes from the bundle's order (so `.bundle` gives it
  /// back); the selected dish stays selected.
  func setOrder(_ newOrder: DishOrder) {
    defer { tellPlace() }
    let selected = selectedDish
    guard model.setOrder(newOrder) else { return }
    follow(.reordered, selected: selected)
    sortButton.title = order == .bundle ? labels.sort : labels.sort(by: label(for: order))
  }

  /// Filters, and highlights the first match, which `enter` then opens.
  /// Clearing the filter keeps the highlighted dish.
  private func setFilter(_ text: String) {
    if filterField.text != text { filterField.setText(text) }
    let kept = selectedDish
    model.setFilter(text)
    refresh()
    if text.isEmpty, let kept, let row = model.row(of: kept) {
      list.select(row: row)
    } else {
      list.select(row: 0)
    }
  }

  private func updateTitle() {
    title = model.title(labels)
  }

  /// The highlight's position (`4/351`), kept by the title bar when it cuts
  /// the cuisine's name.
  override var titleDetail: String { model.position(labels, row: list.selectedRow) }

  /// Starts typing a filter (`/`).
  func beginFilter() {
    if !isEditingFilter { filterField.setText(filterText) }
    isEditingFilter = true
  }

  /// A key while the filter is typed: the text field's keys edit the line
  /// (`left` and `right` move in it and never leave it); `enter`, `tab`
  /// and `esc` leave it as before; the arrows up and down and the page
  /// keys move in the list.
  private func handleFilterKey(_ key: Key) -> Bool {
    switch key {
    case .escape:
      isEditingFilter = false
      setFilter("")
    case .enter:
      // As in fzf and lazygit: the first `enter` opens the highlighted
      // match (the first one unless the user moved); on an empty filter it
      // only closes the input line.
      isEditingFilter = false
      if !filterText.isEmpty && model.visible.isEmpty && model.cuisine != nil,
        let onSearchEverywhere
      {
        onSearchEverywhere(filterText)
      } else if !filterText.isEmpty {
        _ = react(to: list.activateSelection())
      }
    case .tab:
      isEditingFilter = false
    case _ where filterField.isEmpty && remapped(TextField.bindings).binds(key, to: .deleteBackward):
      // `backspace` on the empty line closes it.
      isEditingFilter = false
    case .character("/") where filterField.isEmpty:
      // `/` opened the line; a second `/` would only type a literal slash
      // that matches nothing.
      break
    case .up, .down, .pageUp, .pageDown:
      _ = list.handle(key, bindings: remapped(ListView.bindings))
    default:
      switch filterField.handle(key, bindings: remapped(TextField.bindings)) {
      case .edited: setFilter(filterField.text)
      case .kept: break
      case .ignored: return false
      }
    }
    return true
  }

  // MARK: Keys

  /// `enter` opens the highlighted dish; `/` starts the filter, `esc`
  /// clears it. While the filter is typed, every printable key is text.
  static let bindings: KeyBindings = [
    KeyBinding(
      .open, [.enter], BindingLabel("dishes: open the recipe", "菜品：打开菜谱"),
      short: BindingLabel("open", "打开"), footer: .action),
    KeyBinding(
      .filter, [.character("/")],
      BindingLabel("filter the dishes by name as you type", "按名称筛选菜品")),
    KeyBinding(.clearFilter, [.escape], BindingLabel("clear the filter", "清除筛选")),
  ]

  /// The second lines kept for `subtitle(ofDishAt:)` (see there), and the
  /// model's revision they were made for.
  var subtitles: [Int: String] = [:]
  var subtitlesRevision = -1

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
    filterField.draw(
      in: Rect(x: end, y: row.minY, width: max(0, row.maxX - end), height: 1), canvas: &canvas,
      style: context.theme.style(.text), showsCursor: isEditingFilter && context.isFocused(self))
  }

  override func handle(_ event: InputEvent) -> Bool {
    defer { tellPlace() }
    switch event {
    case .key(let key):
      if isEditingFilter { return handleFilterKey(key) }
      switch action(for: key, in: Self.bindings) {
      case .filter:
        beginFilter()
        return true
      case .clearFilter where !filterText.isEmpty:
        setFilter("")
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
    defer { tellPlace() }
    if !isEditingFilter { filterField.setText(filterText) }
    isEditingFilter = true
    if filterField.insert(text) { setFilter(filterField.text) }
  }

  private func react(to action: ListAction) -> Bool {
    if case .activated(let row) = action, let dish = model.dish(atRow: row) {
      onChoose?(dish)
    }
    return action != .ignored
  }
}
