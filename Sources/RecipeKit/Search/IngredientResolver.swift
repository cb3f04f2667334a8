/// Reads the words of "What can I cook?" (`w`, `--with`, `--without`) the
/// way the palette reads names: an ingredient in characters as it is, and
/// one typed without a Chinese input method as the ingredient it names:
/// full pinyin (`jidan` → 鸡蛋), the initials of every character (`jd` →
/// 鸡蛋) or English through the vocabulary (`eggs` → 鸡蛋; `pork` → 猪肉
/// and its family: 五花肉, 里脊 …).
///
/// Only the names the index knows are candidates; among several, the one
/// most dishes use wins (then the shorter). English also finds the
/// index's English names (a Cooklang recipe's `eggs`) through
/// `EnglishNormaliser`.
public struct IngredientResolver {
  /// Each known key and how many dishes use it.
  private let uses: [String: Int]
  /// The known keys in Han characters, for pinyin.
  private let chineseKeys: [String]
  /// The known keys with ASCII letters, folded.
  private let englishKeys: [(key: String, folded: String)]
  private let vocabulary: Vocabulary
  private let table: PinyinTable

  public init(
    index: IngredientIndex, vocabulary: Vocabulary = .shared, table: PinyinTable = .shared
  ) {
    var uses: [String: Int] = [:]
    for dish in index.dishes {
      for ingredient in dish.ingredients {
        for key in ingredient.keys { uses[key, default: 0] += 1 }
      }
    }
    self.init(uses: uses, vocabulary: vocabulary, table: table)
  }

  /// A resolver over known keys with their number of uses.
  public init(uses: [String: Int], vocabulary: Vocabulary = .shared, table: PinyinTable = .shared) {
    self.uses = uses
    self.vocabulary = vocabulary
    self.table = table
    let sorted = uses.keys.sorted()
    chineseKeys = sorted.filter { !EnglishNormaliser.isEnglish($0) }
    englishKeys = sorted.filter(EnglishNormaliser.isEnglish).map {
      ($0, EnglishNormaliser.normalise($0))
    }
  }

  /// What `word` (a key of `IngredientQuery`) stands for.
  public func resolve(_ word: String) -> IngredientWord {
    let known = uses[word] != nil
    guard EnglishNormaliser.isEnglish(word) else {
      return IngredientWord(typed: word, name: word, keys: [word], isKnown: known)
    }
    if let english = english(word) { return english }
    if let pinyin = pinyin(word) {
      return IngredientWord(typed: word, name: pinyin, keys: [pinyin])
    }
    return IngredientWord(typed: word, name: word, keys: [word], isKnown: known)
  }

  /// `word` as English: the vocabulary's names the index knows, and the
  /// index's own English names that fold the same.
  private func english(_ word: String) -> IngredientWord? {
    let folded = EnglishNormaliser.normalise(word)
    var keys: [String] = []
    var seen: Set<String> = []
    let named = vocabulary.ingredients(named: word).map(IngredientNames.key)
    for key in named where uses[key] != nil && seen.insert(key).inserted { keys.append(key) }
    for (key, english) in englishKeys where english == folded && seen.insert(key).inserted {
      keys.append(key)
    }
    guard !keys.isEmpty else { return nil }
    // Shown: a name whose shown English it is (`pork` → 猪肉), most used.
    let primary = vocabulary.ingredients(named: word, shownOnly: true).map(IngredientNames.key)
      .filter { uses[$0] != nil }
    let shown = (primary.isEmpty ? keys : primary).max { left, right in
      ((uses[left] ?? 0), -left.count) < ((uses[right] ?? 0), -right.count)
    }
    return IngredientWord(typed: word, name: shown ?? word, keys: keys)
  }

  /// `word` as the full pinyin or the initials of a known Chinese name,
  /// the most used one.
  private func pinyin(_ word: String) -> String? {
    let query = SearchQuery(word)
    var matcher = PinyinMatcher(table: table, literalLetters: false)
    var best: (key: String, rank: MatchRank)?
    for key in chineseKeys {
      var units: [UInt32] = []
      for scalar in key.unicodeScalars { SearchQuery.appendLowercased(scalar, to: &units) }
      guard
        let rank = units.withUnsafeBufferPointer({
          matcher.best(query, units: $0, path: false)?.0
        }), rank == .whole || rank == .initialsOfAll
      else { continue }
      if let current = best {
        let better =
          rank < current.rank
          || (rank == current.rank
            && ((uses[key] ?? 0), -key.count) > ((uses[current.key] ?? 0), -current.key.count))
        if !better { continue }
      }
      best = (key, rank)
    }
    return best?.key
  }
}

/// A word of "What can I cook?" as read by `IngredientResolver`.
public struct IngredientWord: Hashable, Sendable {
  /// The word as typed (its key: lower-cased, notes dropped).
  public var typed: String
  /// The ingredient it stands for (`鸡蛋` for `jd`), or the word itself.
  public var name: String
  /// The keys a dish's ingredient may have to count (a family for `pork`).
  public var keys: [String]
  /// False when no dish of the index uses it.
  public var isKnown: Bool

  public init(typed: String, name: String, keys: [String], isKnown: Bool = true) {
    self.typed = typed
    self.name = name
    self.keys = keys
    self.isKnown = isKnown
  }

  /// True when the word stands for another name (`jd → 鸡蛋`).
  public var isResolved: Bool { name != typed }

  /// `jd → 鸡蛋`, or the word alone.
  public var shown: String { isResolved ? "\(typed) → \(name)" : typed }
}
