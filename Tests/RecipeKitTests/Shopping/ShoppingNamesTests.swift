import Testing

@testable import RecipeKit

/// The shopping list's names: plurals and case fold, `aisle.conf`'s
/// synonyms merge, nothing broader does; `aisle.conf` and `pantry.conf`
/// as read.
@Suite struct ShoppingNamesTests {
  @Test(arguments: [
    ("Tomatoes", "tomato"), ("eggs", "egg"), ("Egg Yolks", "eggyolk"), ("berries", "berry"),
    ("peaches", "peach"), ("basil leaves", "basilleaf"), ("hummus", "hummus"),
    ("molasses", "molasses"), ("glass", "glass"), ("番茄", "番茄"), ("西红柿", "番茄"),
  ])
  func pluralsAndCaseFold(name: String, key: String) {
    #expect(ShoppingNames.folded(name) == key)
  }

  @Test func synonymsOfAisleConfMergeAndNothingBroader() {
    let aisles = AisleConfig(text: "[produce]\ncapsicum|bell pepper\nonion\n[spices]\nchili flakes\n")
    #expect(ShoppingNames.key("Bell Peppers", aisles: aisles) == "capsicum")
    #expect(aisles.shownName(of: "bell peppers") == "capsicum")
    #expect(aisles.section(of: "Onions") == "produce")
    // A red onion is not an onion, chili is not chili flakes.
    #expect(ShoppingNames.key("red onion", aisles: aisles) == "redonion")
    #expect(aisles.section(of: "red onion") == nil)
    #expect(aisles.section(of: "chili") == nil)
  }

  @Test func aisleConfKeepsItsOrderAndSkipsCommentsAndStrayLines() {
    let aisles = AisleConfig(
      text: "stray\n# comment\n[b]\nx|y\n\n[a]\nz\n[b]\nw\n")
    #expect(aisles.sections == ["b", "a"])
    #expect(aisles.section(of: "stray") == nil)
    #expect(aisles.section(of: "w") == "b" && aisles.section(of: "y") == "b")
  }

  @Test func pantryConfReadsQuantitiesTablesAndDates() throws {
    let pantry = PantryConfig(
      text: """
        [fridge]
        butter = { quantity = "250%g", low = "300%g", expire = "20.12.2026" }
        "鸡蛋" = { quantity = "10", low = "4", bought = "30.11.2026" }
        [pantry]
        rice = "5%kg"
        oats = { quantity = "1%kg", low = "200%g" }
        """)
    #expect(pantry.problems.isEmpty)
    #expect(pantry.items.map(\.location) == ["fridge", "fridge", "pantry", "pantry"])
    let today = try #require(PantryDate(text: "5.12.2026"))
    // 250 g under a low of 300 g; 10 eggs over 4; 1 kg = 1000 g over 200 g.
    #expect(pantry.item(for: "Butter")?.status(on: today) == .low)
    #expect(pantry.item(for: "鸡蛋")?.status(on: today) == .have)
    #expect(pantry.item(for: "oats")?.status(on: today) == .have)
    #expect(pantry.item(for: "rice")?.quantity?.text == "5 kg")
    let later = try #require(PantryDate(text: "21.12.2026"))
    #expect(pantry.item(for: "butter")?.status(on: later) == .expired(try #require(PantryDate(text: "20.12.2026"))))
  }

  @Test func pantryConfNamesWhatDoesNotFit() {
    let pantry = PantryConfig(
      text: """
        loose = "1%kg"
        [fridge]
        milk = { quantity = "lots", expire = "31.02.2026", colour = "white" }
        cream = 3
        jam = "1%jar"
        """)
    #expect(
      pantry.problems == [
        "1:1: 'loose' must be an item in a section such as [fridge]",
        "3:21: 'milk': quantity must be a quantity such as \"500%g\"",
        "3:38: 'milk': expire must be a date day.month.year",
        "3:61: 'milk': unknown key 'colour'",
        "4:1: 'cream' must be a quantity or an inline table",
      ])
    #expect(pantry.items.map(\.name) == ["milk", "jam"])
  }

  @Test(arguments: ["31.02.2026", "1.1.26", "2026-12-01", "01.13.2026", ""])
  func badDatesAreRefused(text: String) {
    #expect(PantryDate(text: text) == nil)
  }
}
