import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// Cooking in the browser (issue 12): a recipe's scale and units, the
/// shopping list and "What can I cook?", driven by keys on `Data/`.
/// (`enter enter` opens 番茄炒蛋, id 101, at 120x40: a sheet over the split.)
@Suite struct CookingAppTests {
  static let size = Size(width: 120, height: 40)

  /// The recipe's title bar (the sheet's second row).
  static func titleBar(_ app: AppHarness) -> String {
    String(app.screen.split(separator: "\n", omittingEmptySubsequences: false)[2])
  }

  /// The screen's line holding `text`, or "".
  static func line(_ app: AppHarness, containing text: String) -> String {
    app.screen.split(separator: "\n").first { $0.contains(text) }.map(String.init) ?? ""
  }

  @Test func plusAndMinusStepThroughTheFactorsAndTheTitleBarShowsThem() throws {
    let app = try AppHarness(size: Self.size, keys: "enter enter")
    #expect(Self.titleBar(app).contains("番茄炒蛋 id 101"))
    var seen: [String] = []
    for _ in 0..<5 {
      try app.send("+")
      seen.append(Self.titleBar(app))
    }
    for (bar, factor) in zip(seen, ["×1.5", "×2", "×3", "×4", "×4"]) {
      #expect(bar.contains("番茄炒蛋 \(factor) id 101"), "\(bar)")
    }
    seen = []
    for _ in 0..<9 {
      try app.send("-")
      seen.append(Self.titleBar(app))
    }
    let down = ["×3", "×2", "×1.5", "", "×½", "×⅓", "×¼", "×¼", "×¼"]
    for (bar, factor) in zip(seen, down) {
      let expected = factor.isEmpty ? "番茄炒蛋 id 101" : "番茄炒蛋 \(factor) id 101"
      #expect(bar.contains(expected), "\(bar)")
    }
    try app.send("=")
    #expect(Self.titleBar(app).contains("番茄炒蛋 id 101"))
    #expect(app.coordinator.state.scales["101"] == nil)
  }

  @Test func amountsAreScaledLikeACookAndTheStepsStayAsTheyAre() throws {
    let plain = try AppHarness(size: Self.size, keys: "enter enter")
    let doubled = try AppHarness(size: Self.size, keys: "enter enter + +")
    #expect(Self.line(plain, containing: "番茄 ").contains("2个（约400克）"))
    #expect(Self.line(doubled, containing: "番茄 ").contains("4个（约800克）"))
    #expect(Self.line(doubled, containing: "鸡蛋 ").contains("8个"))
    #expect(Self.line(doubled, containing: "食用油").contains("6勺"))
    // The steps' text is the page's own at any scale.
    let step = Self.line(plain, containing: " 2. ")
    #expect(!step.isEmpty && Self.line(doubled, containing: " 2. ") == step)
    let third = try AppHarness(size: Self.size, keys: "enter enter - - -")
    #expect(Self.line(third, containing: "鸡蛋 ").contains("1个"))
    #expect(Self.line(third, containing: "白糖").contains("¼小勺"))
  }

  @Test func atOneInThePagesUnitsTheRecipeIsThePagesOwn() throws {
    let plain = try AppHarness(size: Self.size, keys: "enter enter")
    let back = try AppHarness(size: Self.size, keys: "enter enter + + - - u u u")
    #expect(back.screen == plain.screen)
    let reset = try AppHarness(size: Self.size, keys: "enter enter + + + =")
    #expect(reset.screen == plain.screen)
  }

  @Test func theScaleBelongsToTheDish() throws {
    let app = try AppHarness(size: Self.size, keys: "enter enter + +")
    try app.send("]")
    #expect(Self.titleBar(app).contains("青椒肉丝 id 102"))
    try app.send("-")
    try app.send("[")
    #expect(Self.titleBar(app).contains("番茄炒蛋 ×2 id 101"))
    #expect(app.coordinator.state.scales == ["101": 2, "102": 0.5])
    // Closing and opening again finds the dish's scale.
    try app.send("esc")
    try app.send("enter")
    #expect(Self.titleBar(app).contains("番茄炒蛋 ×2 id 101"))
  }

  @Test func uCyclesEveryRecipeThroughThePagesUnitsMetricAndUS() throws {
    let app = try AppHarness(size: Self.size, keys: "enter enter u")
    #expect(Self.titleBar(app).contains("番茄炒蛋 metric id 101"))
    #expect(Self.line(app, containing: "食用油").contains("45毫升"))
    // 1小勺 of salt: 5 ml × 6 g per 4.93 ml teaspoon (the density table) =
    // 6.09 g → 6克, not 5毫升 (issue 30 item 11).
    #expect(Self.line(app, containing: "盐").contains("6克"))
    #expect(app.screen.contains("u US"))
    try app.send("]")
    #expect(Self.titleBar(app).contains("青椒肉丝 metric id 102"))
    #expect(Self.line(app, containing: "猪里脊 pork tenderloin ").contains("200克"))
    try app.send("u")
    // US: 200 g / 28.35 = 7.05 oz → 7 oz.
    #expect(Self.titleBar(app).contains("青椒肉丝 US id 102"))
    #expect(Self.line(app, containing: "猪里脊 pork tenderloin ").contains("7 oz"))
    #expect(app.screen.contains("u original"))
    try app.send("u")
    #expect(Self.titleBar(app).contains("青椒肉丝 id 102"))
    #expect(Self.line(app, containing: "蒜 garlic ").contains("3瓣"))
    #expect(app.screen.contains("u metric"))
    let chinese = try AppHarness(size: Self.size, keys: "enter enter + + u", language: .zh)
    #expect(Self.titleBar(chinese).contains("番茄炒蛋 ×2 公制 编号 101"))
    #expect(chinese.screen.contains("u 美制"))
    let us = try AppHarness(size: Self.size, keys: "enter enter u u", language: .zh)
    #expect(Self.titleBar(us).contains("番茄炒蛋 美制 编号 101"))
    #expect(us.screen.contains("u 原单位"))
  }

  @Test func spoonSizesComeFromTheSettings() throws {
    var options = Options()
    options.cooking.amounts = AmountOptions(largeSpoon: 20, smallSpoon: 6)
    let app = try AppHarness(size: Self.size, keys: "enter enter u", options: options)
    #expect(Self.line(app, containing: "食用油").contains("60毫升"))
    // 6 ml of salt × 6 g / 4.93 ml = 7.30 g → 7克 (whole from 5).
    #expect(Self.line(app, containing: "盐").contains("7克"))
  }

  @Test func aAddsTheHighlightedOrOpenDishAtItsScale() throws {
    let app = try AppHarness(size: Self.size, keys: "tab down a")
    #expect(app.coordinator.state.shoppingList.entries.map(\.dishID) == ["102"])
    #expect(app.screen.contains("Added 青椒肉丝 ×1 to the shopping list (1 dish)"))
    try app.send("up")
    try app.send("enter")
    try app.send("+")
    try app.send("+")
    try app.send("a")
    let entries = app.coordinator.state.shoppingList.entries
    #expect(entries.map(\.dishID) == ["102", "101"])
    #expect(entries.map(\.scale) == [1, 2])
    #expect(app.screen.contains("Added 番茄炒蛋 ×2 to the shopping list (2 dishes)"))
    // Adding again changes the scale and keeps the place.
    try app.send("-")
    try app.send("a")
    #expect(app.coordinator.state.shoppingList.entries.map(\.scale) == [1, 1.5])
  }

  @Test func theShoppingListTicksRemovesAndEmptiesAfterAYesOrNo() throws {
    let app = try AppHarness(size: Self.size, keys: "enter enter + + a ] a esc L")
    let page = try #require(app.coordinator.cooking.shoppingList)
    #expect(app.screen.contains("Shopping list 2 dishes"))
    #expect(Self.line(app, containing: "鸡蛋").contains("[ ] 鸡蛋  8个"))
    // space on an item ticks it.
    let egg = try #require(
      page.rows.firstIndex { if case .item(let item) = $0 { item.key == "鸡蛋" } else { false } })
    page.list.select(row: egg)
    try app.send("space")
    #expect(app.coordinator.state.shoppingList.ticked == ["鸡蛋"])
    #expect(Self.line(app, containing: "鸡蛋").contains("[x] 鸡蛋"))
    // x on an item says where to go; on a dish it removes the dish.
    try app.send("x")
    #expect(app.screen.contains("x removes the dish under the cursor"))
    try app.send("home")
    try app.send("down")
    try app.send("down")
    try app.send("x")
    #expect(app.coordinator.state.shoppingList.entries.map(\.dishID) == ["101"])
    #expect(app.screen.contains("Shopping list 1 dish"))
    // D asks; n keeps the list, y empties it.
    try app.send("D")
    #expect(app.screen.contains("Empty the shopping list? y yes / n no"))
    try app.send("n")
    #expect(!app.screen.contains("Empty the shopping list?"))
    #expect(app.coordinator.state.shoppingList.entries.count == 1)
    try app.send("D")
    try app.send("q")  // not an answer: still asking
    #expect(app.screen.contains("Empty the shopping list?"))
    try app.send("y")
    #expect(app.coordinator.state.shoppingList.isEmpty)
    #expect(app.screen.contains("The list is empty"))
    try app.send("esc")
    #expect(!app.screen.contains("Shopping list"))
    #expect(app.coordinator.application.presentations.isEmpty)
  }

  @Test func yCopiesTheListOrSaysTheTerminalCannot() throws {
    let app = try AppHarness(size: Self.size, keys: "tab a down a L y")
    #expect(app.screen.contains("Cannot copy: this terminal takes no clipboard"))
    app.terminal.allowsClipboard = true
    // Not inside tmux (issue 30, item 10: it cannot know that it landed).
    app.coordinator.cooking.environment = [:]
    try app.send("y")
    #expect(app.screen.contains("Sent to the terminal's clipboard"))
    let expected = ShoppingListText(
      list: app.coordinator.state.shoppingList, units: .original, options: .standard,
      labels: Labels(.en))
    #expect(app.terminal.clipboard == [expected.textLines.joined(separator: "\n") + "\n"])
    #expect(
      app.terminal.clipboard.first?.hasPrefix("Shopping list (2 dishes)\n番茄炒蛋 ×1 · 青椒肉丝 ×1\n")
        == true)
  }

  @Test func theListIsShownInTheInspectorColumnWhenThereIsOne() throws {
    let app = try AppHarness(size: Size(width: 210, height: 30), keys: "tab a L")
    let coordinator = app.coordinator
    #expect(coordinator.application.presentations.isEmpty)
    #expect(coordinator.inspectorNavigation.topViewController === coordinator.cooking.shoppingList)
    #expect(coordinator.split.focusedColumn == .inspector)
    #expect(app.screen.contains("[ ] 番茄  2个（约400克）"))
    #expect(coordinator.footerPlace == .shoppingList)
    try app.send("esc")
    #expect(coordinator.inspectorNavigation.topViewController === coordinator.checklist)
  }

  @Test func theListMovesFromTheInspectorColumnToASheetWhenTheColumnGoes() throws {
    let app = try AppHarness(
      size: Size(width: 210, height: 30), keys: "tab a L resize:120x40 L")
    let coordinator = app.coordinator
    let page = try #require(coordinator.cooking.shoppingList)
    #expect(coordinator.inspectorNavigation.topViewController === coordinator.checklist)
    #expect(coordinator.application.presentations.last === coordinator.cooking.shoppingSheet)
    #expect(page.application != nil)
    #expect(app.screen.contains("[Close] Shopping list 1 dish"))
    // (The focus was in the inspector column, so the recipe is open: its
    // sheet is under the list's.)
    try app.send("esc")
    #expect(coordinator.cooking.shoppingSheet == nil)
    #expect(coordinator.application.presentations.count == 1)
    #expect(coordinator.presenter.isSheetPresented)
  }

  @Test func theFooterShowsTheCookingKeys() throws {
    let recipe = try AppHarness(size: Self.size, keys: "enter enter")
    let footer = recipe.screen.split(separator: "\n").last.map(String.init) ?? ""
    #expect(footer.contains("+ scale") && footer.contains("u metric") && footer.contains("a add"))
    let list = try AppHarness(size: Self.size, keys: "L")
    let listFooter = list.screen.split(separator: "\n").last.map(String.init) ?? ""
    #expect(listFooter.contains("space tick") && listFooter.contains("D empty"))
    let query = try AppHarness(size: Self.size, keys: "w", language: .zh)
    let queryFooter = query.screen.split(separator: "\n").last.map(String.init) ?? ""
    #expect(queryFooter.contains("enter 打开") && queryFooter.contains("esc 关闭"))
  }

  @Test func whatCanICookRanksTheDishesOfEveryCuisine() throws {
    let app = try AppHarness(size: Self.size, keys: "w text:鸡蛋 space text:番茄")
    let page = try #require(app.coordinator.cooking.whatCanICook)
    #expect(page.text == "鸡蛋 番茄")
    let first = try #require(page.matches.first)
    #expect(first.dish.name == "番茄炒蛋" && first.matched == ["鸡蛋", "番茄"])
    #expect(Set(page.matches.map(\.dish.cuisineName)).count > 3)
    // Most wanted ingredients first.
    let counts = page.matches.map(\.matched.count)
    #expect(counts == counts.sorted(by: >))
    #expect(app.screen.contains("家常菜 · uses 鸡蛋, 番茄"))
    // Every printable key is text, `q` too; backspace deletes.
    try app.send("space")
    try app.send("text:-葱")
    #expect(page.text == "鸡蛋 番茄 -葱")
    #expect(
      page.matches.allSatisfy { match in
        !match.dish.ingredients.contains { $0.key == "葱" }
      })
    try app.send("q")
    try app.send("backspace")
    #expect(page.text == "鸡蛋 番茄 -葱")
    #expect(!app.coordinator.application.presentations.isEmpty)
  }

  @Test func enterShowsTheDishInItsCuisineAndOpensIt() throws {
    // 锅塌豆腐 (id 306) of 鲁菜, the third cuisine.
    let app = try AppHarness(size: Self.size, keys: "w text:豆腐 space text:鸡蛋")
    let page = try #require(app.coordinator.cooking.whatCanICook)
    let row = try #require(page.matches.firstIndex { $0.dish.dishID == "306" })
    page.list.select(row: row)
    try app.send("enter")
    let coordinator = app.coordinator
    // (By name: the Recent row, which opening the dish starts, comes
    // before the bundle's cuisines.)
    let chosen = try #require(coordinator.menu.chosenIndex)
    #expect(coordinator.menu.cuisines[chosen].name == "鲁菜")
    #expect(coordinator.dishes.selectedDish?.idstr == "306")
    #expect(coordinator.presenter.isSheetPresented)
    #expect(Self.titleBar(app).contains("锅塌豆腐 id 306"))
    #expect(coordinator.state.isRecipeOpen)
    // The query is kept for the next `w`.
    try app.send("esc")
    try app.send("w")
    #expect(page.text == "豆腐 鸡蛋")
  }

  @Test func enterOpensTheDishInTheStackAndTripleModesToo() throws {
    for width in [50, 160] {
      let app = try AppHarness(
        size: Size(width: width, height: 24), keys: "w text:豆腐 space text:鸡蛋")
      let page = try #require(app.coordinator.cooking.whatCanICook)
      let row = try #require(page.matches.firstIndex { $0.dish.dishID == "306" })
      page.list.select(row: row)
      try app.send("enter")
      #expect(app.coordinator.presenter.dish?.idstr == "306")
      #expect(app.coordinator.state.isRecipeOpen, "width \(width)")
      #expect(app.screen.contains("锅塌豆腐 id 306"), "width \(width)")
    }
  }
}
