import Foundation
import TestSupport
import Testing

@testable import RecipeKit

/// Issue 30, item 8: the English normaliser and the bilingual vocabulary
/// (with issue 26's normaliser: one for every source and search).
@Suite struct VocabularyTests {
  static let data = PackagePaths.data

  @Test func theNormaliserFoldsCaseAndPlurals() {
    let pairs = [
      ("Tomatoes", "tomato"), ("eggs", "EGG"), ("berries", "Berry"), ("chillies", "chilli"),
      ("leaves", "leaf"), ("radishes", "radish"), ("cookies", "cookie"), ("Chives", "chive"),
      ("potatoes", "Potato"), ("sauces", "sauce"),
    ]
    for (plural, singular) in pairs {
      #expect(
        EnglishNormaliser.normalise(plural) == EnglishNormaliser.normalise(singular),
        "\(plural) / \(singular)")
    }
    #expect(EnglishNormaliser.normalise("Twice-Cooked  Pork") == "twice cooked pork")
    #expect(EnglishNormaliser.normalise("asparagus") == "asparagus")
    #expect(EnglishNormaliser.normalise("回锅肉").isEmpty)
    #expect(EnglishNormaliser.isEnglish("eggs") && !EnglishNormaliser.isEnglish("鸡蛋 egg"))
  }

  @Test func notesAreSplitOffIngredientNames() {
    let split = IngredientNameNote("红绿辣椒（不喜欢辣椒的就不用了）")
    #expect(split.name == "红绿辣椒" && split.note == "不喜欢辣椒的就不用了")
    #expect(IngredientNameNote("鸡蛋").name == "鸡蛋" && IngredientNameNote("鸡蛋").note.isEmpty)
    #expect(IngredientNameNote("（备用）").name == "（备用）")
  }

  /// Every Chinese ingredient name of `Data/` (the iPad bundle and the
  /// Cooklang recipes) has an English name.
  @Test func everyChineseIngredientOfDataHasEnglish() throws {
    var missing: Set<String> = []
    var names = 0
    for path in try Self.files(under: Self.data, ending: ".html") {
      for name in Self.labels(in: try String(contentsOf: path, encoding: .utf8)) {
        names += 1
        if Vocabulary.shared.englishName(ofIngredient: name) == nil { missing.insert(name) }
      }
    }
    for path in try Self.files(under: Self.data.appendingPathComponent("Cooklang"), ending: ".cook")
    {
      let text = try String(contentsOf: path, encoding: .utf8)
      for name in Self.cooklangNames(in: text) where !EnglishNormaliser.isEnglish(name) {
        names += 1
        if Vocabulary.shared.englishName(ofIngredient: name) == nil { missing.insert(name) }
      }
    }
    #expect(names > 1_000)
    #expect(missing.isEmpty, "\(missing.sorted())")
  }

  /// The names with English make up 95% of the corpus's ingredient
  /// mentions at least (names cut at their note, trimmed).
  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func theCorpusMostUsedNamesHaveEnglish() throws {
    let corpus = try #require(Corpus.folder())
    var total = 0
    var covered = 0
    for path in try Self.files(under: corpus, ending: ".html") {
      for name in Self.labels(in: try String(contentsOf: path, encoding: .utf8)) {
        let base = name.replacingOccurrences(of: "&nbsp;", with: "")
        guard !base.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
        total += 1
        if EnglishNormaliser.isEnglish(base)
          || Vocabulary.shared.englishName(ofIngredient: base) != nil
        {
          covered += 1
        }
      }
    }
    #expect(total > 4_000)
    #expect(Double(covered) >= 0.95 * Double(total), "\(covered) of \(total)")
  }

  @Test func everyDishOfDataHasAnEnglishName() throws {
    let bundle = try RecipeBundle(folder: Self.data)
    let dishes = bundle.allDishes().map(\.dish)
    #expect(dishes.count == 144)
    let missing = dishes.filter { Vocabulary.shared.englishName(ofDish: $0.name) == nil }
    #expect(missing.isEmpty, "\(missing.map(\.name))")
    #expect(Vocabulary.shared.englishName(ofDish: "回锅肉") == "twice-cooked pork")
  }

  @Test func familiesAndSynonymsAreNamedInEnglish() {
    let pork = Set(Vocabulary.shared.ingredients(named: "Pork"))
    #expect(pork.isSuperset(of: ["猪肉", "五花肉", "猪里脊"]))
    #expect(Vocabulary.shared.ingredients(named: "pork", shownOnly: true).first == "猪肉")
    let tomato = Set(Vocabulary.shared.ingredients(named: "tomatoes"))
    #expect(tomato.isSuperset(of: ["番茄", "西红柿"]) && !tomato.contains("番茄酱"))
    #expect(Vocabulary.shared.ingredients(named: "eggs").contains("鸡蛋"))
    #expect(Vocabulary.shared.englishName(ofIngredient: "猪肉馅（肥三瘦七）") == "minced pork")
  }

  @Test func wordsInPinyinInitialsAndEnglishResolveToIngredients() throws {
    let index = IngredientIndex.build(source: try RecipeBundle(folder: Self.data))
    let resolver = IngredientResolver(index: index)
    #expect(resolver.resolve("jd").shown == "jd → 鸡蛋")
    #expect(resolver.resolve("jidan").name == "鸡蛋")
    #expect(resolver.resolve("fanqie").name == "番茄")
    #expect(resolver.resolve("eggs").name == "鸡蛋")
    #expect(resolver.resolve("tomatoes").keys.contains("番茄"))
    let pork = resolver.resolve("pork")
    #expect(pork.name == "猪肉" && pork.keys.contains("五花肉") && pork.keys.contains("猪里脊"))
    #expect(!resolver.resolve("qwxz").isKnown)
    #expect(resolver.resolve("鸡蛋").shown == "鸡蛋")
  }

  /// `pork` (through the resolver) lists the dishes with pork, those with
  /// it among their 主料 before those with it among the others.
  @Test func porkFindsDishesWithPorkMainFirst() throws {
    let index = IngredientIndex(dishes: [
      IngredientIndexTests.dish("1", ["白菜"], ["五花肉"]),
      IngredientIndexTests.dish("2", ["猪里脊", "青椒"]),
      IngredientIndexTests.dish("3", ["鸡蛋"], ["盐"]),
      IngredientIndexTests.dish("4", ["猪肉"], ["葱"]),
    ])
    let resolver = IngredientResolver(index: index)
    let (query, words) = IngredientQuery(parsing: "pork").resolved(by: resolver)
    #expect(words.map(\.shown) == ["pork → 猪肉"])
    let found = index.search(query)
    #expect(found.map(\.dish.dishID) == ["4", "2", "1"])
    #expect(found.map(\.matched) == [["猪肉"], ["猪里脊"], ["五花肉"]])
    // On Data/, `pork` finds 回锅肉.
    let data = IngredientIndex.build(source: try RecipeBundle(folder: Self.data))
    let (porkQuery, _) = IngredientQuery(parsing: "pork").resolved(
      by: IngredientResolver(index: data))
    #expect(data.search(porkQuery).contains { $0.dish.name == "回锅肉" })
  }

  @Test func thePaletteIndexFindsEnglish() throws {
    let bundle = try RecipeBundle(folder: Self.data)
    let index = SearchIndex.build(from: bundle, ingredients: true)
    func names(_ text: String) -> [String] {
      let results = index.search(text)
      return index.hits(results, limit: 200).map(\.name)
    }
    #expect(names("twice-cooked pork").first == "回锅肉")
    #expect(names("Twice").contains("回锅肉"))
    #expect(names("tomatoes").contains("番茄"))
    let pork = index.hits(index.search("pork"), limit: 500)
    #expect(pork.contains { $0.kind == .ingredient && $0.name == "猪肉" })
    #expect(pork.contains { $0.kind == .dish && $0.name == "鱼香肉丝" })
    // Notes never reach the palette's ingredient names.
    #expect(!names("zhurouxian").contains { $0.contains("（") })
  }

  // MARK: Reading the files

  static func files(under folder: URL, ending: String) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent.hasSuffix(ending) { found.append(url) }
    }
    return found
  }

  /// The ingredient names of a page (the labels of its table).
  static func labels(in page: String) -> [String] {
    page.components(separatedBy: "<label class=\"fcbm inblok\">").dropFirst().compactMap {
      $0.components(separatedBy: "</label>").first
    }
  }

  /// The ingredient names of a Cooklang text (`@name{…}` or `@word`).
  static func cooklangNames(in text: String) -> [String] {
    var names: [String] = []
    for part in text.components(separatedBy: "@").dropFirst() {
      let name: String
      if let brace = part.firstIndex(of: "{"),
        !part[..<brace].contains(where: { $0.isNewline || "#~".contains($0) })
      {
        name = String(part[..<brace])
      } else {
        name = String(part.prefix { $0.isLetter || $0.isNumber })
      }
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty && !trimmed.hasPrefix(".") { names.append(trimmed) }
    }
    return names
  }
}
