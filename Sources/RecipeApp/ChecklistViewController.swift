import RecipeKit
import SplitLayout
import TermUI

/// The inspector: the shown recipe's ingredients as a checklist, one a row
/// (`[x] name  amount`); `space`, `enter` or a click ticks one. The ticks
/// are kept per dish for as long as the app runs, so going to another dish
/// and back finds them again.
final class ChecklistViewController: ListViewController {
  /// The keys here (the help's "where you are").
  override class var declaredBindingTables: [KeyBindings] { [bindings, ListView.bindings] }
  override var ownBindings: KeyBindings { Self.bindings }
  override var activation: ActionName { .tick }

  /// The keys; `down next` in the footer.
  override var bindingTables: [KeyBindings] {
    [Self.bindings, ListView.bindings.footer(.moveDown, short: BindingLabel("next", "下一项"))]
  }

  private let labels: Labels
  /// The dish whose ingredients are shown.
  private(set) var dishID: String?
  /// The shown dish's recipe as its page gives it (×1, the page's units).
  private var written: Recipe?
  /// The ingredients at the amounts they are shown at, and those amounts.
  private var shown: (amounts: PageAmounts, items: [Ingredient]) = (PageAmounts(), [])
  /// The scale and units dish `id`'s page is shown at (set by the
  /// coordinator): the checklist shows the amounts the page shows.
  var amounts: ((String) -> PageAmounts)?
  /// Ticked rows, per dish id (the place's, pushed by `restore`).
  private(set) var ticks: [String: Set<Int>] = [:]
  /// Told the shown dish's ticks after the user ticks or unticks one; the
  /// place gives them back (`restore(ticks:)`). Unset, they are kept here.
  var onTicks: ((_ dishID: String, _ ticked: Set<Int>) -> Void)?

  init(labels: Labels) {
    self.labels = labels
    super.init(rowHeight: 1)
    title = labels.ingredients
    list.emptyText = labels.noIngredients
  }

  /// Shows the ingredients of `recipe` (the dish `dishID`); `again` reads
  /// the same dish's ingredients anew (its file changed), keeping the row.
  func show(dishID: String?, recipe: Recipe?, again: Bool = false) {
    let row = list.selectedRow
    if again, dishID == self.dishID, dishID != nil {
      self.dishID = nil
      show(dishID: dishID, recipe: recipe)
      list.select(row: min(row ?? 0, max(0, items.count - 1)))
      return
    }
    guard dishID != self.dishID else { return }
    self.dishID = dishID
    written = recipe
    shown = (PageAmounts(), Self.ingredients(of: recipe))
    list.reloadData()
    list.select(row: 0)
    list.scroll(toTop: 0)
  }

  /// The ingredients of `recipe`'s ingredient blocks, in order.
  private static func ingredients(of recipe: Recipe?) -> [Ingredient] {
    (recipe?.blocks ?? []).flatMap { block -> [Ingredient] in
      if case .ingredients(_, let items) = block { return items }
      return []
    }
  }

  /// The rows: the ingredients at the scale and in the units the dish's
  /// page is shown at now (`+`, `u` change them while the checklist
  /// shows the same dish), worked out again only when those change.
  private var items: [Ingredient] {
    let now = dishID.flatMap { amounts?($0) } ?? PageAmounts()
    if now != shown.amounts {
      shown = (now, Self.ingredients(of: written.map(now.apply(to:))))
    }
    return shown.items
  }

  /// The ticks as the place has them (an earlier run's, the user's).
  func restore(ticks saved: [String: Set<Int>]) { ticks = saved }

  /// Ticks or unticks `row` of the shown dish.
  func toggle(row: Int) {
    guard let dishID, items.indices.contains(row) else { return }
    var ticked = ticks[dishID, default: []]
    if ticked.remove(row) == nil { ticked.insert(row) }
    if let onTicks { onTicks(dishID, ticked) } else { ticks[dishID] = ticked }
  }

  static let bindings: KeyBindings = [
    KeyBinding(
      .tick, [.character(" "), .enter],
      BindingLabel("ingredients: tick or untick one", "用料：勾选或取消"),
      short: BindingLabel("tick", "勾选"), footer: .action)
  ]

  override func numberOfRows(in list: ListView) -> Int { items.count }

  override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    let item = items[row]
    let ticked = dishID.map { ticks[$0]?.contains(row) ?? false } ?? false
    let box = ticked ? "[x] " : "[ ] "
    let amount = item.amount.isEmpty ? "" : "  " + item.amount
    // The page's note after the amount, apart from the name (issue 30, item 15).
    let parts = IngredientNameNote(item.name)
    let note = parts.note.isEmpty ? "" : "  （" + parts.note + "）"
    return ListRow(title: box + parts.name + amount + note)
  }

  override func didActivate(row: Int) { toggle(row: row) }
}
