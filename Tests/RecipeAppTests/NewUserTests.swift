import Foundation
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp
@testable import RecipeKit

/// Issue 30: what a new user hit in the second release (items 1–4, 7–9,
/// 12, 15, 18, 19 here; each fails on the main before the fix).
@Suite struct NewUserTests {
  func rows(_ screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  func lastRow(_ screen: String) -> String { rows(screen).last ?? "" }

  func run(_ arguments: [String]) throws -> (status: Int32, output: [String], errors: [String]) {
    try ConfigCommandTests().run(arguments + ["--data", PackagePaths.data.path])
  }

  // MARK: Item 1: `i` below 200 columns

  @Test(arguments: ["i", "ctrl-p i n s p e c t o r enter"])
  func theInspectorIsASheetBelowTwoHundredColumns(keys: String) throws {
    let app = try AppHarness(size: Size(width: 150, height: 24), keys: keys)
    #expect(app.coordinator.inspectorSheet?.application != nil)
    #expect(app.screen.contains("[ ] 番茄"))
    try app.send("i")
    #expect(app.coordinator.inspectorSheet?.application == nil)
    #expect(!app.screen.contains("[ ] 番茄"))
  }

  @Test func theInspectorIsAPageInTheStackMode() throws {
    let app = try AppHarness(size: Size(width: 50, height: 20), keys: "enter i")
    #expect(app.screen.contains("[ ] 番茄"))
  }

  // MARK: Item 2: `enter` keeps the previewed recipe's line

  @Test func enterKeepsThePreviewsLineInThreeColumns() throws {
    let entered = try AppHarness(
      size: Size(width: 160, height: 12), keys: "tab enter pgdn esc enter")
    let tabbed = try AppHarness(size: Size(width: 160, height: 12), keys: "tab enter pgdn esc tab")
    let recipe = { (screen: String) in self.rows(screen).dropFirst(2).map { String($0.suffix(80)) }
    }
    #expect(recipe(entered.screen) == recipe(tabbed.screen))
    #expect(!entered.screen.contains("几乎人人"))
  }

  // MARK: Item 3: the focused inspector's footer

  @Test func theFocusedInspectorShowsTheChecklistsKeys() throws {
    let app = try AppHarness(size: Size(width: 250, height: 20), keys: "tab enter tab")
    #expect(app.coordinator.split.focusedColumn == .inspector)
    let footer = lastRow(app.screen)
    #expect(footer.contains("tick") && footer.contains("i hide"), "\(footer)")
    #expect(!footer.contains("open") && !footer.contains("cuisines"))
  }

  // MARK: Item 4: Help › Layout from the ladder

  @Test func helpLayoutIsMadeFromTheLadder() {
    var context = HelpContext(
      width: 250, breakpoint: 100, isSplit: true, cuisineCount: 16, folder: "Data")
    let page = HelpTopic.layout.entries(Labels(.en), context: context)
    let text = page.map { $0.0 + " " + $0.1 }.joined(separator: "\n")
    for needle in [
      "≤ 60 stack", "61–100 drawer", "101–139 split", "≥ 140 triple", "≥ 200 triple + inspector",
      "now 250 columns: triple + inspector", "--ladder", "--layout", "i shows", "z zooms",
    ] {
      #expect(text.contains(needle), "\(needle)")
    }
    context.width = 120
    context.settings = LadderSettings(
      ladder: (try? Ladder(stack: 50, drawer: 90, triple: 130, inspector: 180)) ?? .standard)
    let narrow = HelpTopic.layout.entries(Labels(.en), context: context)
    #expect(narrow.contains { $0.0 == "now" && $0.1 == "120 columns: split" })
    #expect(narrow.contains { $0.0 == "≥ 180" })
  }

  // MARK: Item 7: "What can I cook?" without a Chinese input method

  @Test func whatCanICookReadsPinyinInitialsAndEnglish() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "w j i d a n space f q")
    #expect(app.screen.contains("jidan → 鸡蛋"), "\(app.screen)")
    #expect(app.screen.contains("fq → 番茄"))
    #expect(app.screen.contains("番茄炒蛋"))
    try app.send("backspace backspace e g g s")
    #expect(app.screen.contains("eggs → 鸡蛋"))
  }

  @Test func aPaletteIngredientAddsToTheQuery() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "w f a n q i e esc")
    app.coordinator.paletteChoseIngredient("鸡蛋")
    #expect(app.coordinator.whatCanICook.page?.text == "fanqie 鸡蛋")
    app.coordinator.paletteChoseIngredient("鸡蛋")
    #expect(app.coordinator.whatCanICook.page?.text == "fanqie 鸡蛋")
  }

  @Test func withAndWithoutTakePinyinInitialsAndEnglish() throws {
    let english = try run(["--with", "eggs tomatoes"])
    #expect(english.status == 0)
    #expect(english.output.contains { $0.contains("番茄炒蛋") })
    #expect(english.errors.contains { $0.contains("eggs → 鸡蛋") })
    let initials = try run(["--with", "jd", "--without", "fanqie"])
    #expect(initials.status == 0)
    #expect(!initials.output.contains { $0.contains("番茄炒蛋") })
    #expect(initials.output.contains { $0.contains("肉末蒸蛋") })
  }

  // MARK: Item 8: English

  @Test func searchFindsEnglish() throws {
    let twice = try run(["--search", "twice-cooked pork"])
    #expect(twice.status == 0)
    #expect(twice.output.first?.hasSuffix("\t回锅肉") == true, "\(twice.output)")
    let pork = try run(["--search", "pork"])
    #expect(
      pork.status == 0 && pork.output.contains { $0.hasPrefix("ingredient") && $0.hasSuffix("猪肉") })
    let egg = try run(["--search", "Eggs"])
    #expect(egg.output.contains { $0.hasPrefix("ingredient") && $0.hasSuffix("\t鸡蛋") })
  }

  @Test func porkListsMainIngredientDishesFirst() throws {
    let pork = try run(["--with", "pork"])
    #expect(pork.status == 0 && pork.output.count > 10)
    #expect(pork.errors.contains { $0.contains("pork → 猪肉") })
  }

  @Test func theFilterFindsEnglishDishNames() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab / c o l a")
    #expect(app.screen.contains("可乐鸡翅"))
    #expect(!app.screen.contains("番茄炒蛋"))
  }

  @Test func englishTablesShowTheEnglishName() throws {
    let english = try run(["--print", "102", "--lang", "en"])
    #expect(english.output.contains { $0.contains("猪里脊 pork tenderloin") }, "\(english.output)")
    let chinese = try run(["--print", "102", "--lang", "zh"])
    #expect(!chinese.output.contains { $0.contains("pork") })
  }

  // MARK: Item 9: `/` says where to look

  @Test func anEmptyFilterPointsToThePalette() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab / h u i g u o r o u")
    #expect(app.screen.contains("No matching dishes in 家常菜 — ctrl-p searches every cuisine"))
    try app.send("enter")
    let palette = try #require(app.coordinator.paletteContent)
    #expect(palette.text == "huiguorou")
    #expect(app.coordinator.application.presentations.last is PaletteController)
  }

  // MARK: Item 12: `f` says what it did

  @Test func favouringARecipeIsSaidAndShown() throws {
    let app = try AppHarness(size: Size(width: 160, height: 20), keys: "tab enter f")
    #expect(lastRow(app.screen).contains("★ Added to favourites"))
    #expect(rows(app.screen)[0].contains("★ id 101"), "\(rows(app.screen)[0])")
    try app.send("f")
    #expect(lastRow(app.screen).contains("Removed from favourites"))
    #expect(!rows(app.screen)[0].contains("★ id"))
  }

  // MARK: Item 15: same names, notes

  @Test func sameNamedDishesShowTheirIds() throws {
    let cuisine = Cuisine(idstr: "1", name: "川菜")
    let hits = ["501", "502"].map { id in
      SearchHit(
        kind: .dish, name: "宫保鸡丁", idstr: id, cuisine: cuisine, command: nil, match: .whole,
        highlighted: [])
    }
    #expect(PaletteRow.collisionKey(hits[0]) == PaletteRow.collisionKey(hits[1]))
    var canvas = Canvas(size: Size(width: 60, height: 1))
    PaletteRow(hit: hits[1], labels: Labels(.en), showsID: true).draw(
      in: Rect(x: 0, y: 0, width: 60, height: 1), canvas: &canvas, theme: Theme(colors: .none),
      isSelected: false)
    #expect(canvas.text.contains("宫保鸡丁  川菜  #502"), "\(canvas.text)")
    let cook = SearchHit(
      kind: .dish, name: "Pancakes", idstr: "Breakfast/Sweet/Pancakes", cuisine: cuisine,
      command: nil, match: .whole, highlighted: [])
    #expect(PaletteRow(hit: cook, labels: Labels(.en), showsID: true).shownID == "Breakfast/Sweet/")
  }

  @Test func notesAreShownApartFromNames() throws {
    let page = try run(["--print", "1006", "--lang", "en"])
    #expect(page.status == 0)
    #expect(page.output.contains { $0.contains("猪肉馅 minced pork（肥三瘦七）") }, "\(page.output)")
  }

  // MARK: Item 18: the drawer comes back

  @Test func anOpenDrawerIsRestoredAfterWideningAndNarrowing() throws {
    let app = try AppHarness(size: Size(width: 90, height: 24), keys: "m")
    #expect(app.coordinator.split.isDrawerOpen)
    try app.send("resize:130x24")
    #expect(!app.coordinator.split.isDrawerOpen)
    try app.send("down resize:90x24")
    #expect(app.coordinator.split.isDrawerOpen)
    #expect(app.coordinator.split.focusedColumn == .primary)
  }

  // MARK: Item 19: the shopping list's cursor

  @Test func theShoppingListOpensOnADishAndKeepsItsRow() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab a down a L")
    let page = try #require(app.coordinator.shopping.page)
    guard case .dish? = page.selectedRow else {
      Issue.record("the cursor is on \(String(describing: page.selectedRow))")
      return
    }
    try app.send("down down down down")
    let row = page.list.selectedRow
    let top = page.list.topRow
    try app.send("D n")
    #expect(page.list.selectedRow == row)
    #expect(page.list.topRow == top)
  }
}
