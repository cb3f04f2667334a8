import RecipeKit
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// What a user does with the browser, checked on the controllers' state
/// (the snapshots check what it looks like).
@Suite struct AppBehaviorTests {
  @Test func launchChoosesTheFirstCuisineAndShowsItsDishes() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40))
    let coordinator = app.coordinator
    #expect(coordinator.menu.chosenIndex == 0)
    #expect(coordinator.dishes.cuisine?.name == "家常菜")
    #expect(coordinator.dishes.visible.count == 9)
    #expect(coordinator.split.focusedColumn == .primary)
  }

  @Test func aCuisineChosenAgainShowsItsDishesAgain() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "down enter left up enter")
    #expect(app.coordinator.dishes.cuisine?.name == "家常菜")
    #expect(app.coordinator.dishes.visible.count == 9)
    #expect(app.screen.contains("番茄炒蛋"))
  }

  @Test func enterInTheMasterChoosesAndMovesTheFocusToTheDetail() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "down down enter")
    #expect(app.coordinator.dishes.cuisine?.name == "鲁菜")
    #expect(app.coordinator.split.focusedColumn == .supplementary)
  }

  // Issue 19, item 1: the highlight previews the cuisine; only `enter`
  // moves the focus.
  @Test func arrowingInTheMasterPreviewsTheCuisineAndKeepsTheFocus() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "down down")
    #expect(app.coordinator.dishes.cuisine?.name == "鲁菜")
    #expect(app.coordinator.menu.list.selectedRow == 2)
    #expect(app.coordinator.split.focusedColumn == .primary)
  }

  @Test func aBurstOfResizesKeepsTheCuisineTheDishAndBothScrollPositions() throws {
    // 12 rows: 10 cuisines, or 5 dishes of 2 lines, fit under a title bar
    // (without the footer's row).
    var options = Options()
    options.footer = false
    let app = try AppHarness(
      size: Size(width: 120, height: 12),
      keys: "end up up up up up up enter down down down down down down down", options: options)
    let coordinator = app.coordinator
    let menuTop = coordinator.menu.list.topRow
    let dishTop = coordinator.dishes.list.topRow
    let dish = coordinator.dishes.selectedDish
    #expect(menuTop > 0 && dishTop > 0)
    try app.send("resize:80x12 resize:61x15 resize:100x12 resize:120x12")
    #expect(coordinator.menu.chosenIndex == 9 && menuTop == 6)
    #expect(coordinator.dishes.selectedDish == dish)
    #expect(coordinator.menu.list.topRow == menuTop)
    #expect(coordinator.dishes.list.topRow == dishTop)
  }

  @Test func theSelectedRowStaysVisibleWhenTheScreenShrinks() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "tab end")
    try app.send("resize:120x10")
    let list = app.coordinator.dishes.list
    guard let selected = list.selectedRow else {
      Issue.record("no selection")
      return
    }
    #expect((list.topRow..<list.topRow + list.visibleRowCount).contains(selected))
    #expect(app.screen.contains("紫菜蛋花汤"))
  }

  @Test func theShowMasterButtonFollowsTheMode() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40))
    let split = app.coordinator.split
    let button = split.showPrimaryButton
    // The split derives the dishes' bar items from its mode (they are
    // never written into the dish list).
    #expect(!split.supplementary.containerBarItems.contains { $0 === button })
    try app.send("resize:80x24")
    #expect(split.supplementary.containerBarItems.contains { $0 === button })
    #expect(app.coordinator.dishes.leftBarItems.isEmpty)
    #expect(app.screen.hasPrefix(" [≡ Recipes] 家常菜"))
    try app.send("resize:120x40")
    #expect(!split.supplementary.containerBarItems.contains { $0 === button })
  }

  @Test func clickingTheShowMasterButtonOpensTheDrawerAndChoosingClosesIt() throws {
    let app = try AppHarness(size: Size(width: 80, height: 24), keys: "click:3,0")
    #expect(app.coordinator.split.isDrawerOpen)
    // The drawer lists the cuisines from row 2; click the third.
    try app.send("click:4,4")
    #expect(!app.coordinator.split.isDrawerOpen)
    #expect(app.coordinator.dishes.cuisine?.name == "鲁菜")
    #expect(app.coordinator.split.focusedColumn == .supplementary)
  }

  @Test func aClickOutsideTheDrawerClosesItKeepingThePreviewedCuisine() throws {
    let app = try AppHarness(size: Size(width: 80, height: 24), keys: "m down click:70,10")
    #expect(!app.coordinator.split.isDrawerOpen)
    #expect(app.coordinator.dishes.cuisine?.name == "川菜")
    #expect(app.coordinator.split.focusedColumn == .supplementary)
  }

  @Test func mKeyHidesAndShowsTheMasterInSplitMode() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "m")
    #expect(app.coordinator.split.frames?[.primary] == .hidden)
    #expect(app.screen.hasPrefix(" [≡ Recipes] 家常菜"))
    try app.send("m")
    #expect(app.coordinator.split.frames?[.primary].isColumn == true)
  }

  @Test func clickingADishOpensItsRecipeAndQClosesItKeepingTheSelection() throws {
    // Dish rows start at row 2, two lines each: row 6 is the third dish.
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "click:40,6")
    let presenter = app.coordinator.presenter
    #expect(presenter.sheet != nil)
    #expect(app.coordinator.application.presentations.count == 1)
    #expect(app.screen.contains("[Close] 可乐鸡翅"))
    try app.send("q")
    #expect(app.coordinator.application.presentations.isEmpty)
    #expect(app.coordinator.dishes.selectedDish?.name == "可乐鸡翅")
  }

  @Test func theWheelScrollsTheListUnderThePointer() throws {
    let app = try AppHarness(size: Size(width: 120, height: 12), keys: "wheeldown:5,5")
    #expect(app.coordinator.menu.list.topRow == 3)
    #expect(app.coordinator.dishes.list.topRow == 0)
    try app.send("wheeldown:60,5")
    #expect(app.coordinator.dishes.list.topRow == 3)
  }

  @Test func draggingTheDividerWidensTheMaster() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "drag:30,10-40,10")
    #expect(app.coordinator.split.frames?.frame(of: .primary)?.width == 40)
    #expect(
      app.screen.split(separator: "\n")[0].hasPrefix(
        " Recipes" + String(repeating: " ", count: 32) + "│"))
  }

  @Test func theFilterNarrowsTheDishesAndEscapeClearsIt() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "/ text:蛋")
    let dishes = app.coordinator.dishes
    #expect(dishes.visible.count == 3)
    #expect(dishes.title == "家常菜" && dishes.titleDetail == "1/3 of 9")
    #expect(app.coordinator.split.focusedColumn == .supplementary)
    try app.send("backspace text:鸡翅")
    #expect(dishes.visible.map { dishes.dishes[$0].name } == ["可乐鸡翅"])
    try app.send("esc")
    #expect(dishes.visible.count == 9 && dishes.title == "家常菜")
  }

  @Test func pastedTextFiltersAndIsNeverTypedAsKeys() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40))
    app.coordinator.application.dispatch(.paste("q蛋"))
    #expect(app.coordinator.dishes.filterText == "q蛋")
    #expect(app.coordinator.split.focusedColumn == .supplementary)
    app.coordinator.application.dispatch(.key(.backspace))
    app.coordinator.application.dispatch(.key(.backspace))
    app.coordinator.application.dispatch(.paste("蛋"))
    #expect(app.coordinator.dishes.visible.count == 3)
  }

  @Test func theFilterCanBeLeftOpenWhileBrowsing() throws {
    let app = try AppHarness(
      size: Size(width: 120, height: 40), keys: "tab / text:蛋 tab down enter")
    #expect(app.coordinator.application.presentations.count == 1)
    #expect(app.screen.contains("[Close] 肉末蒸蛋"))
  }

  @Test func sortingByDifficultyIsKeptAcrossCuisines() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "s down down enter")
    let dishes = app.coordinator.dishes
    #expect(dishes.order == .difficulty)
    #expect(app.coordinator.application.presentations.isEmpty)
    let ranks = dishes.visible.map { dishes.dishes[$0].difficulty?.rawValue ?? 99 }
    #expect(ranks == ranks.sorted())
    #expect(app.screen.contains("[Sort: Difficulty]"))
    try app.send("down enter")
    #expect(dishes.cuisine?.name == "川菜" && dishes.order == .difficulty)
    let next = dishes.visible.map { dishes.dishes[$0].difficulty?.rawValue ?? 99 }
    #expect(next == next.sorted())
  }

  @Test func sortingByDefaultAgainGivesBackTheBundlesOrder() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40))
    let dishes = app.coordinator.dishes
    let original = dishes.dishes.map(\.name)
    try app.send("s down down down enter")
    #expect(dishes.order == .time)
    #expect(dishes.dishes.map(\.name) != original)
    try app.send("s home enter")
    #expect(dishes.order == .bundle)
    #expect(dishes.dishes.map(\.name) == original)
  }

  /// Issue 19, item 11: "Name" sorts by pinyin, "Default" is the bundle's.
  @Test func sortingByNameFollowsPinyin() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "s down enter")
    let dishes = app.coordinator.dishes
    #expect(dishes.order == .name)
    let keys = dishes.dishes.map { PinyinTable.shared.sortKey(for: $0.name) }
    #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
    let bundleOrder = try app.coordinator.source.dishes(of: app.coordinator.source.categories[0])
    #expect(dishes.dishes != bundleOrder && Set(dishes.dishes) == Set(bundleOrder))
    #expect(app.screen.contains("[Sort: Name]"))
  }

  @Test func theThemePopoverChangesTheAccentThroughItsDelegate() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "t")
    #expect(app.coordinator.application.presentations.count == 1)
    try app.send("right enter")
    #expect(app.coordinator.application.presentations.isEmpty)
    #expect(app.coordinator.application.theme.accent == .indexed(38))
  }

  @Test func helpPushesATopicPageAndBackPops() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "? left down enter")
    #expect(app.screen.contains("[‹ Help] Mouse"))
    try app.send("left")
    #expect(app.screen.contains(" Help "))
    try app.send("esc")
    #expect(app.coordinator.application.presentations.isEmpty)
  }

  @Test func noColorMeansAThemeWithoutColours() throws {
    var options = Options()
    options.color = false
    let app = try AppHarness(size: Size(width: 120, height: 40), options: options)
    #expect(app.coordinator.application.theme.colors == .none)
  }

  @Test func asciiGlyphsReplaceBoxesAndArrows() throws {
    var options = Options()
    options.ascii = true
    let app = try AppHarness(size: Size(width: 80, height: 24), keys: "", options: options)
    #expect(app.screen.hasPrefix(" [= Recipes] 家常菜"))
    #expect(!app.screen.contains("─") && !app.screen.contains("│"))
  }
}
