import SplitLayout
import TestSupport
import Testing

/// Named cases drawn as letters: P primary (cuisines), S supplementary
/// (dishes), R secondary (recipe), I inspector, | divider, W the drawer.
@Suite struct ColumnLayoutTests {
  private func row(
    _ width: Int, _ override: LadderOverride = .auto, _ options: ColumnOptions = ColumnOptions()
  ) -> String {
    let frames = ColumnLayout.frames(
      in: Size(width: width, height: 3), settings: LadderSettings(override: override),
      options: options)
    var parts: [(Character, Rect?)] = [
      ("P", frames.frame(of: .primary)), ("S", frames.frame(of: .supplementary)),
      ("R", frames.frame(of: .secondary)), ("I", frames.frame(of: .inspector)),
    ]
    parts += frames.dividers.map { ("|", $0) }
    if let drawer = frames.drawer { parts.append(("W", drawer)) }
    return letters(width: width, parts)
  }

  private func run(_ parts: (Character, Int)...) -> String {
    parts.map { String(repeating: $0.0, count: $0.1) }.joined()
  }

  // MARK: The ladder's rungs with the standard columns

  @Test func stackShowsOnePageFullScreen() {
    #expect(row(60) == run(("S", 60)))
    #expect(row(60, .auto, ColumnOptions(stackTop: .primary)) == run(("P", 60)))
    #expect(row(40, .auto, ColumnOptions(stackTop: .secondary)) == run(("R", 40)))
  }

  @Test func drawerModeShowsTheDishesAndTheDrawerOverThem() {
    #expect(row(61) == run(("S", 61)))
    #expect(row(80, .auto, ColumnOptions(isDrawerOpen: true)) == run(("W", 32), ("S", 48)))
    #expect(row(100, .auto, ColumnOptions(isDrawerOpen: true)) == run(("W", 32), ("S", 68)))
    #expect(row(8, .drawer, ColumnOptions(isDrawerOpen: true)) == "WWWWSSSS")
  }

  @Test func splitShowsThirtyColumnsOfCuisinesAndTheDishes() {
    #expect(row(101) == run(("P", 30), ("|", 1), ("S", 70)))
    #expect(row(120) == run(("P", 30), ("|", 1), ("S", 89)))
    #expect(row(139) == run(("P", 30), ("|", 1), ("S", 108)))
  }

  @Test func tripleAddsTheRecipeWhichTakesTheRest() {
    #expect(row(140) == run(("P", 30), ("|", 1), ("S", 44), ("|", 1), ("R", 64)))
    #expect(row(199) == run(("P", 30), ("|", 1), ("S", 44), ("|", 1), ("R", 123)))
  }

  @Test func inspectorBecomesAColumnAt200() {
    #expect(
      row(200) == run(("P", 30), ("|", 1), ("S", 44), ("|", 1), ("R", 91), ("|", 1), ("I", 32)))
    #expect(
      row(300) == run(("P", 30), ("|", 1), ("S", 44), ("|", 1), ("R", 191), ("|", 1), ("I", 32)))
    let frames = ColumnLayout.frames(in: Size(width: 200, height: 50), mode: .triple)
    #expect(frames.columns == [.primary, .supplementary, .secondary, .inspector])
    #expect(frames.dividers.count == 3)
  }

  // MARK: The user's choices

  @Test func hiddenInspectorGivesItsRoomToTheRecipe() {
    #expect(
      row(200, .auto, ColumnOptions(inspector: .hidden))
        == run(("P", 30), ("|", 1), ("S", 44), ("|", 1), ("R", 124)))
  }

  @Test func inspectorBelowDIsASheet() {
    let shown = ColumnOptions(inspector: .shown)
    for width in [40, 80, 120, 199] {
      let frames = ColumnLayout.frames(
        in: Size(width: width, height: 20), settings: LadderSettings(), options: shown)
      #expect(frames[.inspector] == .sheet, "\(width)")
    }
    #expect(
      ColumnLayout.frames(in: Size(width: 160, height: 20), settings: LadderSettings())[.inspector]
        == .hidden)
    #expect(row(160, .auto, shown) == run(("P", 30), ("|", 1), ("S", 44), ("|", 1), ("R", 84)))
  }

  @Test func hiddenPrimaryLeavesTheOthers() {
    let hidden = ColumnOptions(isPrimaryHiddenByUser: true)
    #expect(row(120, .auto, hidden) == run(("S", 120)))
    #expect(row(200, .auto, hidden) == run(("S", 44), ("|", 1), ("R", 122), ("|", 1), ("I", 32)))
    let frames = ColumnLayout.frames(
      in: Size(width: 120, height: 9), settings: LadderSettings(), options: hidden)
    #expect(frames.needsPrimaryButton && frames.primaryDivider == nil)
  }

  @Test func zoomGivesTheFocusedColumnTheWholeWidth() {
    #expect(row(200, .auto, ColumnOptions(zoomed: .secondary)) == run(("R", 200)))
    #expect(row(120, .auto, ColumnOptions(zoomed: .primary)) == run(("P", 120)))
    let frames = ColumnLayout.frames(
      in: Size(width: 200, height: 9), settings: LadderSettings(),
      options: ColumnOptions(zoomed: .supplementary))
    #expect(frames.zoomed == .supplementary && frames[.inspector] == .hidden)
    // Nothing to zoom in the drawer or stack modes, nor a column not shown.
    #expect(row(80, .auto, ColumnOptions(zoomed: .primary)) == run(("S", 80)))
    #expect(
      row(120, .auto, ColumnOptions(zoomed: .secondary)) == run(("P", 30), ("|", 1), ("S", 89)))
    #expect(
      ColumnLayout.frames(
        in: Size(width: 120, height: 9), settings: LadderSettings(),
        options: ColumnOptions(zoomed: .secondary)
      ).zoomed == nil)
  }

  @Test func draggedPrimaryWidthIsKeptWithinItsLimits() {
    #expect(
      row(200, .auto, ColumnOptions(userPrimaryWidth: 50))
        == run(("P", 50), ("|", 1), ("S", 44), ("|", 1), ("R", 71), ("|", 1), ("I", 32)))
    #expect(
      row(140, .auto, ColumnOptions(userPrimaryWidth: 3))
        == run(("P", 16), ("|", 1), ("S", 44), ("|", 1), ("R", 78)))
    // 40% of 120 is 48.
    #expect(
      row(120, .auto, ColumnOptions(userPrimaryWidth: 55)) == run(("P", 48), ("|", 1), ("S", 71)))
    #expect(ColumnLayout.primaryWidth(draggingDividerTo: 40, screenWidth: 200) == 40)
    #expect(ColumnLayout.primaryWidth(draggingDividerTo: 200, screenWidth: 200) == 60)
    #expect(ColumnLayout.primaryWidth(draggingDividerTo: -3, screenWidth: 200) == 16)
    #expect(ColumnLayout.primaryWidth(draggingDividerTo: 90, screenWidth: 120) == 48)
  }

  /// A wide drag stops at 40% of the screen, and at the maximum of 60.
  @Test func wideDragIsCappedAtFortyPercent() {
    #expect(
      row(140, .auto, ColumnOptions(userPrimaryWidth: 60))
        == run(("P", 56), ("|", 1), ("S", 44), ("|", 1), ("R", 38)))
    #expect(
      row(150, .auto, ColumnOptions(userPrimaryWidth: 60))
        == run(("P", 60), ("|", 1), ("S", 44), ("|", 1), ("R", 44)))
    #expect(
      row(250, .auto, ColumnOptions(userPrimaryWidth: 90))
        == run(("P", 60), ("|", 1), ("S", 44), ("|", 1), ("R", 111), ("|", 1), ("I", 32)))
  }

  /// When the recipe would fall below its minimum of 30, the cuisines and
  /// the dishes give way in proportion to what each can give (14 and 20).
  @Test func narrowTripleShrinksTheOthersTowardsTheirMinimums() {
    #expect(row(100, .triple) == run(("P", 27), ("|", 1), ("S", 41), ("|", 1), ("R", 30)))
    #expect(row(106, .triple) == run(("P", 30), ("|", 1), ("S", 44), ("|", 1), ("R", 30)))
  }

  // MARK: Forced modes on narrow screens

  @Test func forcedTripleOnNarrowScreensShrinksInProportion() {
    #expect(row(80, .triple) == run(("P", 19), ("|", 1), ("S", 29), ("|", 1), ("R", 30)))
    #expect(row(40, .triple) == run(("P", 9), ("|", 1), ("S", 13), ("|", 1), ("R", 16)))
    #expect(row(3, .triple) == "S|R")
    #expect(row(2, .triple) == "RR")
    #expect(row(1, .triple) == "R")
  }

  @Test func forcedSplitOnNarrowScreens() {
    #expect(row(50, .split) == run(("P", 20), ("|", 1), ("S", 29)))
    #expect(row(30, .split) == run(("P", 10), ("|", 1), ("S", 19)))
  }

  @Test func hitTestingFindsTheColumnUnderAPoint() {
    let frames = ColumnLayout.frames(in: Size(width: 200, height: 10), mode: .triple)
    #expect(frames.role(at: Point(x: 0, y: 5)) == .primary)
    #expect(frames.role(at: Point(x: 30, y: 5)) == nil)
    #expect(frames.role(at: Point(x: 31, y: 5)) == .supplementary)
    #expect(frames.role(at: Point(x: 199, y: 9)) == .inspector)
    #expect(frames.role(at: Point(x: 199, y: 10)) == nil)
    #expect(frames.primaryDivider == Rect(x: 30, y: 0, width: 1, height: 10))
    let drawer = ColumnLayout.frames(
      in: Size(width: 80, height: 10), mode: .drawer, options: ColumnOptions(isDrawerOpen: true))
    #expect(drawer.role(at: Point(x: 31, y: 0)) == .primary)
    #expect(drawer.role(at: Point(x: 32, y: 0)) == .supplementary)
  }
}
