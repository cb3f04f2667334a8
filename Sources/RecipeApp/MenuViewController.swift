import RecipeKit
import SplitLayout
import TermUI

/// The master: the list of cuisines, like the iPad app's
/// `MenuViewController`. The highlight moves with the arrow keys; `enter`
/// or a click chooses the highlighted cuisine, which it tells `onChoose`
/// (the coordinator, for the dish list) and then asks the split view to
/// show the detail.
final class MenuViewController: ListViewController, Choosing {
  /// The keys here (the help's "where you are").
  override class var declaredBindingTables: [KeyBindings] { [bindings, ListView.bindings] }
  override var ownBindings: KeyBindings { Self.bindings }

  /// Told when the user chooses a cuisine.
  var onChoose: ((Cuisine) -> Void)?
  /// The rows: the bundle's cuisines, under the app's lists across them
  /// (favourites, recent) when those have dishes.
  private(set) var cuisines: [Cuisine]
  /// The cuisine whose dishes are shown.
  private(set) var chosenIndex: Int?
  /// The highlighted row before the event being handled.
  private var rowBefore: Int?

  init(cuisines: [Cuisine], labels: Labels) {
    self.cuisines = cuisines
    super.init(rowHeight: 1)
    title = labels.recipes
    list.emptyText = labels.noDishes
  }

  /// Chooses the cuisine at `index`: highlights it and tells the delegate.
  /// At launch the composition root chooses the first one this way.
  func choose(index: Int) {
    // A heading row (a source's name) is never chosen: its first category is.
    let index = firstCategory(from: index, step: 1) ?? firstCategory(from: index, step: -1) ?? index
    guard cuisines.indices.contains(index) else { return }
    chosenIndex = index
    list.select(row: index)
    // A source's first category scrolled to the top (as a list not laid
    // out yet does) keeps its source's heading above it on screen.
    if index > 0, list.topRow == index, AppMemory.isHeading(cuisines[index - 1]) {
      list.scroll(toTop: index - 1)
    }
    onChoose?(cuisines[index])
  }

  /// Replaces the rows (the lists above the cuisines come and go) without
  /// telling the delegate: `chosen` and `highlighted` are indices into the
  /// new rows, `anchorRow` the first row shown.
  func setCuisines(_ rows: [Cuisine], chosen: Int?, highlighted: Int, anchorRow: Int = 0) {
    cuisines = rows
    chosenIndex = chosen
    list.reloadData()
    list.select(row: highlighted)
    list.scroll(toTop: anchorRow)
  }

  /// `enter` chooses the highlighted cuisine; the list's keys move.
  static let bindings: KeyBindings = [
    KeyBinding(
      .choose, [.enter],
      BindingLabel("cuisines: show the dishes and focus them", "菜系：显示并进入其菜品"),
      short: BindingLabel("dishes", "看菜品"), footer: .action)
  ]

  override func numberOfRows(in list: ListView) -> Int { cuisines.count }

  override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    ListRow(
      title: cuisines[row].name, isChosen: row == chosenIndex,
      isHeading: AppMemory.isHeading(cuisines[row]))
  }

  override func handle(_ event: InputEvent) -> Bool {
    rowBefore = list.selectedRow
    return super.handle(event)
  }

  override func didMove() {
    guard let row = list.selectedRow else { return }
    if AppMemory.isHeading(cuisines[row]) {
      // The highlight steps over a heading, on in the way it was going
      // (back when there is nothing further that way).
      let step = (rowBefore ?? 0) > row ? -1 : 1
      if let next = firstCategory(from: row, step: step) ?? firstCategory(from: row, step: -step) {
        list.select(row: next)
      }
    }
    // Moving the highlight shows that cuisine's dishes at once (its
    // first part: the rest loads between keys); `enter` moves the focus.
    if let row = list.selectedRow, row != chosenIndex { choose(index: row) }
  }

  override func didActivate(row: Int) {
    choose(index: row)
    showDetail(sender: self)
  }
}
