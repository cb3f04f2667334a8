import FoundationEssentials
import RecipeKit
import SplitLayout
import TermUI

/// `T`: the kitchen timers, one a row (`⏱ 19:42  番茄炒蛋 · 20分钟`), newest
/// last. `space` or `enter` pauses or resumes the highlighted one (and
/// acknowledges one that ended), `x` or `delete` cancels it. The rows are
/// read from the app's board on every frame, so they count down while the
/// sheet is open.
final class TimerListViewController: ListViewController {
  /// The keys here (the help's "where you are").
  override class var declaredBindingTables: [KeyBindings] { [bindings, ListView.bindings] }
  override var ownBindings: KeyBindings { Self.bindings }
  override var activation: ActionName { .toggleTimer }

  private let labels: Labels
  /// The app's timers now (the coordinator's board).
  var timers: () -> [CookingTimer] = { [] }
  var now: () -> Date = { Date.now }
  /// `space`/`enter` on a timer.
  var onToggle: ((CookingTimer.ID) -> Void)?
  /// `x`/`delete` on a timer.
  var onCancel: ((CookingTimer.ID) -> Void)?
  /// ASCII glyphs (`--ascii`).
  var ascii = false

  init(labels: Labels) {
    self.labels = labels
    super.init(rowHeight: 1)
    title = labels.timers
    list.emptyText = labels.noTimers
    preferredContentSize = Size(width: 60, height: 10)
  }

  override var titleDetail: String {
    let count = timers().count
    return count == 0 ? "" : "\(count)"
  }

  static let bindings: KeyBindings = [
    KeyBinding(
      .toggleTimer, [.character(" "), .enter],
      BindingLabel("timers: pause, resume, or acknowledge one that ended", "计时器：暂停、继续或确认已结束的"),
      short: BindingLabel("pause/resume", "暂停/继续"), footer: .action),
    KeyBinding(
      .cancelTimer, [.character("x"), .delete],
      BindingLabel("timers: cancel one", "计时器：取消"),
      short: BindingLabel("cancel", "取消"), footer: .action),
  ]

  override func numberOfRows(in list: ListView) -> Int { timers().count }

  override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    let all = timers()
    guard all.indices.contains(row) else { return ListRow(title: "") }
    return ListRow(title: TimerText.row(all[row], at: now(), labels: labels, ascii: ascii))
  }

  override func handle(_ event: InputEvent) -> Bool {
    // The board changes by itself (a timer ends, one is cancelled).
    list.reloadData()
    if case .key(let key) = event, action(for: key, in: Self.bindings) == .cancelTimer {
      if let row = list.selectedRow, timers().indices.contains(row) {
        onCancel?(timers()[row].id)
        list.reloadData()
      }
      return true
    }
    return super.handle(event)
  }

  override func didActivate(row: Int) {
    guard timers().indices.contains(row) else { return }
    onToggle?(timers()[row].id)
    list.reloadData()
  }
}

/// How a timer reads on the status line and in the timers list.
enum TimerText {
  /// `⏱ 19:42 番茄炒蛋 · 20分钟`, with `paused` or `done` after it; the
  /// title (data) is cut to `titleWidth` columns.
  static func row(
    _ timer: CookingTimer, at now: Date, labels: Labels, ascii: Bool, titleWidth: Int = 40
  ) -> String {
    let clock = ascii ? "T" : "⏱"
    // No title at all in no columns: the time alone (`⏱ 04:55`).
    let title =
      titleWidth <= 0
      ? "" : " " + ColumnWidth.truncate(timer.title, to: titleWidth, ellipsis: ascii ? "~" : "…")
    let state =
      switch timer.state {
      case .running: ""
      case .paused: labels.pausedNote
      case .fired: labels.doneNote
      }
    return "\(clock) \(timer.label(at: now))\(title)\(state)"
  }

  /// The style role of a timer on the status line: ended ones highlighted.
  static func role(_ timer: CookingTimer) -> StyleRole {
    switch timer.state {
    case .running: .accent
    case .paused: .secondary
    case .fired: .focusedSelection
    }
  }
}
