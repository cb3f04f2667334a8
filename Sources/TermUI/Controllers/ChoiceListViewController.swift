import SplitLayout

/// A short list of titled choices, one of them marked as current (`✓`),
/// like a table of options in a popover. `enter` or a click chooses the
/// highlighted item and calls `onChoose`; what follows is the caller's
/// (`Application.present(choice:from:onChoose:)` closes the popover, the
/// help pushes a page).
public final class ChoiceListViewController<Item: Equatable>: ListViewController, Choosing {
  public override var bindingTables: [KeyBindings] { [ListView.bindings] }
  public override var ownBindings: KeyBindings { Self.bindings }
  /// Called with the chosen item.
  public var onChoose: ((Item) -> Void)?
  public let items: [(title: String, item: Item)]
  /// The item marked `✓`; `nil` marks none.
  public var current: Item?

  public init(title: String, items: [(title: String, item: Item)], current: Item? = nil) {
    self.items = items
    self.current = current
    super.init(rowHeight: 1)
    self.title = title
    let widest = items.map { ColumnWidth.width(of: $0.title) }.max() ?? 0
    preferredContentSize = Size(
      width: max(widest + 6, ColumnWidth.width(of: title) + 4, 16), height: items.count)
    if let current, let index = items.firstIndex(where: { $0.item == current }) {
      // Highlighted from the top: the first layout scrolls only as far as
      // the highlight needs.
      list.select(row: index)
      list.scroll(toTop: 0)
    }
  }

  /// `enter` chooses; the list's own keys move.
  public static var bindings: KeyBindings {
    [KeyBinding(.choose, [.enter], BindingLabel("choose", "选择"))]
  }

  public override func numberOfRows(in list: ListView) -> Int { items.count }

  public override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    var content = ListRow(title: items[row].title)
    content.isChecked = current.map { $0 == items[row].item } ?? false
    return content
  }

  /// The highlighted row.
  public var selectedIndex: Int? { list.selectedRow }

  /// Drawn focused: it is the popover's whole content.
  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    list.draw(into: &canvas, theme: context.theme, isFocused: true)
  }

  public override func didActivate(row: Int) {
    if items.indices.contains(row) { onChoose?(items[row].item) }
  }
}
