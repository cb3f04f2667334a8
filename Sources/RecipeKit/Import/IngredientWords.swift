/// The words of English, German, French and Dutch ingredient lines that the
/// line reader knows, apart from units (`IngredientUnitTable`). All
/// lowercase; matched in any case, as whole words.
enum IngredientWords {
  /// Before the number, kept as a note: `about 2 cups`, `ca. 500 g`.
  static let approximations = [
    "approximately", "approx.", "approx", "about", "around", "roughly", "circa", "ca.", "ca",
    "etwa", "ungefähr", "environ", "ongeveer",
  ]

  /// Amounts without a number, kept as a note; longest first. A linking
  /// `of`/`de` after them is dropped (`un peu de persil`).
  static let vagueAmounts = [
    "een beetje", "a little", "a few", "a couple of", "un peu", "quelques", "several",
    "einige", "etwas", "some", "wat", "een paar", "ein paar", "a bit of",
  ]

  /// Number words and their values (`a`, `an`, `ein`, `un`, `een`: one).
  static let numberWords: [String: Double] = [
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12,
    "ein": 1, "eine": 1, "einen": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4,
    "een": 1, "twee": 2, "drie": 3,
  ]

  /// Between the two ends of a range, as words (`2 to 3`, `1 à 2`).
  static let rangeWords = ["to", "or", "à", "a", "bis", "tot", "of", "ou", "oder"]

  /// Between the two ends of a range, as signs.
  static let rangeSigns: [Character] = ["-", "–", "—", "~", "～"]

  /// Size or measure words before a unit; they go to the note when a unit
  /// follows (`1 heaped tbsp`), else stay in the name (`3 large eggs`).
  static let unitModifiers: Set<String> = [
    "small", "large", "big", "medium", "heaped", "heaping", "level", "rounded", "good",
    "generous", "thick", "thin", "scant", "thumb-sized", "kleine", "kleiner", "große",
    "großer", "gehäufte", "gehäufter", "gestrichene", "gestrichener", "gestr.", "petite",
    "grosse", "bonne", "grote",
    "flinke",
  ]

  /// Words between a unit and the name, dropped: `a pinch of salt`,
  /// `200 g de farine`, `2 gousses d'ail`.
  static let linkingWords = ["of", "de", "des", "du", "van", "von"]
  static let linkingElisions = ["d'", "d’"]

  /// A part of a fruit before `of`/`from`: the part is the preparation and
  /// the fruit the name (`juice of 1 lemon`). Longest first.
  static let partsOf: [(prefix: String, part: String)] = [
    ("the zest and juice of ", "zest and juice"), ("zest and juice of ", "zest and juice"),
    ("the juice and zest of ", "juice and zest"), ("juice and zest of ", "juice and zest"),
    ("the juice of ", "juice"), ("juice of ", "juice"), ("the zest of ", "zest"),
    ("zest of ", "zest"), ("finely grated zest of ", "finely grated zest"),
    ("grated zest of ", "grated zest"), ("seeds from ", "seeds"), ("seeds of ", "seeds"),
    ("le jus d'", "jus"), ("le jus de ", "jus"), ("jus d'", "jus"), ("jus de ", "jus"),
    ("le zeste d'", "zeste"), ("zeste d'", "zeste"), ("het sap van ", "sap"),
    ("sap van ", "sap"), ("saft von ", "Saft"), ("der saft von ", "Saft"),
    ("schale von ", "Schale"),
  ]

  /// Endings of a name that are notes: `salt to taste`.
  static let noteEndings = [
    "to taste", "as needed", "as required", "nach belieben", "nach geschmack", "à volonté",
    "selon votre goût", "selon goût", "au goût", "naar smaak", "naar believen",
  ]

  /// Words inside a name that start a note running to its end:
  /// `2 large eggs plus 1 yolk`.
  static let noteStarts = [" plus ", " mixed with ", " + "]

  /// First words of a comma part (or a parenthesised one) that make it a
  /// note even when it also holds a preparation word.
  static let noteOpeners: Set<String> = [
    "to", "for", "plus", "or", "optional", "optionally", "about", "approximately", "approx",
    "approx.", "such", "any", "if", "divided", "see", "each", "ca.", "ca", "etwa", "nach",
    "zum", "zur", "für", "oder", "gehäuft", "gestrichen", "pour", "selon",
    "à", "ou", "facultatif", "environ", "naar", "om", "voor", "of", "eventueel", "+",
    // An aside rather than a preparation (`we're using dutch-processed`).
    "i", "i'm", "we", "we're", "we’re", "you", "aka", "the", "this", "it", "my", "use",
    "note", "preferably", "ideally",
  ]

  /// Words that make a comma part a preparation (beside the past
  /// participles `preparationWord(_:)` recognises).
  static let preparationWords: Set<String> = [
    "cut", "torn", "split", "room", "cold", "warm", "skin", "boneless", "skinless", "zest",
    "juice", "broken", "weich", "lauwarm", "fein", "grob", "frisch", "saft", "abrieb",
    "entkernt", "zeste", "jus", "sap", "rasp", "en", "in", "into", "beaten", "shaken",
    "frozen", "ground", "risen", "halved", "torn",
  ]

  /// True for a word that says how an ingredient is prepared: listed, or a
  /// past participle (`chopped`, `gewürfelt`, `abgetropft`, `émincé`,
  /// `gesnipperd`).
  static func preparationWord(_ word: String) -> Bool {
    if preparationWords.contains(word) { return true }
    let count = word.count
    if count >= 4, word.hasSuffix("ed") { return true }
    if count >= 5, ["é", "ée", "és", "ées"].contains(where: word.hasSuffix) { return true }
    if count >= 6, word.contains("ge"),
      word.hasSuffix("t") || word.hasSuffix("d") || word.hasSuffix("en")
    {
      return true
    }
    return false
  }
}
