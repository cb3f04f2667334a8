import SplitLayout
import Testing

@testable import TermUI

/// The text view's place kept as an anchor: a blank first line comes back
/// as that blank line, after a reflow and after `restore(anchor:line:)`.
@Suite struct TextViewAnchorTests {
  static let lines: [StyledLine] = ["one", "", "", "two", "three", "", "four", "five", "six"]

  func view() -> TextView {
    let view = TextView { _ in Self.lines }
    view.layout(in: Rect(x: 0, y: 0, width: 20, height: 3))
    return view
  }

  @Test(arguments: 0...5)
  func everyFirstLineComesBack(line: Int) {
    let shown = view()
    for _ in 0..<line { _ = shown.perform(.scrollDown) }
    #expect(shown.topLine == line)
    // Another view of the same text, told the saved place.
    let again = view()
    again.restore(anchor: shown.anchor, line: shown.anchorLine)
    again.layout(in: Rect(x: 0, y: 0, width: 20, height: 3))
    #expect(again.topLine == line, "anchor \(shown.anchor) line \(shown.anchorLine)")
    // A resize keeps it too.
    shown.layout(in: Rect(x: 0, y: 0, width: 20, height: 4))
    shown.layout(in: Rect(x: 0, y: 0, width: 20, height: 3))
    #expect(shown.topLine == line)
  }
}
