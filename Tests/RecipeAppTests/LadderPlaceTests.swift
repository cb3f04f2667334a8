import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// The places issue 11 and issue 19 name, one by one.
@Suite struct LadderPlaceTests {
  @Test func eachCuisineKeepsItsHighlightedDishWhileTheAppRuns() throws {
    // 10 rows: four dishes on screen, so the fifth scrolls the list.
    let app = try AppHarness(size: Size(width: 120, height: 10), keys: "tab down down down down")
    let dishes = app.coordinator.dishes
    #expect(dishes.list.selectedRow == 4)
    let top = dishes.list.topRow
    #expect(top > 0)
    // To the next cuisine and back, by the highlight (which previews).
    try app.send("left down")
    #expect(app.coordinator.menu.chosenIndex == 1 && dishes.list.selectedRow == 0)
    try app.send("up")
    #expect(app.coordinator.menu.chosenIndex == 0)
    #expect(dishes.list.selectedRow == 4 && dishes.list.topRow == top)
  }

  @Test func theDrawerKeepsItsPlaceAcrossAResizeTo101() throws {
    let app = try AppHarness(size: Size(width: 100, height: 30), keys: "m down down")
    #expect(app.coordinator.split.isDrawerOpen)
    try app.send("resize:101x30")
    #expect(app.coordinator.split.mode == .split)
    #expect(app.coordinator.split.focusedColumn == .primary)
    #expect(app.coordinator.menu.list.selectedRow == 2 && app.coordinator.menu.chosenIndex == 2)
  }

  @Test func aResizeNeverSendsARecipeBackToItsTop() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab enter pgdn down")
    let text = app.coordinator.presenter.page.textView
    let line = text.topLine
    let anchor = text.anchor
    #expect(line > 0)
    // Narrower (more lines: a sheet, the stack's page) and back: the same
    // first line again.
    for size in ["resize:70x30", "resize:50x20", "resize:100x24", "resize:120x30"] {
      try app.send(size)
      #expect(text.topLine > 0 && text.anchor == anchor, "\(size)")
    }
    #expect(text.topLine == line)
  }

  @Test func anInlineRecipeFollowsTheHighlightAndOpensOnlyWithTheFocus() throws {
    let app = try AppHarness(size: Size(width: 160, height: 30), keys: "enter down down")
    let coordinator = app.coordinator
    let third = try #require(coordinator.dishes.selectedDish)
    #expect(coordinator.presenter.dish == third)
    // Previewed, not open: shrinking opens nothing.
    try app.send("resize:120x30")
    #expect(coordinator.application.presentations.isEmpty)
    try app.send("resize:160x30 right resize:120x30")
    #expect(coordinator.presenter.isSheetPresented && coordinator.presenter.dish == third)
    try app.send("resize:160x30")
    #expect(!coordinator.presenter.isSheetPresented)
    #expect(coordinator.split.focusedColumn == .secondary)
  }
}
