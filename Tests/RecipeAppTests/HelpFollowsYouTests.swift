import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 30, item 13: the help opens on the keys of where you are, at
/// full height, by `?` where it is not text and by `f1` everywhere; `f10`
/// quits from any screen; `ctrl-d`/`ctrl-u` move half a page outside input
/// lines.
@Suite struct HelpFollowsYouTests {
  static let size = Size(width: 120, height: 40)

  /// The text of the help's Keys page on screen, if it is open.
  static func keysPage(_ app: AppHarness) -> TextPageViewController? {
    guard let popover = app.coordinator.helpPopover?.presentation,
      let navigation = popover.content as? NavigationController
    else { return nil }
    return navigation.topViewController as? TextPageViewController
  }

  /// The first key-row explanations of the open Keys page.
  static func firstRows(_ app: AppHarness, count: Int) throws -> [String] {
    let page = try #require(keysPage(app))
    let lines = page.textView.content(60).map(\.text)
    return Array(lines.prefix(count))
  }

  @Test(arguments: [
    ("tab enter ?", "in a recipe: open the next"),
    ("tab c ?", "cook mode: next step"),
    ("L ?", "shopping list: tick an item"),
    ("ctrl-p f1", "search: go to the result"),
    ("tab / f1", "input line: move the cursor"),
  ])
  func theHelpOpensOnTheKeysOfWhereYouAre(keys: String, first: String) throws {
    let app = try AppHarness(size: Self.size, keys: keys)
    let rows = try Self.firstRows(app, count: 6).joined(separator: "\n")
    #expect(rows.contains(first), "\(keys):\n\(rows)")
  }

  @Test func theHelpTakesTheScreensHeight() throws {
    let app = try AppHarness(size: Self.size, keys: "?")
    let page = try #require(Self.keysPage(app))
    #expect(page.preferredContentSize.height >= Self.size.height - AppCoordinator.popoverChrome)
    #expect(page.preferredContentSize.height > 16, "taller than before")
  }

  @Test func f1OpensTheHelpFromTheFilterAndThePaletteWhereQuestionMarkIsText() throws {
    let filter = try AppHarness(size: Self.size, keys: "tab / ?")
    #expect(Self.keysPage(filter) == nil && filter.coordinator.dishes.filterText == "?")
    try filter.send("f1")
    #expect(Self.keysPage(filter) != nil)
    let palette = try AppHarness(size: Self.size, keys: "ctrl-p f1")
    #expect(Self.keysPage(palette) != nil)
    try palette.send("esc")
    #expect(Self.keysPage(palette) == nil)
  }

  @Test(arguments: ["", "tab enter", "ctrl-p", "L", "tab c", "?", "tab /"])
  func f10QuitsFromAnyScreen(keys: String) throws {
    let app = try AppHarness(size: Self.size, keys: keys + " f10")
    #expect(app.exitReason == .quit, "\(keys)")
  }

  @Test func f10AsksOnceWhileATimerRuns() throws {
    let asked = try CookModeHarness(size: Self.size, keys: "tab c enter f10")
    #expect(asked.run() == .inputEnded)
    let quit = try CookModeHarness(size: Self.size, keys: "tab c enter f10 f10")
    #expect(quit.run() == .quit)
  }

  @Test func ctrlDAndCtrlUMoveHalfAPageInListsAndPages() throws {
    let app = try AppHarness(size: Self.size, keys: "tab ctrl-d")
    // Half of the rows on screen: more than a line, less than a page.
    let rows = app.coordinator.dishes.list.visibleRowCount
    let moved = try #require(app.coordinator.dishes.list.selectedRow)
    #expect(moved > 1 && moved < rows - 1 && abs(moved - rows / 2) <= 1, "\(moved) of \(rows)")
    try app.send("ctrl-u")
    #expect(app.coordinator.dishes.list.selectedRow == 0)
    try app.send("?")
    let page = try #require(Self.keysPage(app))
    try app.send("ctrl-d")
    let height = page.textView.frame.height
    #expect(page.textView.topLine > 1 && abs(page.textView.topLine - height / 2) <= 1)
  }
}

/// Issue 29, point 5: the help's tables are checked against the tables
/// found by walking the focused controller chain on every kind of screen
/// (not against a list kept by hand).
@Suite struct HelpCoversEveryScreenTests {
  @Test(arguments: [
    "", "tab", "tab enter", "tab c", "tab c T", "L", "w", "ctrl-p", "s", "t", "?", "tab /",
    "tab enter resize:50x24", "m", "i",
  ])
  func everyKeyOnTheFocusedChainIsInTheHelp(keys: String) throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: keys)
    let rows = KeyHelp.rows(.en)
    let tables = app.coordinator.application.focusedBindingTables
    #expect(!tables.isEmpty)
    for binding in tables.flatMap(\.entries) where !binding.keys.isEmpty {
      let names = binding.keys.map(\.description)
      #expect(
        rows.contains { row in names.allSatisfy { row.keys.joined().contains($0) } },
        "\(keys): \(binding.action) (\(names)) is not in the help")
    }
  }
}
