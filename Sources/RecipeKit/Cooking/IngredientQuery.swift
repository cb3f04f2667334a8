/// A "What can I cook?" query: the ingredients wanted and those excluded.
///
/// Typed as words separated by spaces (ASCII or full-width), a `-` before
/// an excluded one: `鸡蛋 番茄 -葱`. Names are matched by
/// `IngredientNames.key`, so 西红柿 finds 番茄 and 葱 finds 小葱. A query
/// `resolved` by an `IngredientResolver` also accepts, for each word, the
/// keys it stands for (`jd` → 鸡蛋, `pork` → 猪肉, 五花肉 …).
public struct IngredientQuery: Hashable, Sendable {
  /// The wanted ingredients' keys, in the order typed, without repeats.
  public var wanted: [String]
  /// The excluded ingredients' keys.
  public var excluded: [String]
  /// When true a dish needs one wanted ingredient at least; else all.
  public var matchesAny: Bool
  /// For a word that stands for other keys, those keys (nil: the word itself).
  public var accepted: [String: [String]] = [:]

  public init(wanted: [String], excluded: [String] = [], matchesAny: Bool = false) {
    self.wanted = Self.unique(wanted.map(IngredientNames.key))
    self.excluded = Self.unique(excluded.map(IngredientNames.key))
    self.matchesAny = matchesAny
  }

  /// Reads `鸡蛋 番茄 -葱` (a lone `-` is ignored).
  public init(parsing text: String, matchesAny: Bool = false) {
    var wanted: [String] = []
    var excluded: [String] = []
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "\t" }) {
      if word.first == "-" || word.first == "－" {
        excluded.append(String(word.dropFirst()))
      } else {
        wanted.append(String(word))
      }
    }
    self.init(wanted: wanted, excluded: excluded, matchesAny: matchesAny)
  }

  /// True when nothing is wanted.
  public var isEmpty: Bool { wanted.isEmpty }

  /// The keys that count for the word `key`.
  public func keys(of key: String) -> [String] { accepted[key] ?? [key] }

  /// The query with each word read by `resolver`, and the words as read
  /// (wanted first, then excluded) to show what each stands for.
  public func resolved(by resolver: IngredientResolver) -> (
    query: IngredientQuery, words: [IngredientWord]
  ) {
    var query = self
    var words: [IngredientWord] = []
    for key in wanted + excluded {
      let word = resolver.resolve(key)
      words.append(word)
      if word.keys != [key] { query.accepted[key] = word.keys }
    }
    return (query, words)
  }

  private static func unique(_ keys: [String]) -> [String] {
    var seen: Set<String> = []
    return keys.filter { !$0.isEmpty && seen.insert($0).inserted }
  }
}
