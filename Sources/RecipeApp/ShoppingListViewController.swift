import RecipeKit
import SplitLayout
import TermUI

/// The shopping list (`L`): its dishes with their scales, then the merged
/// items, 主料 first, each with a box to tick.
///
/// ```
///  Dishes
///    番茄炒蛋 ×2
///    可乐鸡翅
///  Main ingredients
///    [ ] 番茄  4个（约800克）
///    [x] 鸡蛋  8个
///  Other ingredients
///    [ ] 盐  2小勺
/// ```
/// The list itself is the coordinator's (`BrowserState.shoppingList`):
/// this controller draws what `source` gives and sends intents. `space`
/// ticks the item under the cursor, `x` removes the dish under it, `D`
/// empties the list after a yes/no on its last row, `y` copies it as text,
/// `esc` closes it (a sheet, or the inspector column's page).
final class ShoppingListViewController: ListViewController {
  /// The keys here (the help's "where you are").
  override var ownBindings: KeyBindings { Self.bindings }

  /// What the user asked for.
  enum Intent: Equatable {
    case toggle(itemKey: String)
    case remove(dishID: String)
    case removeAll
    case copy
    case close
    /// `>`: write the list to this file (replacing it only when told).
    case save(path: String, replacing: Bool)
    /// `|`: the list through the pager.
    case page
    /// `r`: the dish `x` removed comes back.
    case restore
    /// A key that needs a dish row was pressed elsewhere.
    case needsDish
  }

  /// One row on screen.
  enum Row: Equatable {
    case heading(String)
    case dish(ShoppingList.Entry)
    case item(ShoppingItem)
  }

  private let labels: Labels
  /// The list and its units, read again by `reload()`.
  private let source: () -> (list: ShoppingList, units: UnitSystem, options: AmountOptions)
  /// Told each intent; the coordinator changes the list, then calls `reload()`.
  var onIntent: ((Intent) -> Void)?
  private(set) var rows: [Row] = []
  /// True while the yes/no of `D` is asked.
  private(set) var isConfirmingEmpty = false
  /// The question of `>` while it is asked.
  private(set) var prompt: ShoppingListPrompt?
  /// The collection's aisles and pantry, read again by `reload()` (none:
  /// the bundle's 主料/辅料 groups).
  var shop: () -> ShopConfig = { ShopConfig() }

  init(
    labels: Labels,
    source: @escaping () -> (list: ShoppingList, units: UnitSystem, options: AmountOptions)
  ) {
    self.labels = labels
    self.source = source
    super.init(rowHeight: 1)
    title = labels.shoppingList
    list.emptyText = labels.emptyShoppingList
    preferredContentSize = Size(width: 60, height: 20)
    reload()
  }

  /// `3 dishes` after the title.
  override var titleDetail: String {
    let count = rows.count { if case .dish = $0 { true } else { false } }
    return count == 0 ? "" : labels.dishCount(count)
  }

  /// Reads the list again (after a change), keeping the cursor's row.
  func reload() {
    let (shopping, units, options) = source()
    var rows: [Row] = []
    if !shopping.isEmpty {
      rows.append(.heading(labels.dishesOnTheList))
      rows += shopping.entries.map { .dish($0) }
      let shop = shop()
      if let aisles = shop.aisles {
        let sections = ShoppingSections(
          list: shopping, units: units, options: options, aisles: aisles, pantry: shop.pantry,
          today: shop.today)
        for section in sections.sections {
          rows.append(.heading(section.name ?? labels.otherAisle))
          rows += section.items.map { .item($0) }
        }
      } else {
        let items = shopping.items(units: units, options: options)
        let main = items.filter(\.isMain)
        let other = items.filter { !$0.isMain }
        if !main.isEmpty { rows += [.heading(labels.mainIngredients)] + main.map { .item($0) } }
        if !other.isEmpty { rows += [.heading(labels.otherIngredients)] + other.map { .item($0) } }
      }
    }
    self.rows = rows
    list.reloadData()
    if shopping.isEmpty { isConfirmingEmpty = false }
    leaveHeading()
  }

  /// Moves the cursor off a heading (where no key does anything) to the
  /// next row that is not one: the list opens on its first dish (issue
  /// 30, item 19).
  private func leaveHeading() {
    guard let row = list.selectedRow, rows.indices.contains(row), case .heading = rows[row]
    else { return }
    if let next = rows.indices.first(where: { index in
      guard index > row else { return false }
      if case .heading = rows[index] { return false }
      return true
    }) {
      list.select(row: next)
    }
  }

  /// The row under the cursor.
  var selectedRow: Row? { list.selectedRow.flatMap { rows.indices.contains($0) ? rows[$0] : nil } }

  static let bindings: KeyBindings = [
    KeyBinding(
      .tickItem, [.character(" ")],
      BindingLabel("shopping list: tick an item", "购物清单：勾选或取消一项")),
    KeyBinding(
      .removeDish, [.character("x")],
      BindingLabel("shopping list: remove the dish under the cursor", "购物清单：删除光标所在的菜品")),
    KeyBinding(
      .emptyList, [.character("D")],
      BindingLabel("shopping list: empty it (after a yes / no)", "购物清单：清空（先确认）")),
    KeyBinding(
      .copyList, [.character("y")],
      BindingLabel("shopping list: copy it as text", "购物清单：复制为文本")),
    KeyBinding(.closeList, [.escape], BindingLabel("shopping list: close it", "购物清单：关闭")),
    KeyBinding(
      .saveList, [.character(">")],
      BindingLabel("shopping list: write it to a file", "购物清单：写入文件")),
    KeyBinding(
      .pageList, [.character("|")],
      BindingLabel("shopping list: show it in $PAGER (less)", "购物清单：用 $PAGER（less）查看")),
    KeyBinding(
      .restoreDish, [.character("r")],
      BindingLabel("shopping list: bring back the dish x removed", "购物清单：恢复刚删除的菜品")),
  ]

  // MARK: List data source

  override func numberOfRows(in list: ListView) -> Int { rows.count }

  override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    switch rows[row] {
    case .heading(let text):
      return ListRow(title: text, isChosen: true)
    case .dish(let entry):
      let scale = entry.scale == 1 ? "" : " " + ScaleFactor.label(entry.scale)
      return ListRow(title: "  " + entry.name + scale)
    case .item(let item):
      let box = item.isTicked ? "[x] " : "[ ] "
      let amounts = item.amounts.isEmpty ? "" : "  " + item.amounts.joined(separator: " + ")
      let mark = item.pantry.map { "  (" + labels.pantryMark($0) + ")" } ?? ""
      var row = ListRow(title: "  " + box + item.name + amounts + mark)
      row.isDimmed = item.pantry == .have
      return row
    }
  }

  // MARK: Layout, drawing, events

  /// The question's row while one is asked.
  override var footerHeight: Int { isConfirmingEmpty || prompt != nil ? 1 : 0 }

  override func drawFooter(in row: Rect, canvas: inout Canvas, context: DrawContext) {
    canvas.fill(row)
    canvas.write(
      prompt?.line(labels: labels) ?? labels.confirmEmptyList,
      in: row.inset(by: Insets(left: 1, right: 1)),
      style: context.theme.style(.accent), ellipsis: context.theme.glyphs.ellipsis)
  }

  override func handle(_ event: InputEvent) -> Bool {
    if isConfirmingEmpty, case .key(let key) = event { return answer(key) }
    if prompt != nil, case .key(let key) = event { return answerPrompt(key) }
    switch event {
    case .key(let key):
      switch action(for: key, in: Self.bindings) {
      case .tickItem:
        if case .item(let item)? = selectedRow { onIntent?(.toggle(itemKey: item.key)) }
        return true
      case .removeDish:
        if case .dish(let entry)? = selectedRow {
          onIntent?(.remove(dishID: entry.dishID))
        } else if !rows.isEmpty {
          onIntent?(.needsDish)
        }
        return true
      case .emptyList:
        isConfirmingEmpty = !rows.isEmpty
        return true
      case .copyList:
        onIntent?(.copy)
        return true
      case .closeList:
        onIntent?(.close)
        return true
      case .saveList:
        if !rows.isEmpty { startPrompt() }
        return true
      case .pageList:
        if !rows.isEmpty { onIntent?(.page) }
        return true
      case .restoreDish:
        onIntent?(.restore)
        return true
      default:
        return list.handle(key, bindings: remapped(ListView.bindings)) != .ignored
      }
    case .mouse(let mouse):
      return list.handle(mouse, activateOnClick: false) != .ignored
    default:
      return false
    }
  }

  /// Asks for the file `>` writes (`shopping-list.md` offered).
  func startPrompt() {
    prompt = ShoppingListPrompt()
  }

  /// Asks whether to replace `name`, which exists (the coordinator calls
  /// this after a `.save` that did not replace).
  func askToReplace(_ name: String) {
    prompt = ShoppingListPrompt(kind: .replace(name), text: name)
  }

  /// A key while `>` asks: every key is the prompt's.
  private func answerPrompt(_ key: Key) -> Bool {
    guard var current = prompt else { return false }
    let outcome = current.handle(key)
    prompt = current
    switch outcome {
    case .waiting: return true
    case .cancelled: prompt = nil
    case .name(let name):
      prompt = nil
      onIntent?(.save(path: name, replacing: false))
    case .replace(let name):
      prompt = nil
      onIntent?(.save(path: name, replacing: true))
    }
    return true
  }

  /// The yes/no of `D`: `y` empties, `n` or `esc` keep the list; every
  /// other key waits for an answer (so a stray key cannot empty it).
  private func answer(_ key: Key) -> Bool {
    switch key {
    case .character("y"), .character("Y"):
      isConfirmingEmpty = false
      onIntent?(.removeAll)
    case .character("n"), .character("N"), .escape:
      isConfirmingEmpty = false
    default:
      break
    }
    return true
  }
}
