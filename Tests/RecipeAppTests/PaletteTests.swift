import Foundation
import RecipeKit
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// The search palette (issue 13): how it opens, what typing does, where
/// `enter` goes, what `esc` leaves, and the background indexing.
@Suite struct PaletteTests {
  static let size = Size(width: 120, height: 40)

  /// The open palette of `app`, or nil.
  static func palette(_ app: AppHarness) -> PaletteController? {
    app.coordinator.application.presentations.last as? PaletteController
  }

  static func content(_ app: AppHarness) throws -> PaletteViewController {
    try #require(palette(app)?.content as? PaletteViewController)
  }

  @Test(arguments: ["ctrl-p", ":"])
  func ctrlPAndColonOpenTheSearch(key: String) throws {
    let app = try AppHarness(size: Self.size, keys: key)
    let palette = try #require(Self.palette(app))
    #expect(!palette.isSheet)
    #expect(app.screen.contains("│ Search › "))
    let zh = try AppHarness(size: Self.size, keys: key, language: .zh)
    #expect(zh.screen.contains("│ 搜索 › "))
  }

  @Test func everyPrintableKeyIsTextQToo() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p q ? / s : j k")
    #expect(Self.palette(app) != nil)
    #expect(try Self.content(app).text == "q?/s:jk")
    #expect(app.coordinator.application.presentations.count == 1)
    try app.send("backspace backspace")
    #expect(try Self.content(app).text == "q?/s:")
    try app.send("ctrl-u")
    #expect(try Self.content(app).text == "")
  }

  @Test(arguments: [Size(width: 120, height: 40), Size(width: 50, height: 24)])
  func escClosesAndLeavesEverythingAsItWas(size: Size) throws {
    let app = try AppHarness(size: size, keys: "down down")
    let before = app.coordinator.state
    let screen = app.screen
    try app.send("ctrl-p text:hgr down esc")
    #expect(Self.palette(app) == nil)
    #expect(app.coordinator.state == before)
    #expect(app.screen == screen)
  }

  @Test func enterOnADishShowsItInItsCuisineHighlightedWithItsRecipeOpen() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p text:hgr")
    let hit = try #require(try Self.content(app).selectedHit)
    #expect(hit.kind == .dish && hit.name == "回锅肉" && hit.cuisine?.name == "川菜")
    try app.send("enter")
    let coordinator = app.coordinator
    #expect(Self.palette(app) == nil)
    // (The opened recipe put `Recent` above the cuisines: found by name.)
    #expect(coordinator.menu.chosenIndex.map { coordinator.menu.cuisines[$0].name } == "川菜")
    // (The menu's first row is now the recent dishes: compare the cuisine.)
    #expect(coordinator.dishes.cuisine?.name == "川菜")
    #expect(coordinator.dishes.selectedDish?.name == "回锅肉")
    #expect(coordinator.presenter.isSheetPresented)
    #expect(coordinator.presenter.dish?.name == "回锅肉")
    #expect(app.screen.contains("[Close] 回锅肉"))
  }

  @Test(arguments: [
    (Size(width: 160, height: 40), ColumnRole.secondary), (Size(width: 50, height: 24), .secondary),
  ])
  func aDishOpensAsTheModeOpensARecipe(size: Size, page: ColumnRole) throws {
    let app = try AppHarness(size: size, keys: "ctrl-p text:hgr enter")
    let split = app.coordinator.split
    #expect(app.coordinator.dishes.selectedDish?.name == "回锅肉")
    if split.mode == .stack {
      #expect(split.stackTop == page)
    } else {
      #expect(split.focusedColumn == page)
    }
    #expect(app.coordinator.state.isRecipeOpen)
  }

  @Test func enterOnACuisineChoosesItAndFocusesItsDishes() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p text:chuancai")
    let hit = try #require(try Self.content(app).selectedHit)
    #expect(hit.kind == .cuisine && hit.name == "川菜")
    try app.send("enter")
    let menu = app.coordinator.menu
    #expect(menu.chosenIndex.map { menu.cuisines[$0].name } == "川菜")
    #expect(app.coordinator.split.focusedColumn == .supplementary)
    #expect(!app.coordinator.presenter.isSheetPresented)
  }

  @Test func commandsRunAndShowTheirKeys() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p text:sortbydifficulty")
    #expect(app.screen.contains("Sort by difficulty"))
    let hit = try #require(try Self.content(app).selectedHit)
    #expect(hit.kind == .command && hit.command?.key == "s")
    try app.send("enter")
    #expect(app.coordinator.dishes.order == .difficulty)
    // A command that is a key: `Theme` opens the theme popover.
    try app.send("ctrl-p text:theme enter")
    let popover = try #require(
      app.coordinator.application.presentations.last as? PopoverController)
    #expect(popover.content is NavigationController)
    #expect(app.screen.contains("Orange"))
  }

  @Test func aClickOnAResultGoesThereAndAClickOutsideCloses() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p text:hs")
    let list = try Self.content(app).list.frame
    // The fourth row of `hs` on Data/ is 红烧茄子, a dish of 家常菜.
    let fourth = try #require(try Self.content(app).hit(atRow: 3))
    #expect(fourth.kind == .dish && fourth.name == "红烧茄子")
    app.coordinator.application.dispatch(
      .mouse(MouseEvent(.press(.left), at: Point(x: list.minX + 2, y: list.minY + 3))))
    #expect(Self.palette(app) == nil)
    #expect(app.coordinator.dishes.selectedDish?.name == "红烧茄子")
    #expect(app.coordinator.presenter.isSheetPresented)
    try app.send("esc")
    try app.send("ctrl-p")
    app.coordinator.application.dispatch(
      .mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 30))))
    #expect(Self.palette(app) == nil)
  }

  @Test func withNothingTypedTheCommandsAreListedWithTheirKeys() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p")
    let content = try Self.content(app)
    #expect(content.numberOfRows(in: content.list) == PaletteCommand.all.count)
    for row in 0..<PaletteCommand.all.count {
      let hit = try #require(content.hit(atRow: row))
      let command = PaletteCommand.all[row]
      #expect(hit.command?.action == command.id)
      #expect(hit.command?.key == command.key(overrides: [:])?.description)
    }
  }

  @Test func aRemappedKeyIsTheKeyShown() throws {
    var options = Options()
    options.keys = [.sort: [.character("o")]]
    let app = try AppHarness(size: Self.size, keys: "ctrl-p text:sortbytime", options: options)
    #expect(try Self.content(app).selectedHit?.command?.key == "o")
  }

  @Test func anIngredientOpensWhatCanICookWithIt() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p text:jidan")
    let egg = try #require(try Self.content(app).selectedHit)
    #expect(egg.kind == .ingredient && egg.name == "鸡蛋")
    try app.send("enter")
    let page = try #require(app.coordinator.whatCanICook.page)
    #expect(page.text == "鸡蛋")
    #expect(app.coordinator.whatCanICook.sheet?.application != nil)
    #expect(app.screen.contains(Labels(.en).whatCanICook))
  }

  @Test func pastedControlCharactersAreNotEchoedRaw() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p")
    app.coordinator.application.dispatch(.paste("hg\u{1B}\u{07}r"))
    app.coordinator.application.display()
    #expect(!app.screen.contains("\u{1B}"))
    #expect(!app.screen.contains("\u{07}"))
    #expect(try Self.content(app).selectedHit?.name == "回锅肉")
  }

  @Test func everyCuisineIsIndexedInTheBackgroundAndThePaletteSaysHowManyAreLeft() throws {
    let terminal = HeadlessTerminal(size: Self.size)
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let coordinator = AppCoordinator(
      source: bundle, options: Options(), labels: Labels(.en), terminal: terminal)
    let application = coordinator.application
    application.dispatch(.key(.control("p")))
    for character in "hgr" { application.dispatch(.key(.character(character))) }
    let search = try #require(coordinator.paletteSearch)
    #expect(search.index.pendingCuisines == bundle.cuisines.count)
    #expect(application.render().text.contains("16 cuisines loading…"))
    let content = try #require(coordinator.paletteContent)
    #expect(content.selectedHit?.name != "回锅肉")
    // The run loop's idle work (a headless terminal has no input waiting).
    coordinator.run()
    #expect(search.index.pendingCuisines == 0)
    #expect(
      search.index.dishCount
        == bundle.cuisines.reduce(0) { $0 + ((try? bundle.dishes(of: $1).count) ?? 0) })
    #expect(content.selectedHit?.name == "回锅肉")
    #expect(application.render().text.contains("results"))
  }

  @Test func aGrowingQueryNarrowsThePreviousResults() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p h")
    let content = try Self.content(app)
    let index = try #require(app.coordinator.paletteSearch?.index)
    let first = try #require(content.results)
    #expect(first.dishesExamined == index.dishNameCount)
    try app.send("g")
    let second = try #require(content.results)
    let names = Set(index.hits(first, limit: .max).filter { $0.kind == .dish }.map(\.name))
    #expect(second.dishesExamined == names.count)
    #expect(second.dishesExamined < index.dishNameCount)
  }

  @Test func aHostileBundleIsIndexedToTheEndAndNothingReachesTheTerminalRaw() throws {
    try HostileBundle.with(hugePage: false) { hostile in
      let app = try AppHarness(
        size: Self.size, keys: "ctrl-p text:e", folder: hostile.folder)
      let search = try #require(app.coordinator.paletteSearch)
      // Unreadable lists count as done: the palette is not "loading" forever.
      #expect(search.index.pendingCuisines == 0)
      #expect(!search.isWorking)
      let frame = try #require(app.terminal.lastFrame)
      #expect(!frame.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(app.screen.contains("results"))
    }
  }

  @Test func theIndexDoesNotMakeTheBundleKeepEveryList() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p")
    #expect(app.coordinator.paletteSearch?.index.pendingCuisines == 0)
    // Only the cuisine on screen was kept by the bundle (the dish list's).
    let kept = app.coordinator.source.categories.filter {
      (try? app.coordinator.source.dishLoader(for: $0).isComplete) == true
    }
    #expect(kept.map(\.name) == ["家常菜"])
  }

  @Test func matchedCharactersAreHighlightedWholeNeverHalfAGlyph() throws {
    let app = try AppHarness(size: Self.size, keys: "ctrl-p text:hgr down")
    let frame = try #require(app.terminal.lastFrame)
    let rows = styleRows(of: frame) { $0.attributes.contains(.underline) ? "M" : nil }
    // 回锅肉 on the first result row (after the input line and the rule),
    // not selected now: all three characters, both columns of each.
    let list = try Self.content(app).list.frame
    let row = rows[list.minY]
    let start = row.index(row.startIndex, offsetBy: list.minX + 1)
    #expect(row[start...].hasPrefix("MMMMMM."))
    for (y, line) in rows.enumerated() {
      for x in 0..<frame.size.width where frame[x, y].width == 2 {
        let chars = Array(line)
        #expect(chars[x] == chars[x + 1], "half a glyph highlighted at \(x),\(y)")
      }
    }
  }
}
