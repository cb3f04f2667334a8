import SplitLayout

/// A short list of titled choices, one of them marked as current (`✓`),
/// like a table of options in a popover. `enter` or a click chooses the
/// highlighted item and tells the delegate; the delegate decides what
/// follows (dismiss the popover, push a page).
public final class ChoiceListViewController<Item: Equatable>: ViewController, ListViewDataSource {
  public override class var declaredBindingTables: [KeyBindings] {
    [bindings, ListView.bindings]
  }
  public weak var delegate: (any SelectionDelegate<Item>)?
  public let items: [(title: String, item: Item)]
  /// The item marked `✓`; `nil` marks none.
  public var current: Item?
  let list = ListView(rowHeight: 1)
  private var checkGlyph: Character = "✓"

  public init(title: String, items: [(title: String, item: Item)], current: Item? = nil) {
    self.items = items
    self.current = current
    super.init()
    self.title = title
    list.dataSource = self
    let widest = items.map { ColumnWidth.width(of: $0.title) }.max() ?? 0
    preferredContentSize = Size(
      width: max(widest + 6, ColumnWidth.width(of: title) + 4, 16), height: items.count)
    if let current, let index = items.firstIndex(where: { $0.item == current }) {
      list.layout(in: Rect(x: 0, y: 0, width: 1, height: items.count))
      list.select(row: index)
    }
  }

  /// `enter` chooses; the list's own keys move.
  public static var bindings: KeyBindings {
    [
      KeyBinding(
        .choose, [.enter], BindingLabel("choose", "选择"), short: BindingLabel("choose", "选择"),
        footer: .action)
    ]
  }

  public func numberOfRows(in list: ListView) -> Int { items.count }

  public func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    let mark = current.map { $0 == items[row].item } ?? false
    return ListRow(title: (mark ? String(checkGlyph) : " ") + " " + items[row].title)
  }

  /// The highlighted row.
  public var selectedIndex: Int? { list.selectedRow }

  public override func layout(in frame: Rect) {
    super.layout(in: frame)
    list.layout(in: frame)
  }

  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    checkGlyph = context.theme.glyphs.check
    list.draw(into: &canvas, theme: context.theme, isFocused: true)
  }

  public override func handle(_ event: InputEvent) -> Bool {
    guard let action = listAction(for: event, in: list, activating: .choose, table: Self.bindings)
    else { return false }
    if case .activated(let row) = action, items.indices.contains(row) {
      delegate?.selection(self, didChoose: items[row].item)
    }
    return action != .ignored
  }
}
