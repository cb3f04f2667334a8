import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 30, item 17, in a recipe as the user pages it: `pgdn` keeps two
/// lines of the page before (as `less -z-2` does) and never ends a page on
/// a heading (`Ingredients`, `Steps`, a group) whose first line would be
/// on the next page.
@Suite struct RecipePagingTests {
  @Test(arguments: [(120, 12), (120, 16), (160, 14), (50, 20), (50, 12)])
  func pageDownKeepsTwoLinesAndNeverSplitsAHeading(width: Int, height: Int) throws {
    // Several recipes, so that headings fall on every row.
    for dish in 0..<6 {
      let keys = "tab" + String(repeating: " down", count: dish) + " enter"
      let app = try AppHarness(size: Size(width: width, height: height), keys: keys)
      let text = app.coordinator.presenter.page.textView
      let lines = text.lines
      let rows = text.frame.height
      #expect(rows > 3 && lines.contains { PageBreak.isHeading($0) }, "\(width)x\(height)")
      while !text.isAtEnd {
        let top = text.topLine
        try app.send("pgdn")
        let moved = text.topLine - top
        #expect(moved > 0 && moved <= rows - 2, "\(dish) \(width)x\(height): \(top) → \(text.topLine)")
        // The page before keeps two lines: its last two rows are the new
        // page's first two.
        #expect(text.topLine <= top + rows - 2)
        if moved < rows - 2 && text.topLine + rows < lines.count {
          // Short of a full page: only for a heading the full page split.
          #expect(PageBreak.splitsHeading(lines, top: top + rows - 2, height: rows))
        }
        #expect(
          !PageBreak.splitsHeading(lines, top: text.topLine, height: rows),
          "\(dish) \(width)x\(height): the page from \(text.topLine) ends on a heading")
        if moved <= 0 { break }
      }
    }
  }

  @Test func theHeadingRuleHoldsOnARealRecipe() throws {
    // At 120x16 the page of 番茄炒蛋 that a plain `+ rows - 2` would give
    // ends on a heading somewhere among the first dishes: find one and
    // check that pgdn stopped short there.
    var found = false
    for dish in 0..<12 where !found {
      let keys = "tab" + String(repeating: " down", count: dish) + " enter"
      for height in 10...18 where !found {
        let app = try AppHarness(size: Size(width: 120, height: height), keys: keys)
        let text = app.coordinator.presenter.page.textView
        let rows = text.frame.height
        while !text.isAtEnd && !found {
          let top = text.topLine
          let plain = min(top + rows - 2, max(0, text.lines.count - rows))
          let splits = PageBreak.splitsHeading(text.lines, top: plain, height: rows)
          try app.send("pgdn")
          if splits {
            found = true
            #expect(text.topLine < plain && text.topLine > top)
          }
          if text.topLine == top { break }
        }
      }
    }
    #expect(found, "some page of the first dishes would have ended on a heading")
  }
}
