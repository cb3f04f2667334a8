import Foundation
import Testing

@testable import RecipeKit

/// Our own RecipeMD files (ImportFixtures/RecipeMD), one per construct of
/// the specification, each read with every field checked; and files that
/// break it, each refused with its reason.
@Suite struct RecipeMDReaderTests {
  static func read(_ name: String) throws -> Result<ImportedRecipe, ImportError> {
    let folder = try #require(Bundle.module.url(forResource: "ImportFixtures", withExtension: nil))
    let data = try Data(contentsOf: folder.appendingPathComponent("RecipeMD/\(name).md"))
    do throws(ImportError) {
      return .success(try RecipeMDReader.read([UInt8](data)))
    } catch {
      return .failure(error)
    }
  }

  static func recipe(
    _ title: String, description: String = "", tags: [String] = [], yields: String? = nil,
    groups: [IngredientGroup], sections: [InstructionSection] = []
  ) -> ImportedRecipe {
    var recipe = ImportedRecipe(title: title)
    recipe.description = description
    recipe.tags = tags
    recipe.yields = yields
    recipe.ingredientGroups = groups
    recipe.instructionSections = sections
    return recipe
  }

  static let valid: [(String, ImportedRecipe)] = [
    (
      "01-basic",
      recipe(
        "Guacamole", description: "A quick dip for a party.", tags: ["sauce", "vegan"],
        yields: "4 Servings, 200g",
        groups: [
          IngredientGroup(lines: [
            "1 avocado", ".5 teaspoon salt", "1 1/2 pinches red pepper flakes", "lemon juice",
          ])
        ],
        sections: [
          InstructionSection(steps: [
            "Remove the flesh from the avocado and mash it with a fork.",
            "Season to taste with salt, pepper and lemon juice.",
          ])
        ])
    ),
    (
      "02-ingredients-only",
      recipe("Toast", groups: [IngredientGroup(lines: ["2 slices bread", "butter"])])
    ),
    (
      "03-groups",
      recipe(
        "Layer Cake", yields: "1 cake",
        groups: [
          IngredientGroup(name: "Sponge", lines: ["200 g flour", "4 eggs"]),
          IngredientGroup(name: "Frosting / Cream", lines: ["250 ml cream"]),
          IngredientGroup(name: "Frosting / Flavour", lines: ["1 tbsp sugar", "vanilla"]),
        ],
        sections: [InstructionSection(steps: ["Bake the sponge. Whip the cream."])])
    ),
    (
      "04-setext",
      recipe(
        "Pickled Onions", description: "Sharp and pink.",
        groups: [
          IngredientGroup(name: "Brine", lines: ["250 ml vinegar", "1 tbsp sugar"]),
          IngredientGroup(name: "Onions", lines: ["2 red onions"]),
        ],
        sections: [
          InstructionSection(steps: ["Slice the onions thinly. Pour the brine over them."])
        ])
    ),
    (
      "05-amounts",
      recipe(
        "Crepes",
        groups: [
          IngredientGroup(lines: [
            "1 1/2 cups flour", "0,5 l milk", "3/4 teaspoon salt", "2 eggs", "1 ½ tbsp butter",
            "a pinch of sugar",
          ])
        ],
        sections: [
          InstructionSection(steps: ["Whisk everything together and rest the batter for an hour."])
        ])
    ),
    (
      "06-links",
      recipe(
        "Nachos", description: "Crisp chips with our salsa and cheese.", tags: ["snack"],
        groups: [IngredientGroup(lines: ["200 g tortilla chips", "1 cup salsa", "100 g cheddar"])],
        sections: [
          InstructionSection(steps: ["Layer the chips, salsa and cheese, then bake for 10 minutes."]
          )
        ])
    ),
    (
      "07-yields-before-tags",
      recipe(
        "Lemonade", tags: ["drink", "quick"], yields: "6 glasses, 1.5 l",
        groups: [IngredientGroup(lines: ["4 lemons", "150 g sugar", "1.5 l water"])],
        sections: [InstructionSection(steps: ["Squeeze, stir, chill."])])
    ),
    (
      "08-instruction-structure",
      recipe(
        "Roast Chicken",
        groups: [IngredientGroup(lines: ["1 chicken", "2 tbsp oil"])],
        sections: [
          InstructionSection(
            name: "Prepare",
            steps: ["Heat the oven to 220 °C.", "Rub the chicken with oil and salt."]),
          InstructionSection(
            name: "Roast",
            steps: [
              "Roast for 1 hour, basting twice.", "Rest for 10 minutes before carving.",
            ]),
        ])
    ),
    (
      "09-other-markers",
      recipe(
        "Rice", tags: ["side"],
        groups: [
          IngredientGroup(lines: ["1 cup rice", "2 cups water", "1 pinch salt", "1 tsp butter"])
        ],
        sections: [InstructionSection(steps: ["Simmer covered for 18 minutes."])])
    ),
    (
      "10-description-paragraphs",
      recipe(
        "Flatbread",
        description:
          "The easiest bread there is.\n\nMade in a pan, ready in 20 minutes, no oven needed.",
        tags: ["bread", "vegan", "quick"], yields: "8 pieces",
        groups: [
          IngredientGroup(lines: [
            "250 g flour", "150 ml warm water, or a little more", "1 tsp salt",
          ])
        ],
        sections: [InstructionSection(steps: ["Knead, rest, roll out and cook in a hot dry pan."])])
    ),
  ]

  @Test(arguments: valid.map(\.0))
  func eachFileReadsAsItShould(_ name: String) throws {
    let expected = try #require(Self.valid.first { $0.0 == name }?.1)
    #expect(try Self.read(name).get() == expected)
  }

  static let invalid: [(String, String)] = [
    ("bad-1-no-title", "not RecipeMD (no title heading)"),
    ("bad-2-second-level-title", "not RecipeMD (no title heading)"),
    ("bad-3-no-break", "not RecipeMD (no ingredients section)"),
    ("bad-4-text-among-ingredients", "not RecipeMD (text among the ingredients)"),
    ("bad-5-empty", "not RecipeMD (no title heading)"),
    ("bad-6-heading-before-break", "not RecipeMD (a heading before the ingredients)"),
  ]

  @Test(arguments: invalid.map(\.0))
  func eachBrokenFileIsRefusedWithItsReason(_ name: String) throws {
    let reason = try #require(Self.invalid.first { $0.0 == name }?.1)
    #expect(try Self.read(name) == .failure(.unreadable(reason)))
  }

  @Test func markdownMarkupBecomesPlainText() {
    #expect(
      MarkdownInline.plain("*1 cup* [salsa](s.md) with `code` and \\*stars\\*")
        == "1 cup salsa with code and *stars*")
    #expect(
      MarkdownInline.plain("snake_case stays, _emphasis_ goes ![pic](p.jpg)")
        == "snake_case stays, emphasis goes")
  }
}
