import Foundation
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// Issue 30, item 17: cook mode on a short screen never starts with a
/// cut-off tail of the step before; what shows of it starts at its number
/// (and ends in `…` when it does not fit).
@Suite struct CookModeShortScreenTests {
  /// The page's rows: under the title bar and its rule, above the footer.
  static func pageRows(_ screen: String) -> [String] {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return Array(rows.dropFirst(2).dropLast())
  }

  @Test(arguments: [10, 11, 12, 13, 14, 16])
  func theScreenStartsAtAStepBoundary(height: Int) throws {
    // 番茄炒蛋 (the first dish of `Data/`) has six steps.
    for step in 1..<6 {
      let keys = "tab c" + String(repeating: " down", count: step)
      let app = try CookModeHarness(size: Size(width: 60, height: height), keys: keys)
      app.run()
      let first = try #require(
        Self.pageRows(app.screen).map { $0.trimmingCharacters(in: .whitespaces) }
          .first { !$0.isEmpty })
      let startsAStep =
        first.hasPrefix("\(step). ") || first.hasPrefix("step \(step + 1)/")
      #expect(startsAStep, "60x\(height), step \(step + 1):\n\(app.screen)")
    }
  }

  @Test func theStepBeforeIsCutWithAnEllipsis() throws {
    let app = try CookModeHarness(size: Size(width: 60, height: 12), keys: "tab c down down")
    app.run()
    let rows = Self.pageRows(app.screen)
    #expect(rows[0].trimmingCharacters(in: .whitespaces).hasPrefix("2. "), "\(app.screen)")
    #expect(rows[0].hasSuffix("…"), "\(app.screen)")
  }
}
