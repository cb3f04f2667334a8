import Foundation
import Testing

@testable import RecipeKit

/// Five Nextcloud Cookbook folders of our own (ImportFixtures/Nextcloud):
/// found from the folder above `Recipes/`, each read with every field and
/// its picture checked.
@Suite struct NextcloudReaderTests {
  static func folder() throws -> String {
    let fixtures = try #require(
      Bundle.module.url(forResource: "ImportFixtures", withExtension: nil))
    return fixtures.appendingPathComponent("Nextcloud").path
  }

  static func jpeg(_ tag: String) -> [UInt8] {
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0] + Array(tag.utf8) + [
      0xFF, 0xD9,
    ]
  }

  static let expected: [String: ImportedRecipe] = {
    var tomato = ImportedRecipe(title: "Tomato Soup")
    tomato.description = "Smooth and bright."
    tomato.ingredientGroups = [
      IngredientGroup(lines: ["800 g tomatoes", "1 onion", "2 tbsp olive oil"])
    ]
    tomato.instructionSections = [
      InstructionSection(steps: [
        "Fry the onion in the oil.", "Add the tomatoes and simmer.", "Blend until smooth.",
      ])
    ]
    tomato.yields = "4"
    tomato.prepMinutes = 10
    tomato.cookMinutes = 25
    tomato.totalMinutes = 35
    tomato.image = "https://example.org/tomato.jpg"
    tomato.source = "https://example.org/tomato-soup"
    tomato.tags = ["tomato", "quick", "Soup"]
    tomato.picture = jpeg("tomato")

    var pancakes = ImportedRecipe(title: "Pancakes")
    pancakes.ingredientGroups = [IngredientGroup(lines: ["200 g flour", "2 eggs", "300 ml milk"])]
    pancakes.instructionSections = [
      InstructionSection(steps: ["Whisk everything.", "Fry in a hot pan."])
    ]
    pancakes.yields = "8"
    pancakes.prepMinutes = 5
    pancakes.cookMinutes = 15
    pancakes.totalMinutes = 20
    pancakes.image = "full.jpg"
    pancakes.tags = ["Breakfast"]
    pancakes.picture = jpeg("pancakes")

    var bread = ImportedRecipe(title: "Bread")
    bread.description = "A plain loaf."
    bread.ingredientGroups = [
      IngredientGroup(lines: ["500 g flour", "7 g yeast", "10 g salt", "350 ml water"])
    ]
    bread.instructionSections = [
      InstructionSection(steps: ["Mix and knead.", "Rise for 2 hours.", "Bake for 1 hour."])
    ]
    bread.yields = "1"
    bread.prepMinutes = 20
    bread.cookMinutes = 60
    bread.totalMinutes = 180
    bread.source = "https://example.org/bread"
    bread.tags = ["bread", "Baking"]

    var salad = ImportedRecipe(title: "Green Salad")
    salad.description = "Crunchy."
    salad.ingredientGroups = [
      IngredientGroup(lines: ["1 lettuce", "1 cucumber"]),
      IngredientGroup(name: "Dressing", lines: ["3 tbsp oil", "1 tbsp vinegar"]),
    ]
    salad.instructionSections = [
      InstructionSection(steps: ["Wash and chop.", "Toss with the dressing."])
    ]
    salad.yields = "2"
    salad.prepMinutes = 0
    salad.cookMinutes = 0
    salad.image = "full.jpg"
    salad.picture = jpeg("salad")

    var chili = ImportedRecipe(title: "Chili & Beans")
    chili.description = "Hot & slow."
    chili.ingredientGroups = [
      IngredientGroup(lines: ["500 g beef mince", "2 cans kidney beans", "1 ½ tsp chili powder"])
    ]
    chili.instructionSections = [
      InstructionSection(name: "Base", steps: ["Brown the mince."]),
      InstructionSection(name: "Simmer", steps: ["Add the beans and simmer for 2 hours."]),
    ]
    chili.yields = "6"
    chili.prepMinutes = 15
    chili.cookMinutes = 120
    chili.totalMinutes = 135
    chili.image = "https://example.org/chili.jpg"
    chili.author = "Cy Chef"
    chili.source = "https://example.org/chili"
    chili.tags = ["beans", "spicy", "Stew"]
    return [
      "Tomato Soup": tomato, "Pancakes": pancakes, "Bread": bread, "Green Salad": salad,
      "Chili & Beans": chili,
    ]
  }()

  @Test func theFiveRecipeFoldersAreFoundFromTheFolderAbove() throws {
    let found = NextcloudReader.recipeFolders(in: try Self.folder()).map {
      ($0 as NSString).lastPathComponent
    }
    #expect(found == ["Bread", "Chili & Beans", "Green Salad", "Pancakes", "Tomato Soup"])
    #expect(RecipeImporter.sources(inFolder: try Self.folder()).count == 5)
  }

  @Test(arguments: ["Tomato Soup", "Pancakes", "Bread", "Green Salad", "Chili & Beans"])
  func eachFolderReadsWithItsPicture(_ name: String) throws {
    let path = try Self.folder() + "/Recipes/" + name
    let recipe = try NextcloudReader.readFolder(path)
    #expect(recipe == Self.expected[name])
    #expect(try RecipeImporter.read(path: path) == [recipe])
  }

  @Test func aFolderWithoutRecipeJSONHasNoRecipe() throws {
    #expect(throws: ImportError.noRecipe) { try NextcloudReader.readFolder(try Self.folder()) }
  }
}
