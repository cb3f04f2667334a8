import RecipeKit
import Testing

@testable import RecipeApp

@Suite struct CookingOptionsTests {
  @Test func printTakesAScaleAndUnits() throws {
    let options = try Options.parse(["--print", "60", "--scale", "1/2", "--units", "metric"])
    #expect(options.mode == .print(dishID: "60", width: nil))
    #expect(options.cooking.scale == 0.5)
    #expect(options.cooking.units == .metric)
    #expect(try Options.parse(["--print", "60"]).cooking.scale == 1)
  }

  @Test func shoppingListReadsIDsAndFactors() throws {
    let options = try Options.parse(["--shopping-list", "243,140x2, 381×½", "--format", "json"])
    guard case .shoppingList(let request) = options.mode else {
      Issue.record("not a shopping list: \(options.mode)")
      return
    }
    #expect(request.entries.map(\.dishID) == ["243", "140", "381"])
    #expect(request.entries.map(\.scale) == [1, 2, 0.5])
    #expect(options.cooking.format == .json)
  }

  @Test func withJoinsWithoutAndAny() throws {
    let options = try Options.parse(["--with", "鸡蛋 西红柿", "--without", "葱 -蒜", "--any"])
    #expect(
      options.mode
        == .with(IngredientQuery(wanted: ["鸡蛋", "番茄"], excluded: ["葱", "蒜"], matchesAny: true)))
  }

  @Test(arguments: ["2", "1.5", "0.25", "1/3", "½", "¼", "100", "２"])
  func factorsAreNumbersUpTo100(text: String) {
    #expect(CookingOptions.factor(text) != nil)
  }

  @Test(arguments: [
    "", "0", "-1", "abc", "1/0", "101", "1e2", "inf", "nan", "2x", " 2", "99999999999",
  ])
  func otherFactorsAreRefused(text: String) {
    #expect(CookingOptions.factor(text) == nil)
  }

  @Test func checkIngredientsIsAModeOfItsOwn() throws {
    #expect(try Options.parse(["--check-ingredients", "--data", "D"]).mode == .checkIngredients)
    #expect(throws: Options.UsageError.self) {
      try Options.parse(["--check-ingredients", "--with", "蛋"])
    }
    #expect(throws: Options.UsageError.self) { try Options.parse(["--scale", "2"]) }
  }
}
