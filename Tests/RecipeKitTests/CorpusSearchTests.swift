import Foundation
import Testing

@testable import RecipeKit

/// The search on the 827 dishes of the iPad corpus (skipped when absent):
/// each dish's full pinyin finds it (or a dish of the same name) in the top
/// 3, its initials in the top 5, its Chinese name first.
@Suite struct CorpusSearchTests {
  /// Every dish of the corpus with its cuisine, in the bundle's order.
  static func dishes(of bundle: RecipeBundle) throws -> [Dish] {
    try bundle.cuisines.flatMap { try bundle.dishes(of: $0) }
  }

  /// The position (1-based) of the first dish named `name` in the results
  /// for `query`, or nil when it is not among them.
  static func rank(of name: String, for query: String, in index: SearchIndex) -> Int? {
    let results = index.search(query)
    let hits = index.hits(results, limit: 50)
    return hits.firstIndex { $0.kind == .dish && $0.name == name }.map { $0 + 1 }
  }

  /// `name`'s syllables from the table: each character's usual reading.
  static func tableReading(of name: String) -> [String] {
    name.map { PinyinTable.shared.readings(of: $0).first ?? String($0) }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func everyDishIsFoundByItsPinyinItsInitialsAndItsName() throws {
    let folder = try #require(Corpus.folder())
    let bundle = try RecipeBundle(folder: folder)
    let index = SearchIndex.build(from: bundle, ingredients: true)
    let dishes = try Self.dishes(of: bundle)
    #expect(dishes.count == 827)
    let names = Set(dishes.map(\.name))
    for name in CorpusReadings.names.keys { #expect(names.contains(name), "\(name)") }

    var byHand = 0
    var pinyinRanks: [Int: Int] = [:]
    var initialsRanks: [Int: Int] = [:]
    for dish in dishes {
      let syllables: [String]
      if let written = CorpusReadings.names[dish.name] {
        syllables = written.split(separator: " ").map(String.init)
        byHand += 1
      } else {
        syllables = Self.tableReading(of: dish.name)
      }
      let full = syllables.joined()
      let initials = String(syllables.compactMap(\.first))
      let pinyinRank = Self.rank(of: dish.name, for: full, in: index)
      let initialsRank = Self.rank(of: dish.name, for: initials, in: index)
      let nameRank = Self.rank(of: dish.name, for: dish.name, in: index)
      #expect((pinyinRank ?? 99) <= 3, "\(dish.name) typed \(full): rank \(pinyinRank ?? 0)")
      #expect(
        (initialsRank ?? 99) <= 5, "\(dish.name) typed \(initials): rank \(initialsRank ?? 0)")
      #expect(nameRank == 1, "\(dish.name): rank \(nameRank ?? 0)")
      pinyinRanks[pinyinRank ?? 0, default: 0] += 1
      initialsRanks[initialsRank ?? 0, default: 0] += 1
    }
    #expect(CorpusReadings.names.count >= 150)
    #expect(byHand >= CorpusReadings.names.count)
    func shown(_ ranks: [Int: Int]) -> String {
      ranks.keys.sorted().map { "rank \($0 == 0 ? "none" : String($0)): \(ranks[$0] ?? 0)" }
        .joined(separator: ", ")
    }
    print(
      "Corpus search: \(dishes.count) dishes, \(byHand) (\(CorpusReadings.names.count) names) "
        + "typed from readings written by hand, "
        + "\(dishes.count - byHand) from the table; full pinyin \(shown(pinyinRanks)); "
        + "initials \(shown(initialsRanks)); Chinese name first for all")
  }

  /// Narrowing (a growing query examines only the last matches, tried no
  /// better than they matched) gives what a fresh search gives: typed
  /// letter by letter, the full pinyin and the initials of every 7th dish.
  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func typingLetterByLetterRanksAsAFreshSearch() throws {
    let folder = try #require(Corpus.folder())
    let bundle = try RecipeBundle(folder: folder)
    let typed = SearchIndex.build(from: bundle, ingredients: false)
    let fresh = SearchIndex.build(from: bundle, ingredients: false)
    let dishes = try Self.dishes(of: bundle)
    var compared = 0
    for dish in stride(from: 0, to: dishes.count, by: 7).map({ dishes[$0] }) {
      let syllables = Self.tableReading(of: dish.name)
      for query in [syllables.joined(), String(syllables.compactMap(\.first))] {
        _ = typed.search("")
        var text = ""
        for character in query {
          text.append(character)
          let narrowed = typed.search(text)
          _ = fresh.search("")
          let whole = fresh.search(text)
          #expect(narrowed.ranked == whole.ranked, "\(dish.name) typed \(text)")
          compared += 1
        }
      }
    }
    #expect(compared > 500)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func polyphonesAreFoundByTheOtherReadingToo() throws {
    let folder = try #require(Corpus.folder())
    let index = SearchIndex.build(from: try RecipeBundle(folder: folder), ingredients: false)
    for (name, reading) in CorpusReadings.otherReadings {
      let query = reading.split(separator: " ").joined()
      let rank = Self.rank(of: name, for: query, in: index)
      #expect((rank ?? 99) <= 3, "\(name) typed \(query): rank \(rank ?? 0)")
    }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func ingredientsOfThePagesAreFound() throws {
    let folder = try #require(Corpus.folder())
    let index = SearchIndex.build(from: try RecipeBundle(folder: folder), ingredients: true)
    #expect(index.ingredientCount > 300)
    let hits = index.hits(index.search("qiezi"), limit: 5)
    #expect(hits.contains { $0.kind == .ingredient && $0.name == "茄子" })
    print("Corpus search: \(index.ingredientCount) distinct ingredient names")
  }
}
