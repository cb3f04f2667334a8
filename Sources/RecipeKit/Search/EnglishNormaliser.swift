/// The one normaliser of English text for search: every source (the
/// bundle, Cooklang folders) and every search (the palette, the `/`
/// filter, "What can I cook?", `--search`, `--with`) compares English
/// through it, so `Tomatoes`, `tomato` and `TOMATOES` are one word.
///
/// A text becomes its words: ASCII letters and digits, lower-cased;
/// apostrophes are dropped (`lion's` → `lions`), anything else separates
/// words (`twice-cooked` → `twice cooked`). Each word is then folded to a
/// stem that a singular and its plural share (`eggs`/`egg` → `egg`,
/// `tomatoes` → `tomato`, `berries`/`berry` → `berri`, `leaves` → `leaf`).
/// The stems are for comparing only: they are never shown.
public enum EnglishNormaliser {
  /// The folded words of `text`, joined by single spaces (`""` when it
  /// has no word).
  public static func normalise(_ text: String) -> String {
    words(text).joined(separator: " ")
  }

  /// The folded words of `text`, in order.
  public static func words(_ text: String) -> [String] {
    var words: [String] = []
    var word: [UInt8] = []
    func flush() {
      if !word.isEmpty { words.append(stem(String(decoding: word, as: UTF8.self))) }
      word.removeAll(keepingCapacity: true)
    }
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A: word.append(UInt8(scalar.value + 0x20))
      case 0x61...0x7A, 0x30...0x39: word.append(UInt8(scalar.value))
      case 0x27, 0x2019: continue  // an apostrophe: part of the word
      default: flush()
      }
    }
    flush()
    return words
  }

  /// Whether `text` has an ASCII letter and no letter of another script
  /// (Han characters make a text Chinese): worth an English look-up.
  public static func isEnglish(_ text: String) -> Bool {
    var letter = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A, 0x61...0x7A: letter = true
      case 0..<0x80: continue
      default:
        // A letter of another script, or a mark (`e` + U+0301 is `é`).
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: if scalar.properties.isAlphabetic { return false }
        }
      }
    }
    return letter
  }

  /// Whether typed `text` is worth an English search: English with three
  /// letters at least (`hg`, `ji` are left to pinyin, which they start far
  /// more often than an English word).
  public static func isEnglishQuery(_ text: String) -> Bool {
    isEnglish(text)
      && text.unicodeScalars.count { ($0.value | 0x20) >= 0x61 && ($0.value | 0x20) <= 0x7A } >= 3
  }

  /// Plurals that the rules below would fold wrongly, with their stems.
  static let irregular: [String: String] = [
    "leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife",
    "calves": "calf", "shelves": "shelf", "children": "child", "geese": "goose",
    "feet": "foot", "teeth": "tooth", "mice": "mouse", "dice": "dice",
    "fungi": "fungus", "cacti": "cactus",
  ]

  /// Words that end like a plural but are not one.
  static let unchanged: Set<String> = [
    "asparagus", "hummus", "couscous", "molasses", "swiss", "bass", "grass", "glass",
    "citrus", "octopus", "fungus", "lotus", "hibiscus", "nutritious", "delicious", "plus",
    "gas", "its", "this", "is", "was", "has", "yes",
  ]

  /// The stem of one lower-cased word (see the type).
  public static func stem(_ word: String) -> String {
    if let folded = irregular[word] { return folded }
    if unchanged.contains(word) || word.count < 3 { return fold(y: word) }
    let bytes = Array(word.utf8)
    func ends(_ suffix: String) -> Bool { word.hasSuffix(suffix) }
    func dropping(_ count: Int) -> String {
      String(decoding: bytes.dropLast(count), as: UTF8.self)
    }
    if ends("ies") && bytes.count > 4 { return dropping(2) }  // berries → berri
    if ends("oes") { return dropping(2) }  // tomatoes → tomato
    if ends("ches") || ends("shes") || ends("xes") || ends("sses") || ends("zzes") {
      return dropping(2)  // peaches → peach, radishes → radish
    }
    if ends("s") && !ends("ss") && !ends("us") && !ends("is") {
      return fold(y: dropping(1))  // eggs → egg, cookies handled above
    }
    return fold(y: word)
  }

  /// A final `y` after a consonant, or a final `ie`, as `i` (`berry` →
  /// `berri`, `cookie` → `cooki`), the stem its plural `-ies` gives.
  private static func fold(y word: String) -> String {
    let bytes = Array(word.utf8)
    guard bytes.count > 2 else { return word }
    if bytes.last == UInt8(ascii: "e") && bytes[bytes.count - 2] == UInt8(ascii: "i") {
      return String(decoding: bytes.dropLast(), as: UTF8.self)
    }
    if bytes.last == UInt8(ascii: "y"), !"aeiou".utf8.contains(bytes[bytes.count - 2]) {
      return String(decoding: bytes.dropLast() + [UInt8(ascii: "i")], as: UTF8.self)
    }
    return word
  }
}
