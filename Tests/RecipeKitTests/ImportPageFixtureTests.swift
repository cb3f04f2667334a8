import Foundation
import Testing

@testable import RecipeKit

/// Our own small pages (ImportFixtures/Pages), one per shape of schema.org
/// data that real pages use; each page's recipe is compared whole, every
/// field, with what it should read as.
@Suite struct ImportPageFixtureTests {
  static let steps = [
    "Rinse the lentils.", "Simmer everything for 30 minutes.", "Season and serve.",
  ]

  /// What most pages hold, in one shape or another.
  static let lentilSoup: ImportedRecipe = {
    var recipe = ImportedRecipe(title: "Lentil Soup")
    recipe.description = "A warm soup for cold days."
    recipe.ingredientGroups = [
      IngredientGroup(lines: ["1 cup red lentils", "2 carrots, diced", "½ tsp salt"])
    ]
    recipe.instructionSections = [InstructionSection(steps: steps)]
    recipe.yields = "4 servings"
    recipe.prepMinutes = 15
    recipe.cookMinutes = 30
    recipe.totalMinutes = 45
    recipe.image = "https://example.com/soup.jpg"
    recipe.author = "Ada Cook"
    recipe.source = "https://example.com/lentil-soup"
    recipe.tags = ["soup", "vegan", "Dinner"]
    return recipe
  }()

  /// The page `name` read, or its error.
  static func read(_ name: String) throws -> Result<ImportedRecipe, ImportError> {
    let folder = try #require(Bundle.module.url(forResource: "ImportFixtures", withExtension: nil))
    let data = try Data(contentsOf: folder.appendingPathComponent("Pages/\(name).html"))
    do throws(ImportError) {
      return .success(try HTMLRecipeReader.read([UInt8](data)))
    } catch {
      return .failure(error)
    }
  }

  /// Each page and how its recipe differs from `lentilSoup`.
  static let cases: [(String, @Sendable (inout ImportedRecipe) -> Void)] = [
    ("01-top-level-object", { _ in }),
    ("02-graph", { _ in }),
    ("03-nested-graph", { _ in }),
    ("04-top-level-array", { _ in }),
    ("05-main-entity", { _ in }),
    ("06-type-list", { _ in }),
    ("07-type-iri", { _ in }),
    ("08-instructions-string", { _ in }),
    ("09-instructions-html-string", { _ in }),
    ("10-instructions-strings", { _ in }),
    (
      "11-sections",
      { recipe in
        recipe.instructionSections = [
          InstructionSection(name: "Prepare", steps: [steps[0]]),
          InstructionSection(name: "Cook", steps: [steps[1], steps[2]]),
        ]
      }
    ),
    (
      "12-section-item",
      { recipe in
        recipe.instructionSections = [
          InstructionSection(name: "Prepare", steps: [steps[0]]),
          InstructionSection(name: "Cook", steps: [steps[1], steps[2]]),
        ]
      }
    ),
    (
      "13-mixed-instructions",
      { recipe in
        recipe.instructionSections = [
          InstructionSection(steps: [steps[0], steps[1]]),
          InstructionSection(name: "Finish", steps: [steps[2]]),
        ]
      }
    ),
    (
      "14-nested-sections",
      { recipe in
        recipe.instructionSections = [
          InstructionSection(name: "Soup", steps: [steps[0]]),
          InstructionSection(name: "Simmer", steps: [steps[1]]),
          InstructionSection(steps: [steps[2]]),
        ]
      }
    ),
    ("15-step-name-repeats", { _ in }),
    ("16-step-name-numbers", { _ in }),
    (
      "17-step-name-says-more",
      { recipe in
        recipe.instructionSections = [InstructionSection(steps: ["Wash"] + steps)]
      }
    ),
    ("18-yield-number", { $0.yields = "4" }),
    ("19-yield-list", { $0.yields = "4" }),
    ("20-yield-range", { $0.yields = "Serves 4-6" }),
    (
      "21-durations-hours",
      { recipe in
        recipe.prepMinutes = 30
        recipe.cookMinutes = 60
        recipe.totalMinutes = 90
      }
    ),
    ("22-durations-days", { _ in }),
    ("23-duration-objects", { _ in }),
    (
      "24-duration-words",
      { recipe in
        recipe.cookMinutes = nil
        recipe.totalMinutes = 75
      }
    ),
    ("25-no-total", { _ in }),
    ("26-zero-total", { _ in }),
    (
      "27-entities",
      { recipe in
        recipe.title = "Lentil & Carrot Soup"
        recipe.ingredientGroups[0].lines.append("1 ½ cups stock")
      }
    ),
    ("28-tags-in-strings", { _ in }),
    ("29-control-characters", { _ in }),
    ("30-trailing-commas", { _ in }),
    ("31-wrapped-block", { _ in }),
    ("32-broken-block-first", { _ in }),
    ("33-related-recipe-first", { _ in }),
    ("34-microdata", { _ in }),
    (
      "35-microdata-nested-items",
      { recipe in
        recipe.description = ""
        recipe.ingredientGroups = [
          IngredientGroup(lines: ["1 cup red lentils", "2 carrots, diced"])
        ]
        recipe.instructionSections = [InstructionSection(steps: [steps[0], steps[1]])]
        recipe.yields = "4"
        recipe.prepMinutes = nil
        recipe.cookMinutes = nil
        recipe.totalMinutes = nil
        recipe.image = nil
        recipe.source = nil
        recipe.tags = []
      }
    ),
    ("38-image-object-and-list", { _ in }),
    ("39-author-list", { $0.author = "Ada Cook, Ben Baker" }),
    (
      "40-ingredient-groups",
      { recipe in
        recipe.ingredientGroups = [
          IngredientGroup(name: "For the soup", lines: ["1 cup red lentils", "2 carrots, diced"]),
          IngredientGroup(
            name: "For the topping", lines: ["½ tsp salt", "1 tbsp yogurt (optional)"]),
        ]
      }
    ),
    (
      "41-plugin-lists-fill-in",
      { recipe in
        recipe.ingredientGroups[0].name = "Soup"
      }
    ),
    ("42-heading-lists-fill-in", { _ in }),
    ("43-bad-escape", { $0.author = "Ada's Kitchen" }),
    ("44-step-without-type", { $0.yields = "4-6" }),
    ("45-canonical-link", { $0.source = "https://example.com/canonical-soup" }),
    (
      "47-own-numbers-and-bullets",
      { recipe in
        recipe.instructionSections[0].steps.append("7. Keep for up to 3 days.")
      }
    ),
    (
      "48-page-yield-and-times",
      { recipe in
        recipe.yields = "4"
      }
    ),
    (
      "49-names-only-ingredients",
      { recipe in
        recipe.ingredientGroups[0].lines[1] = "2 carrots diced"
      }
    ),
    ("50-list-wrapper", { _ in }),
    (
      "51-plugin-instruction-groups",
      { recipe in
        recipe.instructionSections = [
          InstructionSection(steps: [steps[0]]),
          InstructionSection(name: "Cook", steps: [steps[1], steps[2]]),
        ]
      }
    ),
    ("52-step-titles", { _ in }),
  ]

  @Test(arguments: cases.map(\.0))
  func eachPageReadsAsItShould(_ name: String) throws {
    let change = try #require(Self.cases.first { $0.0 == name }?.1)
    var expected = Self.lentilSoup
    change(&expected)
    let result = try Self.read(name)
    #expect(try result.get() == expected)
  }

  @Test func fortyPagesOrMoreAreChecked() {
    #expect(Self.cases.count + 3 >= 40)
  }

  @Test func aYieldRangeCountsItsLargerEnd() throws {
    #expect(try Self.read("20-yield-range").get().yieldNumber == 6)
    #expect(try Self.read("44-step-without-type").get().yieldNumber == 6)
    #expect(try Self.read("01-top-level-object").get().yieldNumber == 4)
  }

  @Test func sectionsNamesAreEntriesOfTheirOwn() throws {
    let recipe = try Self.read("11-sections").get()
    #expect(
      recipe.instructions == ["Prepare", Self.steps[0], "Cook", Self.steps[1], Self.steps[2]])
  }

  @Test func aPageWithoutARecipeSaysSo() throws {
    #expect(try Self.read("36-no-recipe") == .failure(.noRecipe))
    #expect(try Self.read("46-no-title") == .failure(.noRecipe))
  }

  @Test func jsonNestedTooDeepIsRefusedNotDecoded() throws {
    #expect(try Self.read("37-nested-too-deep") == .failure(.nestedTooDeep))
  }

  @Test func aPageOverTwentyMegabytesIsRefused() {
    let page = [UInt8](repeating: UInt8(ascii: "a"), count: HTMLRecipeReader.maxBytes + 1)
    #expect(throws: ImportError.tooLarge) { try HTMLRecipeReader.read(page) }
  }
}
