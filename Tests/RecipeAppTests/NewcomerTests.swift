import Foundation
import RecipeKit
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// What a new user tripped over (issue 19), checked on the controllers'
/// state and the screen. Each test fails on the first release's behaviour.
@Suite struct NewcomerTests {
  static let wide = Size(width: 120, height: 40)
  static let drawer = Size(width: 80, height: 24)

  // MARK: q closes the top layer (item 4)

  @Test func qClosesTheDrawerAndQuitsOnlyFromTheBaseScreen() throws {
    let app = try AppHarness(size: Self.drawer, keys: "m q")
    #expect(app.exitReason == .inputEnded)
    #expect(!app.coordinator.split.isDrawerOpen)
    let again = try AppHarness(size: Self.drawer, keys: "m q q")
    #expect(again.exitReason == .quit)
  }

  @Test func qOnTheTooSmallScreenClosesTheRecipeFirst() throws {
    let app = try AppHarness(size: Self.wide, keys: "tab enter resize:30x8 q")
    #expect(app.exitReason == .inputEnded)
    #expect(app.coordinator.application.presentations.isEmpty)
    // Wrapped at 30 columns (issue 30, item 5): the needed size shows.
    #expect(app.screen.contains("Terminal too small: 30x8,"))
    #expect(app.screen.contains("needs 40x10"))
    let again = try AppHarness(size: Self.wide, keys: "tab enter resize:30x8 q q")
    #expect(again.exitReason == .quit)
  }

  @Test func ctrlCQuitsFromARecipeAndFromTheFilter() throws {
    #expect(try AppHarness(size: Self.wide, keys: "tab enter ctrl-c").exitReason == .quit)
    #expect(try AppHarness(size: Self.wide, keys: "/ ctrl-c").exitReason == .quit)
  }

  @Test func inTheFilterQAndQuestionMarkAreText() throws {
    let app = try AppHarness(size: Self.wide, keys: "/ q ? s t")
    #expect(app.exitReason == .inputEnded)
    #expect(app.coordinator.dishes.filterText == "q?st")
    #expect(app.coordinator.application.presentations.isEmpty)
    try app.send("esc")
    #expect(app.coordinator.dishes.filterText.isEmpty && !app.coordinator.dishes.isEditingFilter)
  }

  // MARK: The drawer's keys (item 3)

  @Test(arguments: ["tab", "left", "h", "backtab"])
  func inTheDrawerModeTheFocusKeysOpenTheDrawer(key: String) throws {
    let app = try AppHarness(size: Self.drawer, keys: key)
    #expect(app.coordinator.split.isDrawerOpen)
    #expect(app.coordinator.split.focusedColumn == .primary)
  }

  @Test(arguments: ["tab", "right", "l"])
  func fromTheDrawerRightAndTabGoBack(key: String) throws {
    let app = try AppHarness(size: Self.drawer, keys: "m \(key)")
    #expect(!app.coordinator.split.isDrawerOpen)
    #expect(app.coordinator.split.focusedColumn == .supplementary)
  }

  // MARK: The filter (item 8 and the first enter)

  @Test func slashInAnEmptyFilterTypesNothingAndBackspaceClosesIt() throws {
    let app = try AppHarness(size: Self.wide, keys: "/ text:蛋 backspace /")
    let dishes = app.coordinator.dishes
    #expect(dishes.filterText.isEmpty && dishes.isEditingFilter)
    try app.send("backspace")
    #expect(!dishes.isEditingFilter)
  }

  @Test func theFiltersFirstEnterOpensTheFirstMatch() throws {
    let app = try AppHarness(size: Self.wide, keys: "/ text:蛋 enter")
    let sheet = try #require(app.coordinator.application.presentations.last as? SheetController)
    let dishes = app.coordinator.dishes
    #expect(sheet.content.title == dishes.dishes[dishes.visible[0]].name)
    #expect(!dishes.isEditingFilter && dishes.filterText == "蛋")
  }

  @Test func slashThenEnterOpensNothingAndClosesTheFilter() throws {
    let app = try AppHarness(size: Self.wide, keys: "tab / enter")
    #expect(app.coordinator.application.presentations.isEmpty)
    #expect(!app.coordinator.dishes.isEditingFilter)
    #expect(!app.screen.contains("\n / "))
  }

  // MARK: Where am I

  @Test func theDishesTitleShowsThePosition() throws {
    let app = try AppHarness(size: Self.wide, keys: "tab down down down")
    #expect(app.screen.split(separator: "\n")[0].contains("家常菜 4/9"))
    try app.send("/ text:蛋")
    #expect(app.screen.split(separator: "\n")[0].contains("家常菜 1/3 of 9"))
  }

  @Test func atFortyColumnsTheFilterCountStaysInTheTitle() throws {
    let app = try AppHarness(size: Size(width: 40, height: 20), keys: "/ text:蛋")
    let title = String(app.screen.split(separator: "\n")[0])
    #expect(title.contains("1/3 of 9"), "\(title)")
  }

  // MARK: Reading recipe after recipe

  @Test func bracketsOpenTheNextAndPreviousDish() throws {
    let app = try AppHarness(size: Self.wide, keys: "tab enter ]")
    let dishes = app.coordinator.dishes
    func shown() -> String? {
      (app.coordinator.application.presentations.last as? SheetController)?.content.title
    }
    #expect(app.coordinator.application.presentations.count == 1)
    #expect(shown() == dishes.dishes[1].name && dishes.selectedDish == dishes.dishes[1])
    try app.send("] [ [")
    #expect(shown() == dishes.dishes[0].name && dishes.selectedDish == dishes.dishes[0])
    try app.send("[")
    #expect(shown() == dishes.dishes[0].name)
    #expect(app.coordinator.application.presentations.count == 1)
  }

  @Test(arguments: ["left", "h", "backspace"])
  func leftHAndBackspaceCloseARecipe(key: String) throws {
    let app = try AppHarness(size: Self.wide, keys: "tab enter \(key)")
    #expect(app.coordinator.application.presentations.isEmpty)
    #expect(app.exitReason == .inputEnded)
  }

  @Test func questionMarkInARecipeOpensTheHelpOnItsKeysPage() throws {
    let app = try AppHarness(size: Self.wide, keys: "tab enter ?")
    let presentations = app.coordinator.application.presentations
    #expect(presentations.count == 2)
    let help = try #require(presentations.last as? PopoverController)
    #expect(help.content.title == "Keys")
    #expect(app.screen.contains("[‹ Help] Keys"))
  }

  @Test func theSheetShowsTheDishIdAndDoesNotRepeatTheTitle() throws {
    let app = try AppHarness(size: Self.wide, keys: "tab enter")
    #expect(app.screen.contains("[Close] 番茄炒蛋 id 101"))
    let sheet = try #require(app.coordinator.application.presentations.last as? SheetController)
    let page = try #require(
      (sheet.content as? NavigationController)?.topViewController as? TextPageViewController)
    // The page's <h1> is the dish name: not shown again under the bar.
    #expect(
      !page.textView.lines.contains { $0.text.trimmingCharacters(in: .whitespaces) == "番茄炒蛋" })
    #expect(page.textView.lines.contains { $0.text.contains("Difficulty") })
  }

  @Test func aPageTitleThatDiffersFromTheDishNameStays() {
    let recipe = Recipe(blocks: [.title("番茄炒鸡蛋（家常版）"), .paragraph("好吃")])
    #expect(RecipePresenter.droppingTitle(recipe, sameAs: "番茄炒蛋") == recipe)
    let same = Recipe(blocks: [.title(" 番茄炒蛋 "), .paragraph("好吃")])
    #expect(RecipePresenter.droppingTitle(same, sameAs: "番茄炒蛋").blocks == [.paragraph("好吃")])
  }

  // MARK: Reading width (item 2)

  @Test func aWideShortTerminalCentresTheRecipeInAReadingColumn() throws {
    // Two columns forced: at 200 columns the ladder would open the recipe
    // inline, in the third column.
    var options = Options()
    options.layout = .split
    let app = try AppHarness(
      size: Size(width: 200, height: 15), keys: "tab enter", options: options)
    let sheet = try #require(app.coordinator.application.presentations.last as? SheetController)
    let navigation = try #require(sheet.content as? NavigationController)
    let page = try #require(navigation.topViewController as? TextPageViewController)
    let text = page.textView.frame
    #expect(text.width == ReadingPlacement.maximumWidth)
    #expect(abs((text.minX - 1) - (199 - text.maxX)) <= 1, "\(text)")
    for line in page.textView.lines { #expect(ColumnWidth.width(of: line.text) <= 86) }
  }

  // MARK: Images

  @Test func imagesShowOnlyWhenTheyHaveTextWorthReading() {
    let recipe = Recipe(blocks: [
      .step(number: 1, text: "切块"), .image(alt: ""), .image(alt: "step1.jpg"), .image(alt: "图片"),
      .image(alt: "切好的土豆"), .step(number: 2, text: "下锅"),
    ])
    let text = RecipeTextLayout(labels: Labels(.en)).lines(for: recipe, width: 60).map(\.text)
    #expect(!text.contains { $0.contains("[Image]") || $0.contains("jpg") || $0.contains("图片") })
    #expect(text.contains { $0.contains("[Image: 切好的土豆]") })
  }
}

/// The bottom line: the footer of keys, warnings, the input line.
@Suite struct BottomLineTests {
  func lastRow(_ app: AppHarness) -> String {
    String(app.screen.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }

  @Test func theFooterShowsTheKeysWhereTheFocusIs() throws {
    let app = try AppHarness(size: Size(width: 80, height: 24))
    #expect(
      lastRow(app).hasPrefix(
        " enter open  m cuisines  / filter  ctrl-p search  s sort  ? help  q quit"))
    try app.send("m")
    #expect(lastRow(app).hasPrefix(" enter choose  esc close  ? help"))
    try app.send("esc enter")
    #expect(lastRow(app).hasPrefix(" ] next  [ previous  pgdn page  esc close  ? help"))
    try app.send("esc s")
    #expect(lastRow(app).hasPrefix(" enter choose  esc close"))
  }

  @Test func theFooterIsInTheUILanguageAndCutToTheWidth() throws {
    let app = try AppHarness(size: Size(width: 40, height: 12), language: .zh)
    let row = lastRow(app)
    #expect(row.hasPrefix(" enter 打开  m 菜系"), "\(row)")
    #expect(ColumnWidth.width(of: row) <= 40)
    // Whole pairs only: the row never ends in a key without its label.
    #expect(!row.hasSuffix(" s") && !row.hasSuffix(" ?") && !row.hasSuffix(" q"))
  }

  @Test func noFooterGivesTheRowToTheLists() throws {
    var options = Options()
    options.footer = false
    let app = try AppHarness(size: Size(width: 80, height: 24), options: options)
    #expect(!lastRow(app).contains("quit"))
    #expect(app.coordinator.dishes.list.frame.maxY == 24)
  }

  @Test func whileTypingTheInputLineTakesTheBottomRow() throws {
    let app = try AppHarness(size: Size(width: 80, height: 24), keys: "/ text:蛋")
    #expect(lastRow(app).hasPrefix(" / 蛋"))
    try app.send("enter esc")
    #expect(lastRow(app).hasSuffix("q quit") || lastRow(app).contains("q quit"))
  }

  @Test func aWarningShowsForFiveSecondsOverTheFooter() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab end enter ]")
    #expect(lastRow(app).hasPrefix(" This is the last dish"))
    let coordinator = app.coordinator
    let later = ContinuousClock.now + .seconds(6)
    coordinator.clock = { later }
    try app.send("j")
    #expect(lastRow(app).contains("] next"))
    try app.send("esc home enter [")
    #expect(lastRow(app).hasPrefix(" This is the first dish"))
  }

  @Test func theOrderIsInputWarningTimersFooter() {
    #expect(
      BottomLine.choose(isTyping: true, warning: "w", timers: "t", showsFooter: true) == .input)
    #expect(
      BottomLine.choose(isTyping: false, warning: "w", timers: "t", showsFooter: true)
        == .warning("w"))
    #expect(
      BottomLine.choose(isTyping: false, warning: nil, timers: "t", showsFooter: true)
        == .timers("t"))
    #expect(
      BottomLine.choose(isTyping: false, warning: nil, timers: nil, showsFooter: true) == .footer)
    #expect(
      BottomLine.choose(isTyping: false, warning: nil, timers: nil, showsFooter: false) == .nothing)
  }
}

/// Popovers stay popovers while they fit; the theme previews (issue 19).
@Suite struct PopoverFitTests {
  @Test func theSortMenuStaysAPopoverAt80x24AndIsASheetInTheStackMode() throws {
    let app = try AppHarness(size: Size(width: 80, height: 24), keys: "s")
    let popover = try #require(app.coordinator.application.presentations.last as? PopoverController)
    #expect(!popover.isSheet)
    #expect(app.screen.contains("▲"))
    let narrow = try AppHarness(size: Size(width: 50, height: 24), keys: "s")
    let sheet = try #require(
      narrow.coordinator.application.presentations.last as? PopoverController)
    #expect(sheet.isSheet)
  }

  @Test func theThemePreviewsAsTheCursorMovesAndEscRestores() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40))
    let before = app.coordinator.application.theme.accent
    try app.send("t right")
    let previewed = app.coordinator.application.theme.accent
    #expect(previewed != before)
    try app.send("esc")
    #expect(app.coordinator.application.theme.accent == before)
    try app.send("t right enter")
    #expect(app.coordinator.application.theme.accent == previewed)
  }

  @Test func atFortyColumnsTheDrawerHasNoCutFragmentsBesideIt() throws {
    let app = try AppHarness(size: Size(width: 40, height: 16), keys: "m")
    for row in app.screen.split(separator: "\n").dropLast() {
      // Right of the drawer's border: nothing (no `heme] [?]`, `e: 10分…`).
      guard let border = row.lastIndex(where: { $0 == "│" || $0 == "┤" }) else { continue }
      #expect(row[row.index(after: border)...].allSatisfy { $0 == " " }, "\(row)")
    }
  }

  @Test func at80ColumnsTheListBesideTheDrawerIsDimmed() throws {
    let closed = try AppHarness(size: Size(width: 80, height: 24))
    let open = try AppHarness(size: Size(width: 80, height: 24), keys: "m")
    let before = closed.coordinator.application.render()[33, 3]
    let after = open.coordinator.application.render()[33, 3]
    // The same character of a dish's subtitle, right of the drawer, dimmed.
    #expect(before.character == after.character && before.character != " ")
    var dimmed = before.style
    open.coordinator.application.theme.dim(&dimmed)
    #expect(after.style == dimmed && after.style != before.style)
  }

  @Test func atFortyColumnsTheThemeGridsLastSwatchIsWhole() throws {
    let app = try AppHarness(size: Size(width: 40, height: 16), keys: "t")
    let popover = try #require(app.coordinator.application.presentations.last as? PopoverController)
    let navigation = try #require(popover.content as? NavigationController)
    let grid = try #require(navigation.topViewController as? ThemeViewController)
    let first = grid.cellFrame(0)
    for index in grid.colors.indices {
      let cell = grid.cellFrame(index)
      #expect(cell.maxX <= grid.frame.maxX && cell.width == first.width, "swatch \(index): \(cell)")
    }
  }

  @Test func theScrollBarHasATrackAPlainCaptureShows() throws {
    let app = try AppHarness(size: Size(width: 120, height: 12), keys: "tab end")
    let canvas = app.coordinator.application.render()
    let column = (2..<11).map { canvas[119, $0].character }
    // The track is drawn, and the thumb (at the end of the list) is a gap in it.
    #expect(column.contains(":"), "\(column)")
    #expect(column.last == " " && column.first == ":", "\(column)")
  }
}
