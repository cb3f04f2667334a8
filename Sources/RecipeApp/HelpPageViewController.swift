import SplitLayout
import TermUI

/// A page of the help (`?`, `f1`): it scrolls as any page of text does,
/// and `/` starts a filter line at its foot (as `&` does in `less`), which
/// narrows the page to the lines whose keys or words hold what is typed
/// (issue 30, item 13).
///
/// While the line is typed, printable keys are text and the line edits as
/// every input line does (`TextField`); `up`/`down`/`pgup`/`pgdn` still
/// scroll; `enter` and `tab` leave the line and keep the filter, so the
/// page's keys scroll the narrowed page; `esc` leaves the line and clears
/// the filter. Outside the line, `esc` clears a filter first; `q` and
/// then `esc` close the help.
final class HelpPageViewController: TextPageViewController {
  /// The filter's input line.
  let filterField = TextField()
  /// True while the filter is typed.
  private(set) var isEditingFilter = false
  /// The page's lines for a filter (empty: the whole page) and a width.
  private let pageLines: (_ filter: String, _ width: Int) -> [StyledLine]

  init(
    title: String, preferredSize: Size,
    lines: @escaping (_ filter: String, _ width: Int) -> [StyledLine]
  ) {
    pageLines = lines
    super.init(title: title, preferredSize: preferredSize) { lines("", $0) }
  }

  /// The filter in force (the line's text, typed or left).
  var filterText: String { filterField.text }

  /// Every key a help page may answer to (the help lists them).
  override class var declaredBindingTables: [KeyBindings] {
    [bindings, TextView.bindings, TextField.bindings]
  }

  /// The keys here: the input line's while the filter is typed.
  override var bindingTables: [KeyBindings] {
    isEditingFilter ? [TextField.bindings, Self.moves] : [Self.bindings, TextView.bindings]
  }

  /// `/` starts the filter line; `esc` clears a filter before it closes
  /// the help.
  static let bindings: KeyBindings = [
    KeyBinding(
      .filterHelp, [.character("/")],
      BindingLabel("help: show only the lines that hold a text", "帮助：只显示包含某段文字的行"),
      short: BindingLabel("filter", "筛选"), footer: .action),
    KeyBinding(.clearFilter, [.escape], BindingLabel("clear the filter", "清除筛选")),
  ]

  /// The page's keys that still scroll while the filter is typed.
  static let moves = KeyBindings(
    TextView.bindings.entries.compactMap { binding in
      var copy = binding
      copy.keys = binding.keys.filter { [.up, .down, .pageUp, .pageDown].contains($0) }
      return copy.keys.isEmpty ? nil : copy
    })

  /// The input line's row at the page's foot, while it is typed or a
  /// filter is in force.
  override var rowsBelowText: Int { isEditingFilter || !filterField.isEmpty ? 1 : 0 }

  /// Starts typing the filter (`/`), keeping what was typed before.
  func beginFilter() {
    isEditingFilter = true
  }

  /// Shows the page narrowed to `text` from its top.
  private func applyFilter() {
    let filter = filterField.text
    let lines = pageLines
    textView.replaceContent { lines(filter, $0) }
  }

  private func clearFilter() {
    filterField.setText("")
    applyFilter()
  }

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      if isEditingFilter { return handleFilterKey(key) }
      switch action(for: key, in: Self.bindings) {
      case .filterHelp:
        beginFilter()
        return true
      case .clearFilter where !filterField.isEmpty:
        clearFilter()
        return true
      default:
        return super.handle(event)
      }
    case .paste(let text):
      // Pasted text goes into the filter (which opens if it was closed).
      isEditingFilter = true
      if filterField.insert(text) { applyFilter() }
      return true
    default:
      return super.handle(event)
    }
  }

  /// A key while the filter is typed (see the type's comment).
  private func handleFilterKey(_ key: Key) -> Bool {
    switch key {
    case .escape:
      isEditingFilter = false
      clearFilter()
    case .enter, .tab:
      isEditingFilter = false
    case _ where filterField.isEmpty && remapped(TextField.bindings).binds(key, to: .deleteBackward):
      // `backspace` on the empty line closes it.
      isEditingFilter = false
    case .character("/") where filterField.isEmpty:
      // `/` opened the line; a second one would only look for a slash.
      break
    case _ where remapped(Self.moves).action(for: key) != nil:
      _ = textView.handle(key, bindings: remapped(Self.moves))
    default:
      switch filterField.handle(key, bindings: remapped(TextField.bindings)) {
      case .edited: applyFilter()
      case .kept: break
      case .ignored: return false
      }
    }
    return true
  }

  override func draw(in canvas: inout Canvas, context: DrawContext) {
    super.draw(in: &canvas, context: context)
    guard rowsBelowText > 0, textView.frame.maxY < frame.maxY else { return }
    let row = Rect(
      x: textView.frame.minX, y: textView.frame.maxY, width: textView.frame.width, height: 1)
    canvas.fill(row)
    let end = canvas.write(
      "/ ", at: Point(x: row.minX + textView.leftPadding, y: row.minY),
      style: context.theme.style(.button), clip: row)
    filterField.draw(
      in: Rect(x: end, y: row.minY, width: max(0, row.maxX - end), height: 1), canvas: &canvas,
      style: context.theme.style(.text), showsCursor: isEditingFilter && context.isFocused(self))
  }
}
