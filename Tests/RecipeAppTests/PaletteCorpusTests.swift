import Foundation
import RecipeKit
import TestSupport
import Testing

@testable import RecipeApp

/// The palette's own index on the iPad corpus (skipped when absent): with
/// the commands in either language and the pages' ingredients beside the
/// dishes, every dish is still found by its pinyin (from the table) in the
/// top 3, its initials in the top 5 and its name first, as
/// `CorpusSearchTests` checks for the index alone.
@Suite struct PaletteCorpusTests {
  @Test(
    .enabled(
      if: PackagePaths.hasCorpus, "the iPad corpus is absent (../shared/corpus/ipad-recipes)"),
    arguments: Labels.Language.allCases)
  func everyDishIsFoundAmongTheCommandsAndIngredients(language: Labels.Language) throws {
    let bundle = try RecipeBundle(folder: PackagePaths.corpus)
    let search = PaletteSearch(
      source: bundle, commands: PaletteFlow.searchCommands(language, overrides: [:]))
    search.finish()
    let index = search.index
    #expect(index.pendingCuisines == 0 && index.dishCount == 827)
    #expect(index.ingredientCount > 300)
    func rank(of name: String, for query: String) -> Int? {
      let hits = index.hits(index.search(query, limit: 10), limit: 10)
      return hits.firstIndex { $0.kind == .dish && $0.name == name }.map { $0 + 1 }
    }
    var misses: [String] = []
    for cuisine in bundle.cuisines {
      for dish in try bundle.dishes(of: cuisine) {
        let syllables = dish.name.map { PinyinTable.shared.readings(of: $0).first ?? String($0) }
        let full = syllables.joined()
        let initials = String(syllables.compactMap(\.first))
        if (rank(of: dish.name, for: full) ?? 99) > 3 { misses.append("\(dish.name) \(full)") }
        if (rank(of: dish.name, for: initials) ?? 99) > 5 {
          misses.append("\(dish.name) \(initials)")
        }
        if rank(of: dish.name, for: dish.name) != 1 { misses.append(dish.name) }
      }
    }
    #expect(misses.isEmpty, "\(misses)")
  }
}
