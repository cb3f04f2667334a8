import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// Golden screens of a Cooklang recipe from `Data/Cooklang` (issue 26 §3)
/// at every mode of the width ladder: the stack (its pushed page), the
/// drawer (a sheet), two columns (a sheet over them), three columns (the
/// recipe column) and the inspector (its checklist beside the recipe), in
/// English and Chinese. 葱油拌面 has sections, a note, cookware, timers
/// and an amount at every ingredient's mention.
@Suite struct CooklangLadderSnapshotTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let mode: String
    let size: Size
    /// Keys after the recipe opened: a page down where the steps are
    /// below the first screen and the recipe has the focus.
    var keys = ""
    var testDescription: String { mode }
  }

  static let cases: [Case] = [
    Case(mode: "stack", size: Size(width: 60, height: 24), keys: "pgdn"),
    Case(mode: "drawer", size: Size(width: 100, height: 24), keys: "pgdn"),
    Case(mode: "split", size: Size(width: 120, height: 30), keys: "pgdn"),
    Case(mode: "triple", size: Size(width: 160, height: 30)),
    Case(mode: "inspector", size: Size(width: 210, height: 30)),
  ]

  @Test(arguments: cases, [Labels.Language.en, .zh])
  func recipe(_ test: Case, language: Labels.Language) throws {
    let source = try CooklangSource(folder: PackagePaths.data.appendingPathComponent("Cooklang"))
    let terminal = HeadlessTerminal(size: test.size, events: try KeyScript.parse(test.keys))
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(language), terminal: terminal)
    coordinator.openAtStart(dishID: "面点/葱油拌面", categoryID: "面点")
    _ = coordinator.run()
    let screen = (terminal.lastFrame ?? coordinator.application.render()).text
    #expect(screen.contains("小葱（8 根）"), "the amount at its mention")
    assertSnapshot(screen, named: "cooklang-\(test.mode)-\(test.size.width)x\(test.size.height)-\(language.rawValue)")
  }
}
