import Foundation
import RecipeKit
import Testing

/// The domain values a source other than the bundle fills: structured and
/// fixed amounts, times in minutes, no difficulty; the bundle's text-only
/// values behave as before.
@Suite struct StructuredValuesTests {
  @Test func aStructuredAmountOfAKnownUnitIsAQuantityThatScales() {
    let amount = Amount.structured(AmountNumber(low: 250), unit: "g")
    #expect(amount.kind == .quantity)
    #expect(amount.unit?.kind == .gram)
    #expect(amount.text == "250 g")
    #expect(amount.scaled(by: 2).number?.low == 500)
    #expect(!amount.scaled(by: 2).isAsWritten)
  }

  @Test func anUnknownUnitOrNoneIsACountThatStillScales() {
    let cloves = Amount.structured(AmountNumber(low: 1, high: 2), unit: "cloves")
    #expect(cloves.kind == .count && cloves.unit?.written == "cloves")
    #expect(cloves.written == "1-2 cloves")
    #expect(cloves.scaled(by: 3).number == AmountNumber(low: 3, high: 6))
    // `cups` is a unit the engine knows (issue 27's units): a quantity.
    let cups = Amount.structured(AmountNumber(low: 1, high: 2), unit: "cups")
    #expect(cups.kind == .quantity && cups.unit?.kind == .cup)
    let eggs = Amount.structured(AmountNumber(low: 2), unit: "")
    #expect(eggs.kind == .count && eggs.written == "2")
  }

  @Test func withoutANumberAnAmountIsEmptyOrItsText() {
    #expect(Amount.structured(nil, unit: "") == .empty)
    let pinch = Amount.structured(nil, unit: "a pinch")
    #expect(pinch.kind == .text && pinch.written == "a pinch")
    #expect(pinch.scaled(by: 2) == pinch)
  }

  @Test func aFixedAmountNeverScales() {
    let salt = Amount.structured(AmountNumber(low: 1), unit: "tsp", isFixed: true)
    #expect(salt.isFixed)
    #expect(salt.scaled(by: 4) == salt)
    #expect(!AmountReader.read("1茶匙").isFixed)
    #expect(AmountReader.read("1茶匙").scaled(by: 4).number?.low == 4)
  }

  @Test func aSavedAmountReadsBackAndAnOldOneStillReads() throws {
    let fixed = Amount.structured(AmountNumber(low: 1), unit: "tsp", isFixed: true)
    let read = AmountReader.read("2-3个")
    for amount in [fixed, read, .empty] {
      let data = try JSONEncoder().encode(amount)
      #expect(try JSONDecoder().decode(Amount.self, from: data) == amount)
    }
    // A bundle's amount is saved without the new key, as before it existed.
    let text = String(decoding: try JSONEncoder().encode(read), as: UTF8.self)
    #expect(!text.contains("isFixed"))
    #expect(String(decoding: try JSONEncoder().encode(fixed), as: UTF8.self).contains("isFixed"))
  }

  @Test func aStructuredIngredientIsReadAndScaledByItsAmount() {
    let structured = Amount.structured(AmountNumber(low: 250), unit: "g")
    let recipe = Recipe(blocks: [
      .ingredients(
        group: "",
        items: [
          Ingredient(name: "flour", amount: "250 g", structuredAmount: structured),
          Ingredient(name: "盐", amount: "1茶匙"),
        ])
    ])
    #expect(recipe.ingredientLines.map(\.amount) == [structured, AmountReader.read("1茶匙")])
    let doubled = recipe.scaled(by: 2)
    guard case .ingredients(_, let items) = doubled.blocks[0] else {
      Issue.record("no ingredients")
      return
    }
    #expect(items[0].structuredAmount?.number?.low == 500)
    #expect(items[1].structuredAmount == nil)
    #expect(items[1].amount == AmountReader.read("1茶匙").scaled(by: 2).text)
  }

  @Test func aTimeInMinutesSortsAndShowsWithoutText() {
    let given = Dish(
      idstr: "a", name: "A", diff: nil, time: nil, imageUrl: nil, url: nil, minutes: 25)
    #expect(given.cookingTime == CookingTime(minutes: 25))
    #expect(given.timeText == "25 min")
    #expect(given.difficulty == nil && given.difficultyText == "-")
    let both = Dish(
      idstr: "b", name: "B", diff: nil, time: "about half an hour", imageUrl: nil, url: nil,
      minutes: 30)
    #expect(both.timeText == "about half an hour" && both.cookingTime?.minutes == 30)
    let bundle = Dish(idstr: "c", name: "C", diff: "切墩(初级)", time: "10分左右", imageUrl: nil, url: nil)
    #expect(bundle.cookingTime?.minutes == 10 && bundle.timeText == "10分左右")
    #expect(CookingTime(minutes: -5).minutes == 0)
  }
}
