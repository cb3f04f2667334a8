/// The key a shopping list merges ingredients by.
///
/// `IngredientNames.key` (case, spaces, notes, today's synonym table), then
/// English plurals folded word by word (`eggs` → `egg`, `tomatoes` →
/// `tomato`, `berries` → `berry`), then the synonyms of `aisle.conf`
/// (`capsicum|bell pepper`: every name of a line takes its first name's
/// key). Nothing broader: two names merge only when one of these says
/// they are the same thing.
public enum ShoppingNames {
  /// The merge key of `name`, with `aisles`' synonyms when given.
  public static func key(_ name: String, aisles: AisleConfig? = nil) -> String {
    let folded = folded(name)
    return aisles?.canonicalKey(forFolded: folded) ?? folded
  }

  /// `IngredientNames.key` of the name with each English word's plural
  /// folded.
  public static func folded(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic }) else {
      return IngredientNames.key(name)
    }
    let words = name.lowercased().split(separator: " ", omittingEmptySubsequences: false)
    return IngredientNames.key(words.map { singular(String($0)) }.joined(separator: " "))
  }

  /// The singular of an English word (`eggs`, `tomatoes`, `berries`,
  /// `peaches`); words that only look plural (`hummus`, `molasses`,
  /// `asparagus`, `swiss`) and non-English words are kept.
  static func singular(_ word: String) -> String {
    guard word.count > 3, word.hasSuffix("s"), word.unicodeScalars.allSatisfy(\.isASCII) else {
      return word
    }
    if keptAsWritten.contains(word) { return word }
    for ending in ["ss", "us", "is"] where word.hasSuffix(ending) { return word }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes")
      || word.hasSuffix("xes") || word.hasSuffix("sses")
    {
      return String(word.dropLast(2))
    }
    if word.hasSuffix("ves"), let stem = leaves[word] { return stem }
    return String(word.dropLast())
  }

  /// Words ending in `s` that are not plurals.
  static let keptAsWritten: Set<String> = [
    "molasses", "hummus", "asparagus", "couscous", "swiss", "grits", "greens", "brussels",
    "series", "species",
  ]

  /// `-ves` plurals whose singular ends in `f`.
  static let leaves: [String: String] = [
    "leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife",
  ]
}
