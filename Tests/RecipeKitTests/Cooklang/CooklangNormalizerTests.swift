import Foundation
import TestSupport
import Testing

@testable import RecipeKit

/// `--print --format cooklang` of a Cooklang recipe: a normalised text
/// that parses back to the same recipe (issue 26 §2).
@Suite struct CooklangNormalizerTests {
  /// The recipe without where things were in the file (the normalised
  /// text has other lines).
  static func placeless(_ recipe: CooklangRecipe) -> CooklangRecipe {
    var recipe = recipe
    for index in recipe.steps.indices {
      recipe.steps[index].line = 0
      recipe.steps[index].items = recipe.steps[index].items.map { item in
        switch item {
        case .text: return item
        case .ingredient(var ingredient):
          ingredient.line = 0
          ingredient.column = 0
          return .ingredient(ingredient)
        case .cookware(var cookware):
          cookware.line = 0
          cookware.column = 0
          return .cookware(cookware)
        case .timer(var timer):
          timer.line = 0
          timer.column = 0
          return .timer(timer)
        }
      }
    }
    for index in recipe.sections.indices { recipe.sections[index].line = 0 }
    for index in recipe.notes.indices { recipe.notes[index].line = 0 }
    return recipe
  }

  func expectRoundTrip(_ text: String, _ name: String) {
    let read = CooklangParser.parse(text).recipe
    let written = CooklangNormalizer.text(read)
    let again = CooklangParser.parse(written)
    #expect(
      Self.placeless(again.recipe) == Self.placeless(read), "\(name):\n\(written)")
  }

  @Test func everyRecipeOfOurCollectionParsesBackTheSame() throws {
    let root = PackagePaths.data.appendingPathComponent("Cooklang")
    let files = FolderFiles.relativePaths(under: root).filter { $0.hasSuffix(".cook") }
    #expect(files.count >= 30)
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      expectRoundTrip(text, file)
    }
  }

  @Test func everyElementOfTheLanguageParsesBackTheSame() {
    let text = """
      ---
      title: "Quote \\" and back\\\\slash"
      tags: [a, b]
      source:
        name: X
        url: https://example.com/x
      ---
      >> servings: 2
      -- a comment
      = Prep
      Add @salt{=1%tsp} and @flour{1-2%cups}(sifted) to @./Sauces/Hollandaise{150%g} \\
      with @onion{1/2}(diced), @pepper and @ground pepper{} in a #pan{} and #big pot{2}.

      > a note
      > on two lines

      Wait ~{25%minutes}, then ~eggs{3%minutes} [- block -] and an @ alone.

      == Cook ==
      Email me@home{.

      ==
      Last step.
      """
    expectRoundTrip(text, "the language")
  }

  @Test func aScaleMultipliesWhatIsNotFixed() {
    let read = CooklangParser.parse(
      "---\nservings: 2\n---\nAdd @salt{=1%tsp}, @flour{250%g}, @eggs{1-2} for ~{3%min}.\n"
    ).recipe
    let doubled = CooklangParser.parse(CooklangNormalizer.text(read, scale: 2)).recipe
    #expect(doubled.metadata.servings == 4)
    #expect(doubled.ingredients.map { $0.quantity?.text } == ["1", "500", "2-4"])
    #expect(doubled.timers.first?.quantity?.text == "3")
  }
}
