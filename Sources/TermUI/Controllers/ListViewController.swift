import SplitLayout

/// A screen that is one list, like `UITableViewController`: it owns the
/// `ListView`, is its data source, lays it out in its frame (below
/// `headerHeight` rows, above `footerHeight` rows), draws it, and turns
/// keys and clicks into moves and activations. A subclass gives the rows
/// (`numberOfRows(in:)`, `listView(_:rowAt:)`), its own keys
/// (`ownBindings`, the one of them that activates a row in `activation`)
/// and what an activation does (`didActivate(row:)`).
///
/// With an input line (`hasInputLine`), the first row holds a `TextField`
/// after `inputPrompt`: every printable key is text and readline's keys
/// edit it (`inputDidChange()` follows an edit), `enter` activates the
/// highlighted row, and the list moves with `up`, `down`, `pgup` and
/// `pgdn` only (`inputMoves`).
open class ListViewController: ViewController, ListViewDataSource {
  /// The list.
  public let list: ListView
  /// The input line, when the list has one.
  public let field = TextField()
  /// True when the first row is an input line (`field`).
  public let hasInputLine: Bool

  public init(rowHeight: Int = 1, hasInputLine: Bool = false) {
    list = ListView(rowHeight: rowHeight)
    self.hasInputLine = hasInputLine
    super.init()
    list.dataSource = self
  }

  // MARK: What a subclass says

  /// This screen's own keys (the help's "where you are" lists them first).
  open var ownBindings: KeyBindings { [] }
  /// The action of `ownBindings` that activates the highlighted row.
  open var activation: ActionName { .choose }
  /// The keys here: the screen's, then the input line's or the list's.
  open override var bindingTables: [KeyBindings] {
    hasInputLine
      ? [ownBindings, TextField.bindings, Self.inputMoves].filter { !$0.entries.isEmpty }
      : [ownBindings, ListView.bindings].filter { !$0.entries.isEmpty }
  }
  /// Rows above the list (the input line and what goes under it).
  open var headerHeight: Int { hasInputLine ? 1 : 0 }
  /// Rows below the list (a question, a filter line); 0 by default.
  open var footerHeight: Int { 0 }
  /// Drawn before the input line's text (`› `).
  open var inputPrompt: String { "› " }

  open func numberOfRows(in list: ListView) -> Int { 0 }
  open func listView(_ list: ListView, rowAt row: Int) -> ListRow { ListRow(title: "") }

  /// The user activated `row` (the activation key, or a click on it).
  open func didActivate(row: Int) {}
  /// The highlight moved (a key or the wheel).
  open func didMove() {}
  /// The input line's text changed (typed, deleted, pasted).
  open func inputDidChange() {}

  // MARK: Layout and drawing

  /// Where the list is: the frame without the header and footer rows.
  public var listFrame: Rect {
    frame.droppingTop(min(headerHeight, frame.height)).droppingBottom(footerHeight)
  }

  open override func layout(in frame: Rect) {
    super.layout(in: frame)
    list.layout(in: listFrame)
  }

  /// Draws the header (the input line), the list and the footer.
  open override func draw(in canvas: inout Canvas, context: DrawContext) {
    if headerHeight > 0 { canvas.fill(frame.top(min(headerHeight, frame.height))) }
    if hasInputLine, frame.height > 0 { drawInputLine(in: &canvas, context: context) }
    drawHeader(in: &canvas, context: context)
    list.draw(into: &canvas, theme: context.theme, isFocused: context.isFocused(self))
    if footerHeight > 0, frame.height > footerHeight {
      drawFooter(in: frame.bottom(footerHeight), canvas: &canvas, context: context)
    }
  }

  /// Draws the input line in the first row: the prompt, then the field
  /// with its cursor while focused; returns the column after the text.
  @discardableResult
  open func drawInputLine(in canvas: inout Canvas, context: DrawContext) -> Int {
    let row = frame.top(1)
    let theme = context.theme
    let end = canvas.write(
      inputPrompt, at: Point(x: row.minX + 1, y: row.minY), style: theme.style(.button),
      clip: row)
    return field.draw(
      in: Rect(x: end, y: row.minY, width: max(0, row.maxX - end), height: 1),
      canvas: &canvas, style: theme.style(.text), showsCursor: context.isFocused(self))
  }

  /// Draws the header's rows under the input line; nothing by default.
  open func drawHeader(in canvas: inout Canvas, context: DrawContext) {}

  /// Draws the footer's rows; nothing by default.
  open func drawFooter(in rect: Rect, canvas: inout Canvas, context: DrawContext) {}

  // MARK: Events

  /// The keys that move the list while the input line takes the others.
  /// (`up`, `down`, `pgup`, `pgdn`; `home`, `end` and the letters are the
  /// line's.)
  public static let inputMoves: KeyBindings = KeyBindings(
    ListView.bindings.entries.map { binding in
      var copy = binding
      copy.keys = binding.keys.filter { [.up, .down, .pageUp, .pageDown].contains($0) }
      return copy
    })

  open override func handle(_ event: InputEvent) -> Bool {
    if hasInputLine { return handleWithInputLine(event) }
    guard let action = listAction(for: event, in: list, activating: activation, table: ownBindings)
    else { return false }
    perform(action)
    return action != .ignored
  }

  private func perform(_ action: ListAction) {
    switch action {
    case .activated(let row): didActivate(row: row)
    case .moved: didMove()
    case .ignored: break
    }
  }

  private func handleWithInputLine(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key) where action(for: key, in: ownBindings) == activation:
      if let row = list.selectedRow { didActivate(row: row) }
      return true
    case .key(let key):
      switch field.handle(key, bindings: remapped(TextField.bindings)) {
      case .edited:
        inputDidChange()
        return true
      case .kept:
        return true
      case .ignored:
        let action = list.handle(key, bindings: remapped(Self.inputMoves))
        perform(action)
        return action != .ignored
      }
    case .paste(let pasted):
      if field.insert(pasted) { inputDidChange() }
      return true
    case .mouse(let mouse):
      let action = list.handle(mouse, activateOnClick: true)
      perform(action)
      return action != .ignored
    case .resize, .report, .fileChange:
      return false
    }
  }
}
