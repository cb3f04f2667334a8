import Foundation
import RecipeKit
import Testing

/// The same tests against every kind of recipe source (`SourceFixture.all`):
/// each holds the standard collection (`SourceContent.standard`) in its own
/// format, and must give the same categories, dishes, recipes and
/// ingredients through `RecipeSource`, fingerprint its files, and survive
/// damaged ones.
@Suite struct RecipeSourceConformanceTests {
  let content = SourceContent.standard

  /// The dish named `name` in `source`.
  static func dish(_ name: String, in source: any RecipeSource) throws -> Dish {
    try #require(source.allDishes().first { $0.dish.name == name }?.dish, "no dish \(name)")
  }

  @Test(arguments: SourceFixture.all)
  func categoriesComeInOrderWithDistinctIDs(_ fixture: SourceFixture) throws {
    try fixture.with { source, _ in
      #expect(source.categories.map(\.name) == content.categories.map(\.name))
      #expect(Set(source.categories.map(\.idstr)).count == source.categories.count)
      #expect(!source.name.isEmpty)
    }
  }

  @Test(arguments: SourceFixture.all)
  func dishesArriveInPartsAsTheyDoWhole(_ fixture: SourceFixture) throws {
    try fixture.with { source, folder in
      for (category, expected) in zip(source.categories, content.categories) {
        let loader = try source.dishLoader(for: category, keeping: false)
        var steps = 0
        while !loader.isComplete {
          try loader.loadMore(upTo: 1)
          steps += 1
          #expect(steps <= expected.dishes.count + 1, "a loader that never completes")
          if steps > expected.dishes.count + 1 { break }
        }
        #expect(loader.fractionLoaded == 1)
        #expect(loader.dishes.map(\.name) == expected.dishes.map(\.name))
        // A fresh source reads the whole list the same way.
        let whole = try fixture.open(folder.folder).dishes(of: category)
        #expect(whole == loader.dishes)
        #expect(try source.dishes(of: category) == loader.dishes)
        // Once kept, the next loader is complete at once with the same dishes.
        let again = try source.dishLoader(for: category)
        #expect(again.isComplete && again.dishes == loader.dishes)
      }
      let ids = source.allDishes().map(\.dish.idstr)
      #expect(Set(ids).count == content.dishes.count)
      for id in ids { #expect(source.dish(withID: id)?.dish.idstr == id) }
    }
  }

  @Test(arguments: SourceFixture.all)
  func dishesCarryTheirTimeAndDifficulty(_ fixture: SourceFixture) throws {
    try fixture.with { source, _ in
      for expected in content.dishes {
        let dish = try Self.dish(expected.name, in: source)
        #expect(dish.cookingTime?.minutes == expected.minutes, "\(expected.name)")
        #expect(dish.difficulty == expected.level, "\(expected.name)")
        #expect(dish.timeText != "-" && dish.difficultyText != "-")
      }
    }
  }

  @Test(arguments: SourceFixture.all)
  func recipesHoldTheTitleStepsAndIngredients(_ fixture: SourceFixture) throws {
    try fixture.with { source, _ in
      for expected in content.dishes {
        let dish = try Self.dish(expected.name, in: source)
        let recipe = try #require(source.recipe(forDishID: dish.idstr))
        #expect(recipe.title == expected.name)
        #expect(recipe.stepTexts == expected.steps)
        #expect(SearchIndex.ingredientNames(in: recipe) == expected.rows.map(\.name))
        #expect(recipe.hasRecipeText)
      }
      #expect(source.recipe(forDishID: "no such dish") == nil)
      #expect(source.recipe(forDishID: "../../etc/passwd") == nil)
    }
  }

  @Test(arguments: SourceFixture.all)
  func ingredientLinesCarryGroupsNamesAndAmounts(_ fixture: SourceFixture) throws {
    try fixture.with { source, _ in
      for expected in content.dishes {
        let id = try Self.dish(expected.name, in: source).idstr
        let lines = source.ingredientLines(forDishID: id, amounts: true)
        #expect(lines.map(\.name) == expected.rows.map(\.name))
        #expect(lines.map(\.group) == expected.rows.map(\.group))
        #expect(lines.map(\.amount.kind) == expected.rows.map(\.kind))
        #expect(lines.map(\.amount.number?.low) == expected.rows.map(\.number))
        let names = source.ingredientLines(forDishID: id, amounts: false)
        #expect(names.map(\.name) == expected.rows.map(\.name))
        #expect(names.map(\.group) == expected.rows.map(\.group))
        // The recipe's own lines agree with what the source hands out.
        #expect(source.recipe(forDishID: id)?.ingredientLines == lines)
      }
      #expect(source.ingredientLines(forDishID: "no such dish", amounts: true).isEmpty)
    }
  }

  @Test(arguments: SourceFixture.all)
  func theFingerprintChangesWhenAFileChanges(_ fixture: SourceFixture) throws {
    try fixture.with { source, folder in
      let first = source.fingerprint()
      #expect(source.fingerprint() == first, "nothing changed")
      #expect(try fixture.open(folder.folder).fingerprint() == first, "a second opening")
      for dish in source.allDishes() { #expect(first.dishIDs.contains(dish.dish.idstr)) }
      for category in source.categories where fixture.listFile != nil {
        #expect(first.categoryIDs.contains(category.idstr))
      }

      let name = content.dishes[0].name
      let file = fixture.recipeFile(name)
      let original = try Data(contentsOf: folder.folder.appendingPathComponent(file))
      try folder.write(file, original + Data(" ".utf8))
      let edited = source.fingerprint()
      #expect(edited != first, "a recipe file rewritten")
      try FileManager.default.removeItem(atPath: folder.path(file))
      let removed = source.fingerprint()
      #expect(removed != edited && removed != first, "a recipe file removed")
      try folder.write(file, original)
      #expect(source.fingerprint() != removed, "a recipe file back")
    }
  }

  @Test(arguments: SourceFixture.all)
  func anIntactSourceChecksClean(_ fixture: SourceFixture) throws {
    try fixture.with { source, _ in
      let report = source.check()
      #expect(report.problems.isEmpty, "\(report.problems.map(\.line))")
      #expect(report.isUsable)
      #expect(report.cuisineCount == content.categories.count)
      #expect(report.dishCount == content.dishes.count)
    }
  }

  @Test(arguments: SourceFixture.all)
  func aDamagedRecipeFileNeverStopsTheSource(_ fixture: SourceFixture) throws {
    try fixture.with { _, folder in
      let damaged = content.dishes[0]
      let file = fixture.recipeFile(damaged.name)
      // Invalid UTF-8, NUL, an escape sequence, a bidi control, no markup.
      try folder.write(file, Data([0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0xE2, 0x80, 0xAE, 0x41]))
      let source = try fixture.open(folder.folder)
      #expect(source.allDishes().map(\.dish.name) == content.dishes.map(\.name))
      let id = try Self.dish(damaged.name, in: source).idstr
      let recipe = source.recipe(forDishID: id)
      #expect(recipe?.hasRecipeText != true)
      #expect(source.ingredientLines(forDishID: id, amounts: true).isEmpty)
      for other in content.dishes.dropFirst() {
        let recipe = source.recipe(forDishID: try Self.dish(other.name, in: source).idstr)
        #expect(recipe?.stepTexts == other.steps)
      }
      let report = source.check()
      #expect(report.isUsable)
      #expect(report.problems.contains { $0.line.contains(file) }, "\(report.problems.map(\.line))")
    }
  }

  /// A file listed when the source opened and gone when it is read (the
  /// race of a file that vanishes while the folder is read).
  @Test(arguments: SourceFixture.all)
  func aFileThatVanishesAfterTheListingNeverStopsTheSource(_ fixture: SourceFixture) throws {
    try fixture.with { source, folder in
      let gone = content.dishes[0]
      let id = try Self.dish(gone.name, in: source).idstr
      try FileManager.default.removeItem(atPath: folder.path(fixture.recipeFile(gone.name)))
      #expect(source.recipe(forDishID: id)?.hasRecipeText != true)
      #expect(source.ingredientLines(forDishID: id, amounts: true).isEmpty)
      for other in content.dishes.dropFirst() {
        let recipe = source.recipe(forDishID: try Self.dish(other.name, in: source).idstr)
        #expect(recipe?.stepTexts == other.steps, "\(other.name)")
      }
      #expect(source.check().isUsable)
      _ = source.fingerprint()
    }
  }

  @Test(arguments: SourceFixture.withListFiles)
  func aDamagedCategoryListStopsOnlyThatCategory(_ fixture: SourceFixture) throws {
    try fixture.with { _, folder in
      let listFile = try #require(fixture.listFile)
      let damaged = content.categories[0]
      try folder.write(listFile(damaged.name), Data([0x3C, 0x3F, 0x78, 0xFF, 0x00, 0x01]))
      let source = try fixture.open(folder.folder)
      #expect(source.categories.map(\.name) == content.categories.map(\.name))
      #expect(throws: BundleError.self) { try source.dishes(of: source.categories[0]) }
      let kept = try source.dishes(of: source.categories[1])
      #expect(kept.map(\.name) == content.categories[1].dishes.map(\.name))
      let report = source.check()
      #expect(report.isUsable)
      #expect(
        report.problems.contains { $0.severity == .error && $0.file == listFile(damaged.name) },
        "\(report.problems.map(\.line))")
    }
  }
}
