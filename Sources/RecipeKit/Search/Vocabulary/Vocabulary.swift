/// The bilingual vocabulary of our own: English names for ingredients
/// (every Chinese ingredient name of `Data/` and those making up 95% of
/// the corpus's ingredient mentions) and for the dishes of `Data/`
/// (`Vocabulary+Ingredients.swift`, `Vocabulary+Dishes.swift`, written
/// from `scripts/*.tsv`).
///
/// An entry has English names: the first is shown (`--lang en` beside the
/// Chinese), every one finds it. An ingredient's later names include its
/// family (五花肉: `pork belly`, `pork`), so `pork` finds 猪肉, 五花肉 and
/// 里脊. English is compared through `EnglishNormaliser` (case, plurals).
///
/// It widens search and "What can I cook?" only: the shopping list merges
/// by `IngredientNames.key`, never by a family.
public struct Vocabulary: Sendable {
  /// A Chinese name with its English names (the first is shown).
  public struct Entry: Hashable, Sendable {
    public let chinese: String
    public let english: [String]
  }

  /// How well typed English matched an English name.
  public enum Fit: Int, Comparable, Sendable {
    /// Every word.
    case whole
    /// The name's first words (the last typed one may be cut: `twice-coo`).
    case prefix
    /// Words in a row inside the name (`pork` in `twice-cooked pork`).
    case words

    public static func < (lhs: Fit, rhs: Fit) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The vocabulary of the two data files.
  public static let shared = Vocabulary(ingredients: ingredientsText, dishes: dishesText)

  public let ingredients: [Entry]
  public let dishes: [Entry]
  /// Per entry, each English name's folded words.
  private let ingredientWords: [[[String]]]
  private let dishWords: [[[String]]]
  private let ingredientOfChinese: [String: Int]
  private let dishOfChinese: [String: Int]

  /// A vocabulary read from text in the data files' form: one entry a
  /// line, `中文<TAB>english|variant|…` (blank and malformed lines skipped).
  public init(ingredients: String, dishes: String) {
    self.ingredients = Self.entries(ingredients)
    self.dishes = Self.entries(dishes)
    ingredientWords = self.ingredients.map { $0.english.map(EnglishNormaliser.words) }
    dishWords = self.dishes.map { $0.english.map(EnglishNormaliser.words) }
    var byChinese: [String: Int] = [:]
    for (index, entry) in self.ingredients.enumerated() where byChinese[entry.chinese] == nil {
      byChinese[entry.chinese] = index
    }
    ingredientOfChinese = byChinese
    byChinese = [:]
    for (index, entry) in self.dishes.enumerated() where byChinese[entry.chinese] == nil {
      byChinese[entry.chinese] = index
    }
    dishOfChinese = byChinese
  }

  private static func entries(_ text: String) -> [Entry] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      let chinese = parts[0].trimmingEnds(of: " ")
      let english = parts[1].split(separator: "|").map { $0.trimmingEnds(of: " ") }
        .filter { !$0.isEmpty }
      guard !chinese.isEmpty, !english.isEmpty else { return nil }
      return Entry(chinese: chinese, english: english)
    }
  }

  /// The English name shown for the ingredient `name` (its note split off,
  /// see `IngredientNameNote`), or nil when the vocabulary has none.
  public func englishName(ofIngredient name: String) -> String? {
    if let index = ingredientOfChinese[name] { return ingredients[index].english.first }
    // The page's note split off, spaces and a trailing colon trimmed.
    let base = IngredientNameNote(name.trimmingEnds(of: " \u{3000}\u{A0}")).name
      .trimmingEnds(of: " \u{3000}\u{A0}：:")
    return ingredientOfChinese[base].map { ingredients[$0].english[0] }
  }

  /// Every English name of the dish `name` (the shown one first).
  public func englishNames(ofDish name: String) -> [String] {
    dishOfChinese[name].map { dishes[$0].english } ?? []
  }

  /// The English name shown for the dish `name`, or nil.
  public func englishName(ofDish name: String) -> String? {
    dishOfChinese[name].map { dishes[$0].english[0] }
  }

  /// The Chinese ingredient names that `english` names exactly (any of
  /// their English names, folded): those it is the shown name of first;
  /// with `shownOnly`, only those.
  public func ingredients(named english: String, shownOnly: Bool = false) -> [String] {
    let words = EnglishNormaliser.words(english)
    guard !words.isEmpty else { return [] }
    var first: [String] = []
    var others: [String] = []
    for (index, names) in ingredientWords.enumerated() {
      guard let position = names.firstIndex(of: words) else { continue }
      if position == 0 {
        first.append(ingredients[index].chinese)
      } else {
        others.append(ingredients[index].chinese)
      }
    }
    return shownOnly ? first : first + others
  }

  /// The ingredients whose English names fit `typed`, with the best fit
  /// (a later name fitting whole counts as a start).
  public func ingredientMatches(_ typed: String) -> [(chinese: String, fit: Fit)] {
    Self.matches(EnglishNormaliser.words(typed), in: ingredientWords, entries: ingredients)
  }

  /// The dishes whose English names fit `typed`, with the best fit.
  public func dishMatches(_ typed: String) -> [(chinese: String, fit: Fit)] {
    Self.matches(EnglishNormaliser.words(typed), in: dishWords, entries: dishes)
  }

  private static func matches(_ typed: [String], in words: [[[String]]], entries: [Entry])
    -> [(chinese: String, fit: Fit)]
  {
    guard !typed.isEmpty else { return [] }
    var found: [(chinese: String, fit: Fit)] = []
    for (index, names) in words.enumerated() {
      var best: Fit?
      for (position, name) in names.enumerated() {
        guard var fit = fit(typed, name) else { continue }
        // A later name whole (a family: `pork` for 五花肉) ranks after the
        // shown one (`pork` for 猪肉).
        if fit == .whole && position > 0 { fit = .prefix }
        if best.map({ fit < $0 }) ?? true { best = fit }
      }
      if let best { found.append((entries[index].chinese, best)) }
    }
    return found
  }

  /// How the folded words `typed` fit the folded words `name`, or nil.
  public static func fit(_ typed: [String], _ name: [String]) -> Fit? {
    guard !typed.isEmpty, typed.count <= name.count else { return nil }
    if typed == name { return .whole }
    for start in 0...(name.count - typed.count) {
      var fits = true
      for (offset, word) in typed.enumerated() {
        let other = name[start + offset]
        let isLast = offset == typed.count - 1
        if !(word == other || (isLast && other.hasPrefix(word))) {
          fits = false
          break
        }
      }
      if fits { return start == 0 ? .prefix : .words }
    }
    return nil
  }
}
