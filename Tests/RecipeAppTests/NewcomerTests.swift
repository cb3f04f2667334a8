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
    #expect(app.screen.contains("Terminal too small: 30x8, need"))
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
