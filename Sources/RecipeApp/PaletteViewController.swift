import RecipeKit
import SplitLayout
import TermUI

/// The search palette's content (`ctrl-p`, `:`): an input line and one
/// ranked list of dishes (with their cuisine), cuisines, ingredients and
/// commands (with their key), the matched characters highlighted.
///
/// ```
/// │ Search › hgr                              3 cuisines loading… │  input line, status
/// ├───────────────────────────────────────────────────────────────┤  rule
/// │ 回锅肉  川菜                                             dish │  results
/// │ Help                                                        ? │
/// ```
/// The input line is a `TextField`: every printable key is text (`q`
/// too), and so is a paste, and the line edits as readline does (`left`,
/// `home`, `ctrl-u` … stay in the line); `up`/`down`/`pgup`/`pgdn` move in
/// the results; `enter` tells `onChoose`; `esc` is left to the palette,
/// which closes. With nothing typed, the list is the commands.
final class PaletteViewController: ListViewController, Choosing {
  /// The keys here (the help's "where you are"): `enter`, then the input
  /// line's and the moves (`ListViewController`'s input-line tables).
  override var ownBindings: KeyBindings { Self.bindings }
  override var activation: ActionName { .go }

  /// The content's size: 72 columns inside the border, 20 results.
  static let preferredSize = Size(width: 70, height: 22)
  /// Results listed at most (the status line gives the whole count).
  static let listLimit = 1_000

  private let search: PaletteSearch
  private let labels: Labels
  /// What was typed.
  var text: String { field.text }
  /// The results of `text` (nil when nothing is typed).
  private(set) var results: SearchResults?
  /// The rows' hits, made when a row is first drawn.
  private var hits: [Int: SearchHit] = [:]
  /// The commands, listed while nothing is typed.
  private let commandHits: [SearchHit]
  /// Told when the user chooses a result (`enter`, a click).
  var onChoose: ((SearchHit) -> Void)?

  init(search: PaletteSearch, labels: Labels) {
    self.search = search
    self.labels = labels
    commandHits = search.index.commandHits()
    super.init(rowHeight: 1, hasInputLine: true)
    title = labels.search
    preferredContentSize = Self.preferredSize
    list.emptyText = labels.noResults
  }

  /// `enter` goes to the highlighted result; the list's keys that are not
  /// text move (`j`/`k` are text here).
  static let bindings: KeyBindings = [
    KeyBinding(
      .go, [.enter],
      BindingLabel("search: go to the result", "搜索：前往所选结果"))
  ]

  // MARK: The query

  /// Sets the text typed and searches again.
  func setText(_ newText: String) {
    field.setText(newText)
    searchAgain()
  }

  /// Searches what the field holds and highlights the first result.
  private func searchAgain() {
    refresh()
    list.select(row: 0)
  }

  /// Searches the text again (dishes were added): the highlighted row
  /// stays where it was.
  func refresh() {
    results = text.isEmpty ? nil : search.index.search(text, limit: Self.listLimit)
    hits = [:]
    list.reloadData()
  }

  /// The hit on `row`.
  func hit(atRow row: Int) -> SearchHit? {
    guard let results else { return commandHits.indices.contains(row) ? commandHits[row] : nil }
    guard results.ranked.indices.contains(row) else { return nil }
    if let hit = hits[row] { return hit }
    let hit = search.index.hit(results.ranked[row], of: results)
    hits[row] = hit
    return hit
  }

  /// The highlighted result.
  var selectedHit: SearchHit? { list.selectedRow.flatMap { hit(atRow: $0) } }

  // MARK: List data source (the list draws nothing itself: see `draw`)

  override func numberOfRows(in list: ListView) -> Int {
    guard let results else { return commandHits.count }
    return results.ranked.count
  }

  override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    ListRow(title: hit(atRow: row)?.name ?? "")
  }

  // MARK: Layout and drawing

  /// The input line and the rule under it; as a sheet the chrome's title
  /// bar comes first, so the palette draws its rule itself.
  override var titleBarRuleRow: Int? {
    (parent as? PaletteController)?.isSheet == true ? nil : 1
  }

  /// The input line and the rule under it.
  override var headerHeight: Int { 2 }

  override func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    canvas.fill(frame)
    guard frame.height > 0, frame.width > 2 else { return }
    drawInputLine(in: &canvas, theme: theme)
    if frame.height > 1 {
      let y = frame.minY + 1
      let border = theme.style(.border)
      for x in frame.minX..<frame.maxX {
        canvas.put(theme.glyphs.horizontal, x: x, y: y, style: border)
      }
      if titleBarRuleRow == nil {
        // As a sheet the rule is the palette's own: join it to the border.
        canvas.put(theme.glyphs.teeRight, x: frame.minX - 1, y: y, style: border)
        canvas.put(theme.glyphs.teeLeft, x: frame.maxX, y: y, style: border)
      }
    }
    guard list.frame.height > 0 else { return }
    if numberOfRows(in: list) == 0 {
      canvas.write(
        labels.noResults,
        in: Rect(
          x: list.frame.minX + 1, y: list.frame.minY, width: list.frame.width - 2, height: 1),
        style: theme.style(.secondary), ellipsis: theme.glyphs.ellipsis)
      return
    }
    let last = min(numberOfRows(in: list), list.topRow + list.visibleRowCount)
    // Dishes of one name in one cuisine (and the rows just outside) show
    // their ids, or they would look the same (issue 30, item 15).
    var sameName: [String: Int] = [:]
    for row in max(0, list.topRow - 1)..<min(numberOfRows(in: list), last + 1) {
      if let key = hit(atRow: row).flatMap(PaletteRow.collisionKey) {
        sameName[key, default: 0] += 1
      }
    }
    for row in list.topRow..<last {
      guard let hit = hit(atRow: row) else { continue }
      let rect = Rect(
        x: list.frame.minX, y: list.frame.minY + row - list.topRow, width: list.frame.width,
        height: 1)
      let collides = PaletteRow.collisionKey(hit).map { (sameName[$0] ?? 0) > 1 } ?? false
      PaletteRow(hit: hit, labels: labels, showsID: collides).draw(
        in: rect, canvas: &canvas, theme: theme, isSelected: row == list.selectedRow)
    }
  }

  /// `Search › text▏` at the left, the status (cuisines still loading, or
  /// the count) at the right; a long text shows its end.
  private func drawInputLine(in canvas: inout Canvas, theme: Theme) {
    let row = Rect(x: frame.minX + 1, y: frame.minY, width: frame.width - 2, height: 1)
    let pending = search.index.pendingCuisines
    let status =
      pending > 0
      ? labels.cuisinesLoading(pending)
      : results.map { labels.resultCount($0.count) } ?? ""
    let statusWidth = ColumnWidth.width(of: status)
    let prompt = labels.search + " › "
    var x = canvas.write(
      prompt, at: Point(x: row.minX, y: row.minY), style: theme.style(.button), clip: row)
    // The text around the cursor, in what is left before the status.
    let room = max(2, row.maxX - x - (statusWidth > 0 ? statusWidth + 2 : 0))
    let end = field.draw(
      in: Rect(x: x, y: row.minY, width: max(0, min(room, row.maxX - x)), height: 1), canvas: &canvas,
      style: theme.style(.text), showsCursor: true)
    x = max(end, x)
    if statusWidth > 0 && x + 2 + statusWidth <= row.maxX {
      canvas.write(
        status, at: Point(x: row.maxX - statusWidth, y: row.minY), style: theme.style(.secondary),
        clip: row)
    }
  }

  // MARK: Events

  override func handle(_ event: InputEvent) -> Bool {
    // Keys of the screen underneath do nothing while the palette is open.
    if case .key(let key) = event, [.tab, .backTab, .insert].contains(key),
      action(for: key, in: Self.bindings) == nil
    {
      return true
    }
    return super.handle(event)
  }

  override func inputDidChange() { searchAgain() }

  override func didActivate(row: Int) {
    if let hit = hit(atRow: row) { onChoose?(hit) }
  }

  /// The list's keys that move while the line takes text: `up`, `down`,
  /// `pgup`, `pgdn` (`home`, `end` and the letters are the line's).
  static let moves: KeyBindings = ListViewController.inputMoves
}
