import SplitLayout
import TestSupport

@testable import RecipeApp
@testable import TermUI

/// What must hold after every event, whatever came before: the checks the
/// fuzzer runs after each frame.
///
/// - the frame has the terminal's size and keeps the canvas's invariants
///   (no orphan halves of wide glyphs, no control characters);
/// - every list (cuisines, dishes, popover choices) has a valid selection
///   (nil only when empty), a scroll position in range, and, once laid
///   out, as many rows as its data source; every text page's scroll
///   position is in range;
/// - once laid out: the focused pane is on screen, the drawer is open only
///   in overlay mode, and presentations, the cursor and the detail's
///   buttons lie inside the screen.
enum AppInvariants {
  /// Descriptions of what is broken (empty when everything holds).
  static func violations(of app: AppCoordinator, terminal: HeadlessTerminal) -> [String] {
    var found: [String] = []
    guard let frame = terminal.lastFrame else { return ["no frame was presented"] }
    if frame.size != terminal.size {
      found.append("frame is \(frame.size), terminal is \(terminal.size)")
    }
    found += CanvasInvariants.violations(in: frame)

    let application = app.application
    var controllers: [ViewController] = []
    collect(application.root, into: &controllers)
    for presentation in application.presentations { collect(presentation, into: &controllers) }
    for controller in controllers {
      let name = String(describing: type(of: controller))
      for list in lists(of: controller) { found += check(list, name: name) }
      if let page = controller as? TextPageViewController {
        found += check(page.textView, name: name)
      }
    }

    guard !application.isTooSmall else { return found }
    let split = app.split
    if !split.isVisible(split.focusedColumn) {
      found.append("the focus is on the \(split.focusedColumn), which is not on screen")
    }
    if split.isDrawerOpen && split.mode != .drawer {
      found.append("the drawer is open in \(String(describing: split.mode)) mode")
    }
    let screen = Rect(size: terminal.size)
    for presentation in application.presentations where !screen.contains(presentation.frame) {
      found.append("\(type(of: presentation)) at \(presentation.frame) is outside the screen")
    }
    if let cursor = frame.cursor, !screen.contains(cursor) {
      found.append("the cursor at \(cursor) is outside the screen")
    }
    let buttons = [
      app.split.showPrimaryButton, app.split.backButton, app.dishes.sortButton,
      app.dishes.themeButton,
      app.dishes.helpButton,
    ]
    for button in buttons {
      if let rect = button.frame, !screen.contains(rect) {
        found.append("the button \(button.title) at \(rect) is outside the screen")
      }
    }
    return found
  }

  private static func collect(_ controller: ViewController, into result: inout [ViewController]) {
    result.append(controller)
    for child in controller.children { collect(child, into: &result) }
  }

  /// The `ListView`s of the controllers that have one.
  private static func lists(of controller: ViewController) -> [ListView] {
    (controller as? any ListOwning).map { [$0.list] } ?? []
  }

  private static func check(_ list: ListView, name: String) -> [String] {
    var found: [String] = []
    let count = list.numberOfRows
    let maxTop = max(0, count - list.visibleRowCount)
    if count == 0 {
      if let selected = list.selectedRow {
        found.append("\(name): row \(selected) selected in an empty list")
      }
    } else if let selected = list.selectedRow {
      if !(0..<count).contains(selected) {
        found.append("\(name): selected row \(selected) of \(count)")
      }
    } else {
      found.append("\(name): no selection in a list of \(count) rows")
    }
    if !(0...maxTop).contains(list.topRow) {
      found.append("\(name): top row \(list.topRow) outside 0...\(maxTop) (\(count) rows)")
    }
    if list.frame.height > 0, let source = list.dataSource {
      let expected = source.numberOfRows(in: list)
      if expected != count {
        found.append("\(name): list has \(count) rows, its data source \(expected)")
      }
    }
    return found
  }

  private static func check(_ text: TextView, name: String) -> [String] {
    let maxTop = max(0, text.lines.count - text.frame.height)
    guard !(0...maxTop).contains(text.topLine) else { return [] }
    return ["\(name): top line \(text.topLine) outside 0...\(maxTop) (\(text.lines.count) lines)"]
  }
}
