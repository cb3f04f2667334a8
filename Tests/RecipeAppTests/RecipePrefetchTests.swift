import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// Issue 11: with the recipe column following the highlight, the page
/// below (and above) the shown one is read and laid out between keys, so
/// a `down` finds it ready; the work is done in bounded idle steps, never
/// inside a key, and not at all while no page is on screen.
@Suite struct RecipePrefetchTests {
  /// The triple mode (160 columns) on `Data/`, the dishes focused.
  static func triple(keys: String = "tab") throws -> AppHarness {
    let app = try AppHarness(size: Size(width: 160, height: 40), keys: keys)
    #expect(app.coordinator.split.mode == .triple)
    return app
  }

  @Test func theNextDishIsLaidOutBetweenKeysAndADownUsesIt() throws {
    let app = try Self.triple()
    let coordinator = app.coordinator
    let presenter = coordinator.presenter
    let shown = try #require(presenter.dish)
    let drawn = try #require(presenter.lastLaidOut)
    #expect(drawn.id == shown.idstr)
    // The run loop's idle work (done by the headless terminal before it
    // reads the next event) read the neighbour below.
    let next = try #require(coordinator.dishes.neighbour(of: shown, offset: 1))
    #expect(presenter.isLaidOut(next, width: drawn.width))
    #expect(!coordinator.application.hasIdleWork)
    // A `down` (drawn like the run loop draws it) lays out and parses
    // nothing: the page comes from the cache.
    let parsed = presenter.parseCount
    let laidOut = presenter.layoutCount
    try app.send("down")
    #expect(presenter.dish?.idstr == next.idstr)
    #expect(presenter.lastLaidOut?.id == next.idstr)
    #expect(presenter.parseCount == parsed && presenter.layoutCount == laidOut)
    // The screen is the one a fresh app shows after the same keys.
    let fresh = try Self.triple(keys: "tab down")
    #expect(app.screen == fresh.screen)
  }

  @Test func aKeyNeverDoesTheReadAheadAndAStepReadsOnePage() throws {
    let app = try Self.triple()
    let coordinator = app.coordinator
    let presenter = coordinator.presenter
    try app.send("down")
    // The key scheduled the read-ahead but did none of it.
    let shown = try #require(presenter.dish)
    let width = try #require(presenter.lastLaidOut?.width)
    let below = try #require(coordinator.dishes.neighbour(of: shown, offset: 1))
    #expect(coordinator.application.hasIdleWork)
    #expect(!presenter.isLaidOut(below, width: width))
    // One idle step lays out one page (the one below), the next finds the
    // one above already laid out (it was shown) and stops.
    let before = presenter.layoutCount
    let more = presenter.prefetchStep()
    #expect(presenter.layoutCount == before + 1)
    #expect(presenter.isLaidOut(below, width: width))
    #expect(!more && presenter.nextPrefetch() == nil)
    #expect(!presenter.prefetchStep() && presenter.layoutCount == before + 1)
    // The highlight stays where the key left it.
    #expect(coordinator.dishes.selectedDish?.idstr == shown.idstr)
  }

  @Test func withNoPageOnScreenNothingIsRead() throws {
    // Two columns, the recipe's sheet closed: moving through the list
    // parses no page (issue 17's memory), read-ahead included.
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "tab down down down")
    #expect(app.coordinator.split.mode != .triple)
    #expect(app.coordinator.presenter.parseCount == 0)
    #expect(app.coordinator.presenter.layoutCount == 0)
  }

  @Test func readAheadStepsDrawNoFrame() throws {
    let app = try Self.triple()
    let frames = app.terminal.frameCount
    let steps = app.coordinator.application
    try app.send("down")
    #expect(app.terminal.frameCount == frames + 1)
    #expect(steps.hasIdleWork)
    // The run loop runs the steps (redraws: false) and reads the script's
    // end: only run()'s own first frame is presented.
    _ = steps.run()
    #expect(!steps.hasIdleWork)
    #expect(app.terminal.frameCount == frames + 2)
  }
}
