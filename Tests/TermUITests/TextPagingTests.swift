import SplitLayout
import Testing

@testable import TermUI

/// Paging in a page of text (issue 30, item 17): two lines of the previous
/// page stay, and a heading never ends a page without its first line.
@Suite struct TextPagingTests {
  private func view(_ lines: [StyledLine], height: Int) -> TextView {
    let view = TextView { _ in lines }
    view.layout(in: Rect(x: 0, y: 0, width: 40, height: height))
    return view
  }

  private func numbered(_ count: Int) -> [StyledLine] {
    (0..<count).map { StyledLine("line \($0)") }
  }

  @Test func pageDownKeepsTwoLinesOfThePreviousPage() {
    let text = view(numbered(100), height: 10)
    #expect(text.perform(.scrollPageDown))
    #expect(text.topLine == 8)
    #expect(text.perform(.scrollPageDown))
    #expect(text.topLine == 16)
    #expect(text.perform(.scrollPageUp))
    #expect(text.topLine == 8)
  }

  @Test func aHeadingIsNotLeftAtTheBottomWithoutItsFirstLine() {
    // Row 8 + 9 = 17 would be the new page's last row: a heading there
    // (then a blank line and its text) moves to the next page.
    var lines = numbered(100)
    lines[16] = StyledLine("做法步骤", role: .heading)
    lines[17] = StyledLine("")
    let text = view(lines, height: 10)
    #expect(text.perform(.scrollPageDown))
    #expect(text.topLine == 6, "the heading on row 16 is below the page ending at row 15")
    // A heading with its first line on the page stays put.
    var fine = numbered(100)
    fine[15] = StyledLine("做法步骤", role: .heading)
    let other = view(fine, height: 10)
    #expect(other.perform(.scrollPageDown))
    #expect(other.topLine == 8)
  }

  @Test func aStepNumberInTheHeadingRoleIsNoHeading() {
    let step = StyledLine([Span(" 1. ", role: .heading), Span("切块", role: .text)])
    #expect(!PageBreak.isHeading(step))
    #expect(PageBreak.isHeading(StyledLine("主料", role: .heading)))
  }
}
