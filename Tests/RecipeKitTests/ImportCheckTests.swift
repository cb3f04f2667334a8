import Foundation
import Testing

@testable import RecipeKit

/// `make import-check`'s comparison, and its figure on the 199 saved pages
/// of `../shared/import-pages` when they are there (every page read to the
/// end: a crash would end the test run).
@Suite struct ImportCheckTests {
  static let pages = "../shared/import-pages"
  static let hasPages = FileManager.default.fileExists(atPath: pages + "/README.md")

  static func expected(_ json: String) throws -> JSONValue {
    try TolerantJSON.decode(json)
  }

  @Test func aPageCountsWhenItsFiveCoreFieldsAgree() throws {
    var recipe = ImportedRecipe(title: "Soup")
    recipe.ingredientGroups = [IngredientGroup(lines: ["1 onion"])]
    recipe.instructionSections = [InstructionSection(name: "Cook", steps: ["Fry it."])]
    recipe.yields = "Serves 2-4"
    recipe.totalMinutes = 20
    let right = try Self.expected(
      #"{"title": "Soup", "ingredients": ["1  onion"], "instructions_list": ["Cook", "Fry it."], "yields": "4 servings", "total_time": 20}"#
    )
    #expect(ImportCheck.failures(of: recipe, expected: right) == [])
    let wrong = try Self.expected(
      #"{"title": "Soups", "ingredients": [], "instructions_list": ["Fry it."], "yields": "2 servings", "total_time": null}"#
    )
    #expect(
      ImportCheck.failures(of: recipe, expected: wrong) == [
        "title", "ingredients", "instructions", "yields", "total_time",
      ])
    #expect(
      ImportCheck.failures(of: nil, error: .noRecipe, expected: right) == ["read (no recipe found)"]
    )
  }

  @Test func fieldsTheExpectedJSONLacksAreNotChecked() throws {
    let recipe = ImportedRecipe(title: "Soup")
    #expect(
      ImportCheck.failures(of: recipe, expected: try Self.expected(#"{"title": "Soup"}"#)) == [])
  }

  /// The issue's bar: all five core fields right on at least 75% of the
  /// pages (the reader reaches 150 of 199; see DECISIONS.md, "Importing:
  /// reading schema.org as it really is" and "Importing: the page's own
  /// labels and lists").
  static let floor = 0.75

  @Test(.enabled(if: hasPages, "needs ../shared/import-pages"))
  func savedPagesReadWithAllFiveCoreFieldsRightAboveTheFloor() {
    let results = ImportCheck.run(folder: Self.pages)
    #expect(results.count == 199)
    let passed = results.filter(\.passed).count
    #expect(Double(passed) >= Self.floor * Double(results.count), "\(passed) of \(results.count)")
    // Every page is read to the end: none gives up with an error of ours
    // other than "no recipe found".
    let broken = results.filter {
      $0.failures.contains { $0.hasPrefix("read (") && $0 != "read (no recipe found)" }
    }
    #expect(broken.map(\.name) == [])
  }
}
