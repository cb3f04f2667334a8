import Foundation
import RecipeKit
import TestSupport
import Testing

@testable import RecipeApp

/// `recipes --print ID --format cooklang` of a Cooklang recipe: "a
/// normalised `.cook` text that parses back to the same recipe" (issue 26
/// §2), in process with temporary XDG folders.
@Suite struct PrintCooklangTests {
  static let collection = PackagePaths.data.appendingPathComponent("Cooklang")

  func printed(_ id: String, _ more: [String] = []) -> (status: Int32, text: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("PrintCooklang-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = InProcessRun(
      ["--data", Self.collection.path, "--print", id, "--format", "cooklang"] + more,
      environment: InProcessRun.environment(folder: folder))
    return (run.status, run.outputs.joined(separator: "\n") + "\n")
  }

  @Test(arguments: ["Sauces/Hollandaise", "面点/葱油拌面", "Mains/Roast Chicken", "Lemonade"])
  func aRecipeParsesBackTheSame(id: String) throws {
    let file = try String(
      contentsOf: Self.collection.appendingPathComponent(id + ".cook"), encoding: .utf8)
    let (status, text) = printed(id)
    #expect(status == 0)
    let original = CooklangParser.parse(file).recipe
    let again = CooklangParser.parse(text).recipe
    #expect(again.ingredients.map(\.name) == original.ingredients.map(\.name), "\(text)")
    #expect(again.ingredients.map(\.quantity) == original.ingredients.map(\.quantity))
    #expect(again.cookware.map(\.name) == original.cookware.map(\.name))
    #expect(again.timers.map(\.quantity) == original.timers.map(\.quantity))
    #expect(again.steps.map(\.text) == original.steps.map(\.text))
    #expect(again.sections.map(\.name) == original.sections.map(\.name))
    #expect(again.metadata == original.metadata)
  }

  // `--print NAME|PATH|ID`: a `.cook` file's path prints its recipe from
  // the collection it belongs to (the folder above it holding `config/`),
  // whatever `--data` names.
  @Test(arguments: [[String](), ["--data", PackagePaths.data.path]])
  func aFilesPathPrintsItsRecipe(more: [String]) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("PrintCooklang-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = Self.collection.appendingPathComponent("Sauces/Hollandaise.cook").path
    let run = InProcessRun(
      ["--print", file, "--format", "json"] + more,
      environment: InProcessRun.environment(folder: folder))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.outputs.joined().contains("\"id\":\"Sauces/Hollandaise\""), "\(run.outputs)")
  }

  @Test func servingsScaleTheAmountsThatAreNotFixed() throws {
    let (status, text) = printed("Sauces/Hollandaise", ["--servings", "8"])
    #expect(status == 0)
    let again = CooklangParser.parse(text).recipe
    #expect(again.metadata.servings == 8)
    let butter = try #require(again.ingredients.first { $0.name == "butter" })
    #expect(butter.quantity?.number == 400)
    let salt = try #require(again.ingredients.first { $0.name == "salt" })
    #expect(salt.fixed && salt.quantity?.text == "1/4")
  }
}
