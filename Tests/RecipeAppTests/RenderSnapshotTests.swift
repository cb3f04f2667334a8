import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp

/// Golden screens of the browser on the bundled `Data/` (issue 3). Each
/// golden is a plain text file in `Snapshots/`, re-recorded with
/// `make snapshots` and reviewed like code.
@Suite struct RenderSnapshotTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let size: Size
    let keys: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "launch-120x40", size: Size(width: 120, height: 40), keys: ""),
    Case(name: "second-cuisine-120x40", size: Size(width: 120, height: 40), keys: "down enter"),
    Case(name: "split-101x30", size: Size(width: 101, height: 30), keys: ""),
    Case(name: "overlay-100x30", size: Size(width: 100, height: 30), keys: ""),
    Case(name: "drawer-over-chinese-80x24", size: Size(width: 80, height: 24), keys: "m down down"),
    Case(name: "filter-120x40", size: Size(width: 120, height: 40), keys: "tab / text:蛋"),
    Case(name: "too-small-39x9", size: Size(width: 39, height: 9), keys: ""),
    Case(
      name: "resize-120-80-120-keeps-state", size: Size(width: 120, height: 40),
      keys: "down down enter down down down resize:80x24 resize:120x40"),
  ]

  @Test(arguments: cases, [Labels.Language.en, .zh])
  func screen(_ test: Case, language: Labels.Language) throws {
    let app = try AppHarness(size: test.size, keys: test.keys, language: language)
    assertSnapshot(app.screen, named: "\(test.name)-\(language.rawValue)")
  }
}
