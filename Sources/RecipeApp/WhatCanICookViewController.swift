import RecipeKit
import SplitLayout
import TermUI

/// "What can I cook?" (`w`): an input line of ingredients, then the dishes
/// of every cuisine that use them, best first.
///
/// ```
///  › 鸡蛋 番茄 -葱▏
///  2 wanted, 1 left out: 12 dishes
///  西红柿鸡蛋汤
///    煲汤 · uses 鸡蛋, 西红柿
/// ```
/// Words are separated by spaces; `-葱` leaves out the dishes that use 葱
/// (and its family). A dish needs one wanted ingredient at least; those
/// that use more come first, then those with the fewest other main
/// ingredients (`IngredientIndex.search`). The input line is a
/// `TextField` (every printable key is text, readline's keys edit);
/// `up`/`down`/`pgup`/`pgdn` move in the results, `enter` opens the highlighted dish in
/// its cuisine, `esc` closes. Until the index is built (between keys, see
/// `WhatCanICookFlow`) the list says how far it has got.
final class WhatCanICookViewController: ListViewController {
  /// The keys here (the help's "where you are").
  override class var declaredBindingTables: [KeyBindings] { [opening, TextField.bindings, moves] }
  /// `enter` opens the highlighted dish.
  override var ownBindings: KeyBindings { Self.opening }
  private static let opening: KeyBindings = [
    KeyBinding(
      .choose, [.enter], BindingLabel("open the dish", "打开菜品"),
      short: BindingLabel("open", "打开"), footer: .action)
  ]

  private let labels: Labels
  /// The index once it is built (nil before).
  private let index: () -> IngredientIndex?
  /// How much of the index is built, 0...1.
  private let progress: () -> Double
  /// Told the dish the user opened.
  var onOpen: ((IngredientIndex.Dish) -> Void)?
  var text: String { field.text }
  private(set) var matches: [IngredientMatch] = []
  private var query = IngredientQuery(wanted: [])
  /// What each typed word stands for (`jd → 鸡蛋`), wanted then excluded.
  private(set) var words: [IngredientWord] = []
  /// Reads pinyin, initials and English (made once the index is there).
  private var resolver: IngredientResolver?

  init(
    labels: Labels, index: @escaping () -> IngredientIndex?, progress: @escaping () -> Double
  ) {
    self.labels = labels
    self.index = index
    self.progress = progress
    super.init(rowHeight: 2, hasInputLine: true)
    title = labels.whatCanICook
    preferredContentSize = Size(width: 64, height: 22)
    refresh()
  }

  /// `12 dishes` after the title once something is typed.
  override var titleDetail: String {
    query.isEmpty || index() == nil ? "" : labels.dishCount(matches.count)
  }

  /// Searches again: the text changed, or the index is complete.
  func refresh() {
    query = IngredientQuery(parsing: text, matchesAny: true)
    words = []
    if let index = index() {
      let resolver = self.resolver ?? IngredientResolver(index: index)
      self.resolver = resolver
      (query, words) = query.resolved(by: resolver)
    }
    matches = index()?.search(query) ?? []
    list.reloadData()
    list.select(row: 0)
    list.scroll(toTop: 0)
    if index() == nil {
      list.emptyText = labels.readingRecipes(percent: Int(progress() * 100))
    } else {
      list.emptyText = query.isEmpty ? "" : labels.noDishUsesThem
    }
  }

  /// Adds `word` to the query (an ingredient chosen in the palette), unless
  /// it is there already.
  func add(_ word: String) {
    let typed = text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init)
    guard !typed.contains(word) else { return refresh() }
    setText(typed.isEmpty ? word : typed.joined(separator: " ") + " " + word)
  }

  /// Sets the input line (a paste, a test), at most
  /// `TextField.defaultMaximumLength` characters.
  func setText(_ newText: String) {
    field.setText(newText)
    refresh()
  }

  // MARK: List data source

  override func numberOfRows(in list: ListView) -> Int { matches.count }

  override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    let match = matches[row]
    let matched = match.matched.map { IngredientNameNote($0).name }
    return ListRow(
      title: match.dish.name,
      subtitle: labels.uses(cuisine: match.dish.cuisineName, matched: matched))
  }

  // MARK: Layout, drawing, events

  /// The input line and the hint under it: under an empty line the hint
  /// wraps to as many rows as it needs (at most 3: at 50 columns it was
  /// cut at `-葱 lea…`), there being no results to make room for; under a
  /// query, one row of what each word was read as.
  override var headerHeight: Int { 1 + hintLines.count }

  /// The rows of the line under the input line at the frame's width.
  private var hintLines: [String] {
    let width = max(1, frame.width - 2)
    guard words.allSatisfy({ !$0.isResolved && $0.isKnown }) else {
      // Under a query with a word read as another (`jd → 鸡蛋`) or
      // unknown, what each word was read as.
      return [
        labels.readWords(
          words.enumerated().map { offset, word in
            (offset >= query.wanted.count ? "-" : "") + Sanitized.printable(word.shown)
          }, unknown: words.enumerated().filter { !$0.element.isKnown }.map { $0.offset })
      ]
    }
    let lines = TextWrapper.wrap(labels.whatCanICookHint, width: width)
    return lines.count <= 3
      ? lines : Array(lines.prefix(2)) + [lines.dropFirst(2).joined(separator: " ")]
  }

  /// Under the input line, the hint (cut with an ellipsis where even its
  /// rows are too few).
  override func drawHeader(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    for (offset, line) in hintLines.enumerated() where offset + 1 < frame.height {
      let row = Rect(
        x: frame.minX + 1, y: frame.minY + 1 + offset, width: frame.width - 2, height: 1)
      canvas.write(
        line, in: row, style: theme.style(.secondary), ellipsis: theme.glyphs.ellipsis)
    }
  }

  /// The keys that move in the results: `up`, `down`, `pgup`, `pgdn`
  /// (the letters, `home` and `end` are the input line's).
  private static let moves = PaletteViewController.moves

  override func inputDidChange() { refresh() }

  override func didActivate(row: Int) {
    if matches.indices.contains(row) { onOpen?(matches[row].dish) }
  }
}
