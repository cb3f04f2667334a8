import SplitLayout
import TermUI

/// A new popover in one file (issue 29: "a new popover takes one file plus
/// a line of wiring"): the size of a portion, one of three. Its wiring is
/// the one line
///
/// ```swift
/// application.present(choice: PortionPopover(), from: button) { portion = $0 }
/// ```
///
/// which shows it beside `button`, closes it on a choice and hands the
/// portion over; nothing is kept alive for it.
final class PortionPopover: ListViewController, Choosing {
  enum Portion: String, CaseIterable { case small, medium, large }

  var onChoose: ((Portion) -> Void)?

  init() {
    super.init(rowHeight: 1)
    title = "Portion"
    preferredContentSize = Size(width: 16, height: Portion.allCases.count)
  }

  override var ownBindings: KeyBindings {
    [KeyBinding(.choose, [.enter], BindingLabel("choose a portion", "选择份量"))]
  }

  override func numberOfRows(in list: ListView) -> Int { Portion.allCases.count }

  override func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    ListRow(title: Portion.allCases[row].rawValue)
  }

  override func didActivate(row: Int) { onChoose?(Portion.allCases[row]) }
}
