import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// The popovers (issue 5): each at 120x40 with its arrow, each adapted to a
/// sheet at 80x24, the help stack after a push, the theme after a change.
@Suite struct PopoverSnapshotTests {
  @Test(arguments: [("sort", "s"), ("theme", "t"), ("help", "?")])
  func popoverWithItsArrowAt120x40(name: String, key: String) throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: key)
    let popover = try #require(
      app.coordinator.application.presentations.first as? PopoverController)
    guard case .popover(let placed) = popover.placement else {
      Issue.record("expected a popover, got a sheet")
      return
    }
    let frame = try #require(app.terminal.lastFrame)
    #expect(frame[placed.arrowCell.x, placed.arrowCell.y].character == "▲")
    #expect(placed.arrowCell.y == 1)
    assertSnapshot(app.screen, named: "popover-\(name)-120x40")
  }

  @Test(arguments: [("sort", "s"), ("theme", "t"), ("help", "?")])
  func popoverAsASheetAt80x24(name: String, key: String) throws {
    let app = try AppHarness(size: Size(width: 80, height: 24), keys: key)
    let popover = try #require(
      app.coordinator.application.presentations.first as? PopoverController)
    #expect(popover.isSheet)
    #expect(!app.screen.contains("▲"))
    #expect(app.screen.split(separator: "\n")[1].hasPrefix("│ [Close]"))
    assertSnapshot(app.screen, named: "popover-\(name)-sheet-80x24")
  }

  @Test func helpAfterAPush() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "? left down down enter")
    #expect(app.screen.contains("[‹ Help] Layout"))
    assertSnapshot(app.screen, named: "popover-help-pushed-120x40")
  }

  @Test func themeAfterAColourChange() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "t right right enter t")
    #expect(app.coordinator.application.theme.accent == .indexed(33))
    #expect(app.screen.contains("✓Blue"))
    assertSnapshot(app.screen, named: "popover-theme-after-change-120x40")
  }

  @Test func withoutColoursTheThemeGridShowsNames() throws {
    var options = Options()
    options.color = false
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "t", options: options)
    let lines = app.screen.split(separator: "\n")
    #expect(lines.contains { $0.contains("Red") && $0.contains("Orange") && $0.contains("Lime") })
    #expect(lines.contains { $0.contains("Brown") && $0.contains("Silver") })
  }

  @Test func chineseLabelsInThePopovers() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "s", language: .zh)
    #expect(app.screen.contains("按难度"))
    assertSnapshot(app.screen, named: "popover-sort-120x40-zh")
  }
}
