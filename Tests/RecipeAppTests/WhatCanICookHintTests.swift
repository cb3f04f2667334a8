import SplitLayout
import Testing

@testable import RecipeApp

/// "What can I cook?" on a narrow terminal: the hint under the empty input
/// line wraps instead of being cut (`-葱 lea…` at 50 columns), and a query
/// gets its one row of what each word was read as.
@Suite struct WhatCanICookHintTests {
  @Test(arguments: [(50, Labels.Language.en), (40, .en), (40, .zh), (120, .en)])
  func theHintIsShownWhole(_ width: Int, _ language: Labels.Language) throws {
    let app = try AppHarness(
      size: Size(width: width, height: 14), keys: "w", language: language)
    let screen = app.screen
    #expect(!screen.contains("…"), "\(screen)")
    // Its last words, on whichever row they came to.
    #expect(screen.contains(language == .zh ? "打开菜谱" : "opens"), "\(screen)")
  }

  @Test func aQueryHasOneRowOfWordsAboveTheResults() throws {
    let app = try AppHarness(size: Size(width: 50, height: 14), keys: "w text:jd")
    let rows = app.screen.split(separator: "\n").map(String.init)
    let input = try #require(rows.firstIndex { $0.contains("› jd") })
    #expect(rows[input + 1].contains("jd → 鸡蛋"))
    #expect(rows[input + 2].contains("番茄炒蛋"), "\(app.screen)")
  }
}
