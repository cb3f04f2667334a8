import Foundation
import Testing

@testable import RecipeKit

/// The amount reader and the index on the iPad corpus (skipped without it).
@Suite struct CorpusIngredientsTests {
  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func atLeast97PercentOfNumericCellsAreQuantitiesOrCounts() throws {
    let folder = try #require(Corpus.folder())
    let bundle = try RecipeBundle(folder: folder)
    var check = IngredientCheck()
    for (_, dish) in bundle.allDishes() {
      guard let page = bundle.pageURL(forDishID: dish.idstr) else { continue }
      check.add(dishID: dish.idstr, recipe: RecipePageParser.parse(contentsOf: page))
    }
    #expect(check.counts.values.reduce(0, +) == 6952)
    #expect(check.numeric > 3000)
    #expect(check.measuredShare >= 0.97, "\(check.summaryLines)")
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func tomatoAndEggDishesAreFoundAcrossCuisines() throws {
    let folder = try #require(Corpus.folder())
    let index = IngredientIndex.build(source: try RecipeBundle(folder: folder))
    #expect(index.dishes.count == 827)
    let found = index.search(IngredientQuery(parsing: "鸡蛋 番茄"))
    #expect(found.count >= 5)
    #expect(Set(found.map(\.dish.cuisineID)).count >= 3)
    for match in found {
      let keys = Set(match.dish.ingredients.map(\.key))
      #expect(keys.contains("鸡蛋") && keys.contains("番茄"))
    }
  }
}
