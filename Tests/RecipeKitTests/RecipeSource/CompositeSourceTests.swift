import Foundation
import RecipeKit
import Testing

/// What the composite adds to its members: unique prefixes, `SOURCE/ID`
/// ids both ways, and one check naming each member's files.
@Suite struct CompositeSourceTests {
  /// A Cooklang folder named `name` (inside a fresh folder) holding `files`.
  func collection(_ name: String, _ files: [String: String], in root: URL) throws -> URL {
    let folder = root.appendingPathComponent(name)
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func withRoot<T>(_ body: (URL) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("composite-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    return try body(root)
  }

  @Test func idsCarryEachMembersPrefixBothWays() throws {
    try withRoot { root in
      let home = try collection("Home", ["Sauces/Pesto.cook": "Blend @basil{30%g}."], in: root)
      let work = try collection("Work", ["Sauces/Pesto.cook": "Pound @basil{}."], in: root)
      let source = CompositeSource([
        try RecipeSources.open(folder: home), try RecipeSources.open(folder: work),
      ])
      #expect(source.members.map(\.prefix) == ["Home", "Work"])
      #expect(source.categories.map(\.idstr) == ["Home/Sauces", "Work/Sauces"])
      #expect(source.categories.map(\.name) == ["Sauces", "Sauces"])
      let ids = source.allDishes().map(\.dish.idstr)
      #expect(ids == ["Home/Sauces/Pesto", "Work/Sauces/Pesto"])
      #expect(source.member(of: "Work/Sauces/Pesto")?.id == "Sauces/Pesto")
      #expect(source.member(of: "Elsewhere/Sauces/Pesto") == nil)
      #expect(source.member(of: "Sauces") == nil)
      #expect(source.recipe(forDishID: "Work/Sauces/Pesto")?.stepTexts == ["Pound basil."])
      #expect(source.recipe(forDishID: "Sauces/Pesto") == nil)
      #expect(source.ingredientLines(forDishID: "Home/Sauces/Pesto", amounts: true).map(\.name) == ["basil"])
      #expect(source.folder.standardizedFileURL == home.standardizedFileURL)
    }
  }

  @Test func sourcesOfOneNameGetDistinctPrefixes() throws {
    try withRoot { root in
      let first = try collection("a/Recipes", ["Tea.cook": "Steep @tea{}."], in: root)
      let second = try collection("b/Recipes", ["Tea.cook": "Brew @tea{}."], in: root)
      let third = try collection("c/Recipes", [:], in: root)
      let source = CompositeSource(try [first, second, third].map(RecipeSources.open(folder:)))
      #expect(source.members.map(\.prefix) == ["Recipes", "Recipes-2", "Recipes-3"])
      #expect(Set(source.categories.map(\.idstr)).count == source.categories.count)
      #expect(source.allDishes().map(\.dish.idstr) == ["Recipes/Tea", "Recipes-2/Tea"])
    }
  }

  @Test func aBundleAndACollectionTogether() throws {
    try withRoot { root in
      let cook = try collection("Cook", ["Soups/Miso.cook": "Whisk @miso{2%tbsp}."], in: root)
      let data = URL(fileURLWithPath: "Data")
      let source = CompositeSource([try RecipeSources.open(folder: cook), try RecipeSources.open(folder: data)])
      let bundle = try RecipeBundle(folder: data)
      #expect(source.categories.count == 1 + bundle.cuisines.count)
      let first = try #require(bundle.cuisines.first)
      let dishes = try source.dishes(of: try #require(source.categories.first { $0.idstr == "Data/" + first.idstr }))
      #expect(dishes.map(\.idstr) == (try bundle.dishes(of: first)).map { "Data/" + $0.idstr })
      #expect(source.recipe(forDishID: try #require(dishes.first).idstr)?.title != nil)
    }
  }

  @Test func theCheckNamesEachMembersFilesFromItsFolder() throws {
    try withRoot { root in
      let good = try collection("Good", ["Tea.cook": "Steep @tea{}."], in: root)
      let bad = try collection("Bad", ["Broken.cook": "Cook @rice{1%parsec}."], in: root)
      let source = CompositeSource([try RecipeSources.open(folder: good), try RecipeSources.open(folder: bad)])
      let report = source.check()
      #expect(report.dishCount == 2)
      #expect(report.isUsable)
      #expect(report.problems.contains { $0.file == bad.path + "/Broken.cook" }, "\(report.problems.map(\.line))")
      let fingerprint = source.fingerprint()
      #expect(fingerprint.dishIDs == ["Good/Tea", "Bad/Broken"])
      try Data("Steep @green tea{}.".utf8).write(to: good.appendingPathComponent("Tea.cook"))
      let later = source.fingerprint()
      #expect(later != fingerprint, "a member's file changed")
      #expect(later.fileCount == fingerprint.fileCount)
    }
  }
}
