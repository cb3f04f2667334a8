import Foundation
import TestSupport
import Testing

@testable import RecipeApp
@testable import RecipeKit

/// The search index of a Cooklang collection, read the fast way
/// (`CooklangSource.searchIngredients`: names and groups from the parse,
/// without making each page), holds exactly what the recipes' pages give:
/// on a generated collection of every element the reader knows, a third
/// of its recipes mutated, plus files that cannot be read.
@Suite struct CooklangSearchIndexTests {
  static let recipeCount = 240

  /// Writes the collection: recipes over five folders (one nested) and the
  /// root, some under a `主料` section, two of them referenced
  /// (`Sauces/Hollandaise`), an empty file, one not UTF-8 and a menu.
  static func writeCollection(in folder: GeneratedCollection) throws {
    var generator = CooklangRecipeGenerator(seed: 0x1DE5_0026)
    let folders = ["Soups", "Mains", "Mains/Slow", "Sauces", "Basics", ""]
    for number in 0..<recipeCount {
      var (front, body) = generator.recipe()
      if number % 7 == 0 { body = "= 主料\n" + body }
      if number % 3 == 1 { body = generator.mutated(body) }
      let place = folders[number % folders.count]
      // Every name twice or more (the index keeps one position a name).
      let name = ["Stew", "Tart", "Bake", "Pie"][number % 4] + " \(number)"
      try folder.write((place.isEmpty ? "" : place + "/") + name + ".cook", front + body)
    }
    try folder.write("Sauces/Hollandaise.cook", "Whisk @egg yolks{3} with @butter{150%g}.\n")
    try folder.write("Basics/Stock.cook", "Simmer @bones{1%kg} in @water{2%l}.\n")
    try folder.write("Basics/Empty.cook", "")
    try folder.write("Soups/Broken.cook", Data([0x40, 0x73, 0xFF, 0xFE, 0x0A]))
    try folder.write("Week.menu", "Monday: @./Soups/Stew 0{}\n")
  }

  /// `groups` with each group's names once, in the order first given.
  static func distinct(_ groups: [SearchIngredientGroup]) -> [SearchIngredientGroup] {
    groups.map { group in
      var seen: Set<String> = []
      return SearchIngredientGroup(
        group: group.group, names: group.names.filter { seen.insert($0).inserted })
    }
  }

  /// The index as it was made before the fast way: every dish's page.
  static func indexFromPages(_ source: any RecipeSource) throws -> SearchIndex {
    let index = SearchIndex(cuisines: source.categories)
    for cuisine in source.categories {
      let dishes = try source.dishes(of: cuisine)
      let first = index.dishCount
      index.add(dishes, of: cuisine)
      for (offset, dish) in dishes.enumerated() {
        guard let recipe = source.recipe(forDishID: dish.idstr) else { continue }
        index.addIngredients(of: recipe, ofDishAt: first + offset)
      }
    }
    return index
  }

  @Test func eachDishsIngredientsAreThoseOfItsPage() throws {
    try GeneratedCollection.with { folder in
      try Self.writeCollection(in: folder)
      // Two sources, so that neither reuses the other's readings.
      let fast = try CooklangSource(folder: folder.folder)
      let pages = try CooklangSource(folder: folder.folder)
      let dishes = fast.allDishes()
      #expect(dishes.count == Self.recipeCount + 5)
      var withIngredients = 0
      for (_, dish) in dishes {
        let groups = fast.searchIngredients(forDishID: dish.idstr)
        let fromPage = pages.recipe(forDishID: dish.idstr).map(SearchIngredientGroup.groups(of:))
        // The page adds up two mentions of a name where it can; the index
        // takes each name once a dish: the same groups, names each once.
        #expect(groups.map(Self.distinct) == fromPage.map(Self.distinct), "\(dish.idstr)")
        if groups?.isEmpty == false { withIngredients += 1 }
      }
      // The comparison is not of empty lists.
      #expect(withIngredients > Self.recipeCount / 2)
      #expect(fast.searchIngredients(forDishID: "Soups/Broken") == [])
      // Duplicates were there to be told apart (not a comparison of sets).
      #expect(
        dishes.contains {
          fast.searchIngredients(forDishID: $0.dish.idstr).map(Self.distinct)
            != fast.searchIngredients(forDishID: $0.dish.idstr)
        })
      #expect(fast.searchIngredients(forDishID: "No/Such") == nil)
    }
  }

  @Test func theIndexEqualsTheOneMadeFromThePages() throws {
    try GeneratedCollection.with { folder in
      try Self.writeCollection(in: folder)
      let built = SearchIndex.build(
        from: try CooklangSource(folder: folder.folder), ingredients: true)
      let reference = try Self.indexFromPages(try CooklangSource(folder: folder.folder))
      #expect(built.dishCount == reference.dishCount)
      #expect(built.ingredientCount == reference.ingredientCount)
      #expect(built.ingredientCount > 10)
      #expect(built.ingredientPositions == reference.ingredientPositions)
      #expect(built.dishesOfIngredient == reference.dishesOfIngredient)
      #expect(
        built.englishIngredients.map(\.position) == reference.englishIngredients.map(\.position))
      // Every ingredient name, whole and by its start, finds the same.
      var queries = ["salt", "eggs", "pepper", "猪肉", "zhu", "Stew", "hollandaise", "主料"]
      queries += built.ingredientPositions.keys.sorted().flatMap { [$0, String($0.prefix(2))] }
      for query in queries {
        #expect(built.search(query) == reference.search(query), "\(query)")
      }
    }
  }

  @Test func theAppsPaletteIndexEqualsTheOneMadeFromThePages() throws {
    try GeneratedCollection.with { folder in
      try Self.writeCollection(in: folder)
      let source = try CooklangSource(folder: folder.folder)
      let reference = try Self.indexFromPages(try CooklangSource(folder: folder.folder))
      // The palette's idle steps, a part at a time, as the app runs them.
      let palette = PaletteSearch(source: source, commands: [])
      palette.finish()
      let index = palette.index
      #expect(index.dishCount == reference.dishCount)
      #expect(index.ingredientPositions == reference.ingredientPositions)
      #expect(index.dishesOfIngredient == reference.dishesOfIngredient)
    }
  }

  /// A list's first screenful reads only front matter: its dishes are
  /// those of the whole reading, on the generated collection and ours.
  @Test func theFirstScreenfulsDishesAreThoseOfTheWholeReading() throws {
    try GeneratedCollection.with { folder in
      try Self.writeCollection(in: folder)
      for root in [folder.folder, URL(fileURLWithPath: "Data/Cooklang")] {
        let quick = try CooklangSource(folder: root)
        let whole = try CooklangSource(folder: root)
        #expect(quick.scan.files.count > 30)
        for file in quick.scan.files {
          #expect(
            quick.dish(for: file, quick: true) == whole.dish(for: file, quick: false),
            "\(file.path)")
        }
        // Some of them had front matter, and nothing was parsed whole for those.
        #expect(quick.readings.count < quick.scan.files.count)
      }
    }
  }
}
