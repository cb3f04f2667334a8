import TestSupport

/// Cooklang texts made from a seed for the differential test: recipes that
/// use every element the reader knows (front matter or `>>` lines,
/// sections, notes, every amount form, references, cookware, named and
/// unnamed timers, comments, escapes), and mutations of them (characters
/// deleted, doubled, swapped, or special ones inserted).
struct CooklangRecipeGenerator {
  var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  private static let words = [
    "add", "the", "stir", "well", "until", "golden", "then", "serve", "slowly", "hot", "and",
    "cut", "into", "pieces", "炒", "加入", "翻炒均匀", "小火", "2", "10", "1.5", "5L", "200°C",
    "🧂", "café", "über", "o'clock", "x", "a",
  ]
  private static let punctuation = [",", ".", ";", "!", "?", "⸫", ":", "/", "(", ")", "'", "\""]
  private static let names = [
    "salt", "flour", "ground pepper", "olive oil", "egg", "tipo 00 flour", "葱", "生抽", "猪肉末",
    "hot chilli", "5peppers", "🧅", "crème fraîche", "water",
  ]
  private static let amounts = [
    "", " ", "2", "1.5", ".5", "1/2", "1 / 2", "1 1/2", "1-2", "1/2-3/4", "2 - 3", "=2", "= 1 %tsp",
    "3%g", "few%sprigs", "2 %  cups ", "a pinch", "0.25%kg", "250%g", "01/2", "1.", "7 k",
    "=1%tsp", "2%zz", "1|2", "2*", "10%克", "3%瓣", "1%cup", "=1/2%tbsp",
  ]
  private static let units = ["minutes", "min", "hours", "h", "s", "分钟", "days"]
  private static let metadataKeys = [
    "title", "servings", "source", "author", "course", "cuisine", "difficulty", "prep time",
    "cook time", "time", "description", "locale", "diet", "rating", "origin",
  ]

  private mutating func pick<T>(_ items: [T]) -> T {
    items[Int(random.next() % UInt64(items.count))]
  }
  private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
  private mutating func count(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(random.next() % UInt64(range.count))
  }

  /// The front matter (possibly empty) and the body, apart: mutations touch
  /// only the body (a mutated front matter is decided by the canonical
  /// tests, not by the official parser; see DECISIONS.md).
  mutating func recipe() -> (frontMatter: String, body: String) {
    var front = ""
    var body = ""
    if chance(40) {
      front = "---\n"
      for key in Array(Set((0..<count(1...5)).map { _ in pick(Self.metadataKeys) })).sorted() {
        front += "\(key): \(metadataValue(key))\n"
      }
      if chance(30) { front += "tags: [\(pick(Self.words)), \(pick(["quick", "dinner"]))]\n" }
      if chance(20) { front += "tags:\n  - spicy\n  - \(pick(["easy", "summer"]))\n" }
      front += "---\n"
    } else if chance(40) {
      for _ in 0..<count(1...3) {
        let key = pick(Self.metadataKeys)
        body += ">> \(key): \(metadataValue(key))\n"
      }
    }
    for paragraph in 0..<count(1...6) {
      if paragraph > 0 { body += pick(["\n", "\n", "\n  \n", "\n-- a comment line\n"]) }
      if chance(12) { body += pick(["= Dough\n", "== Filling ==\n", "=== 酱汁\n", "==\n"]) }
      if chance(12) {
        body += "> \(sentence())\n"
        continue
      }
      for _ in 0..<count(1...3) { body += sentence() + "\n" }
    }
    return (front, body)
  }

  private mutating func metadataValue(_ key: String) -> String {
    switch key {
    case "servings": pick(["2", "4", "4 portions", "1|2|3"])
    case "prep time", "cook time", "time": pick(["10 minutes", "1h30m", "45 min"])
    default: pick(["Grandma", "dinner", "easy", "家常菜", "https://example.org/r", "en_GB", "x y"])
    }
  }

  private mutating func sentence() -> String {
    var parts: [String] = []
    for _ in 0..<count(2...9) {
      switch random.next() % 14 {
      case 0, 1, 2: parts.append(ingredient())
      case 3: parts.append(cookware())
      case 4: parts.append(timer())
      case 5: parts.append(pick(Self.punctuation))
      case 6 where chance(30):
        parts.append(pick(["-- note to self", "[- hidden -]", "\\@not", "\\"]))
      default: parts.append(pick(Self.words))
      }
    }
    return parts.joined(separator: pick([" ", " ", "", "  "]))
  }

  private mutating func ingredient() -> String {
    if chance(8) {
      return
        "@./\(pick(["Sauces", "Basics"]))/\(pick(["Hollandaise", "Stock"])){\(pick(["150%g", "", "2"]))}"
    }
    let name = pick(Self.names)
    let simple = !name.contains(" ") && chance(35)
    var text = "@" + name
    if !simple { text += "{\(pick(Self.amounts))}" }
    if chance(15) { text += "(\(pick(["diced", "finely chopped", "切丁"])))" }
    return text
  }

  private mutating func cookware() -> String {
    pick([
      "#pan", "#pot", "#frying pan{}", "#pan{2}", "#bowl{three}", "#锅", "#sheet{}(lined)",
      "#wok{1%l}",
    ])
  }

  private mutating func timer() -> String {
    switch random.next() % 4 {
    case 0: "~{\(count(1...40))%\(pick(Self.units))}"
    case 1:
      "~\(pick(["eggs", "rice", "面"])){\(pick(["3", "1/2", "1.5", "10"]))%\(pick(Self.units))}"
    case 2: "~rest"
    default: "~{\(count(1...9))}"
    }
  }

  /// `text` with one to four random edits.
  mutating func mutated(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    let specials: [Unicode.Scalar] = [
      "@", "#", "~", "{", "}", "%", "=", "(", ")", "[", "]", "-", "\n", ">", ":", "|", "*", "/",
      ".", "\\", " ", "1", "a",
    ]
    for _ in 0..<count(1...4) where !scalars.isEmpty {
      let at = Int(random.next() % UInt64(scalars.count))
      switch random.next() % 4 {
      case 0: scalars.remove(at: at)
      case 1: scalars.insert(scalars[at], at: at)
      case 2: scalars.insert(pick(specials), at: at)
      default: if at + 1 < scalars.count { scalars.swapAt(at, at + 1) }
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }
}
