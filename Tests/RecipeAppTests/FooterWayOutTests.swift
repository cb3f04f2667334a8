import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 30, items 14 and 16: the way out stays in the footer at every
/// width and beside any number of timers, and cook mode offers `enter
/// timer` only where there is one.
@Suite struct FooterWayOutTests {
  static func lastRow(_ screen: String) -> String {
    String(screen.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }

  @Test(arguments: [40, 45, 52, 60, 61, 80])
  func theListsFooterKeepsHelpAtEveryWidth(width: Int) throws {
    for keys in ["", "tab"] {
      let app = try AppHarness(size: Size(width: width, height: 24), keys: keys)
      let row = Self.lastRow(app.screen)
      #expect(row.contains("? help"), "\(width) \(keys): \(row)")
      #expect(row.hasPrefix(" enter "), "the first hint stays first: \(row)")
    }
  }

  @Test(arguments: [60, 80, 140])
  func timersNeverPushTheWayOutOffTheRow(width: Int) throws {
    let app = try CookModeHarness(
      size: Size(width: 140, height: 30), keys: "tab c enter down down down enter")
    app.run()
    try app.send("esc ] c enter esc esc")
    try app.send("resize:\(width)x30")
    #expect(app.state.timers.timers.count == 3)
    #expect(app.lastRow.contains("? help"), "\(app.lastRow)")
    try app.send("T")
    #expect(app.lastRow.contains("esc close"), "\(app.lastRow)")
    #expect(app.lastRow.contains("⏱"), "the timers still show: \(app.lastRow)")
  }

  @Test func cookModeOffersEnterTimerOnlyOnStepsWithATimer() throws {
    let app = try CookModeHarness(size: Size(width: 220, height: 30), keys: "tab c")
    app.run()
    var seen: Set<Bool> = []
    for _ in 0..<12 {
      let page = try #require(app.coordinator.cookPage)
      let offered = app.lastRow.contains("enter timer")
      #expect(offered == page.stepHasTimer, "step \(page.step): \(app.lastRow)")
      seen.insert(page.stepHasTimer)
      try app.send("space")
    }
    #expect(seen == [true, false], "the dish has steps of both kinds")
  }
}
