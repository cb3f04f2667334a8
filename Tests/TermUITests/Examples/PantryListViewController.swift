import SplitLayout
import TermUI

/// A new list screen in one file (issue 29: "a new list screen takes one
/// file plus a line of wiring"): the pantry's shelves, searched as you type
/// in the input line above them; `enter` takes the highlighted one. Its
/// wiring is the one line that shows it, as a pane or a sheet:
///
/// ```swift
/// application.present(sheet: PantryListViewController(shelves) { taken = $0 })
/// ```
final class PantryListViewController: ListViewController {
  private let shelves: [String]
  private let take: (String) -> Void

  init(_ shelves: [String], take: @escaping (String) -> Void) {
    self.shelves = shelves
    self.take = take
    super.init(rowHeight: 1, hasInputLine: true)
    title = "Pantry"
    list.emptyText = "nothing on the shelves matches"
  }

  override var ownBindings: KeyBindings {
    [KeyBinding(.choose, [.enter], BindingLabel("take it", "取用"))]
  }

  /// The shelves whose name holds the typed text.
  var shown: [String] {
    field.text.isEmpty ? shelves : shelves.filter { $0.contains(field.text) }
  }

  override func numberOfRows(in list: ListView) -> Int { shown.count }

  override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    ListRow(title: shown[row])
  }

  /// A new search starts from the first shelf.
  override func inputDidChange() {
    list.reloadData()
    list.select(row: 0)
  }

  override func didActivate(row: Int) {
    if shown.indices.contains(row) { take(shown[row]) }
  }
}
