import Foundation
import Testing

@testable import RecipeKit

/// A shopping list over three recipes of a Cooklang collection and a menu
/// naming them, one of them referencing a fourth: plurals, `aisle.conf`
/// synonyms and sections, a US sum, incompatible amounts side by side, and
/// the pantry. Every expectation is worked out by hand in the comments.
@Suite struct ShoppingAcrossRecipesTests {
  static let aisles = """
    # our shop
    [produce]
    capsicum|bell pepper
    onion
    tomato

    [dairy]
    butter
    egg yolk
    milk

    [dry goods]
    flour
    sugar
    """

  static let pantry = """
    [fridge]
    butter = { quantity = "250%g", low = "100%g" }
    milk = { quantity = "1%l", bought = "25.11.2026", expire = "01.12.2026" }

    [pantry]
    flour = { quantity = "100%g", low = "200%g" }
    sugar = "1%kg"
    """

  /// Writes the collection: Stew (with a reference to Sauces/Base), Salad,
  /// Cake and the menu Week.
  static func write(_ folder: TemporaryBundle) throws {
    try folder.write("config/aisle.conf", aisles)
    try folder.write("config/pantry.conf", pantry)
    try folder.write(
      "Stew.cook",
      """
      ---
      servings: 4
      ---
      Fry @Onions{2} and @bell peppers{1} in @butter{30%g}.
      Add @./Sauces/Base{200%ml} and @tomatoes{3}.
      Finish with @milk{1%cup}.
      """)
    try folder.write(
      "Sauces/Base.cook",
      """
      ---
      yield: 400%ml
      ---
      Cook @flour{2%tbsp} in @Butter{20%g}, whisk in @milk{4%tbsp}.
      """)
    try folder.write(
      "Salad.cook",
      "Slice @capsicum{2}, @onion{1} and @tomato{2}. Dress with @olive oil{2%tbsp} and @salt.\n")
    try folder.write(
      "Cake.cook",
      "---\nservings: 8\n---\nMix @flour{250%g}, @sugar{150%g}, @egg yolks{4} and @butter{100%g}.\n")
    try folder.write(
      "Week.menu",
      """
      ---
      title: Our week
      ---
      == Monday ==
      @./Stew{} \\
      @./Salad{2} -- a big bowl

      == Tuesday ==
      @./Cake{4%servings}
      """)
  }

  /// The menu's recipes onto a list as the app's `a` puts them.
  static func list(from source: CooklangSource) throws -> ShoppingList {
    var list = ShoppingList()
    for recipe in try #require(source.menuRecipes("Week.menu")) {
      let lines = source.shoppingLines(forDishID: recipe.dishID)
      #expect(lines.problems.isEmpty)
      list.add(.init(dishID: recipe.dishID, name: recipe.name, scale: recipe.scale, lines: lines.lines))
    }
    return list
  }

  @Test func theMenuGivesItsRecipesAtItsAmounts() throws {
    try TemporaryBundle.with { folder in
      try Self.write(folder)
      let source = try CooklangSource(folder: folder.folder)
      let recipes = try #require(source.menuRecipes("Week.menu"))
      // {} once, {2} twice, {4%servings} of servings: 8 is half.
      #expect(recipes.map(\.dishID) == ["Stew", "Salad", "Cake"])
      #expect(recipes.map(\.scale) == [1, 2, 0.5])
      let menu = try #require(source.menu("Week.menu"))
      #expect(menu.title == "Our week")
      #expect(menu.days.map(\.name) == ["Monday", "Tuesday"])
      #expect(menu.entries.map(\.amountText) == ["", "×2", "4 servings"])
    }
  }

  @Test func theReferenceIsExpandedAtItsShareOfTheYield() throws {
    try TemporaryBundle.with { folder in
      try Self.write(folder)
      let source = try CooklangSource(folder: folder.folder)
      let lines = source.shoppingLines(forDishID: "Stew").lines
      // 200 ml of a 400 ml yield: half of Base (2 tbsp flour → 1, 20 g
      // butter → 10, 4 tbsp milk → 2) where the reference stands.
      #expect(
        lines.map { "\($0.name) \($0.amount.text)" } == [
          "Onions 2", "bell peppers 1", "butter 30 g", "flour 1 tbsp", "Butter 10 g",
          "milk 2 tbsp", "tomatoes 3", "milk 1 cup",
        ])
    }
  }

  @Test func theListMergesSumsAndGroupsByAisleWithThePantry() throws {
    try TemporaryBundle.with { folder in
      try Self.write(folder)
      let source = try CooklangSource(folder: folder.folder)
      let aisles = try #require(source.aisles)
      let list = try Self.list(from: source)
      let sections = ShoppingSections(
        list: list, aisles: aisles, pantry: source.pantry,
        today: try #require(PantryDate(text: "05.12.2026")))
      let shown = sections.sections.map { section in
        (section.name ?? "Other") + ": "
          + section.items.map { item in
            let pantry = item.pantry.map { " [\($0)]" } ?? ""
            return item.name + " " + item.amounts.joined(separator: ", ") + pantry
          }.joined(separator: "; ")
      }
      // onion 2 + 1×2 = 4; capsicum: bell peppers 1 + capsicum 2×2 = 5;
      // tomato 3 + 2×2 = 7. butter 30 + 10 + 100×½ = 90 g (held: 250 g,
      // above its low of 100 g); milk 2 tbsp + 1 cup = 1⅛ cups (held, but
      // expired on 1.12); egg yolks 4×½ = 2; flour 1 tbsp by volume beside
      // 250×½ = 125 g by weight (held 100 g, under its low of 200 g);
      // sugar 150×½ = 75 g (held); olive oil 2×2 = 4 tbsp and salt are in
      // no section: Other, last.
      #expect(
        shown == [
          "produce: onion 4; capsicum 5; tomato 7",
          "dairy: butter 90 g [have]; milk 1⅛ cups [expired(01.12.2026)]; egg yolk 2",
          "dry goods: flour 1 tbsp, 125 g [low]; sugar 75 g [have]",
          "Other: olive oil 4 tbsp; salt ",
        ])
      // Held items are not counted: 10 items, butter and sugar at home.
      #expect(sections.items.count == 10 && sections.neededCount == 8)
    }
  }

  @Test func withoutThePantryNothingIsHeld() throws {
    try TemporaryBundle.with { folder in
      try Self.write(folder)
      let source = try CooklangSource(folder: folder.folder)
      let sections = ShoppingSections(
        list: try Self.list(from: source), aisles: try #require(source.aisles), pantry: nil,
        today: try #require(PantryDate(text: "05.12.2026")))
      #expect(sections.items.allSatisfy { $0.pantry == nil })
      #expect(sections.neededCount == 10)
    }
  }

  @Test func aReferenceCycleIsReportedNotFollowed() throws {
    try TemporaryBundle.with { folder in
      try folder.write("A.cook", "Use @./B{} and @salt{1%g}.\n")
      try folder.write("B.cook", "Use @./A{} and @pepper{2%g}.\n")
      let source = try CooklangSource(folder: folder.folder)
      let result = source.shoppingLines(forDishID: "A")
      #expect(result.lines.map(\.name) == ["pepper", "salt"])
      #expect(result.problems == ["reference cycle: A → B → A"])
    }
  }
}
