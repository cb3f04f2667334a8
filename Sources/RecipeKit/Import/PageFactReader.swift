/// The yield and times a page shows in its text beside a label, for pages
/// whose structured data leaves them out: `Serves 6` or `Prep: 10 mins` in
/// one text, or a label on its own (`Yield:`, `Servings`, `Total Time:`)
/// followed by a short text with a number (`4`, `Até 4 porções`, `1 hr`).
///
/// Fed the page's text nodes in document order (one walk, no look-back);
/// the first of each fact wins.
struct PageFactReader {
  enum Fact: CaseIterable {
    case yield, total, prep, cook
  }

  /// Each fact found, as the page writes its value.
  private(set) var found: [Fact: String] = [:]
  /// The fact whose bare label was read, and how many more texts may
  /// hold its value.
  private var pending: (fact: Fact, textsLeft: Int)?

  /// Labels, lowercase, without a final `:`.
  static let labels: [Fact: Set<String>] = [
    .yield: [
      "serves", "servings", "serving", "yield", "yields", "makes", "portions", "portion",
      "portionen", "porções", "porcoes", "porciones", "raciones", "personen", "personnes",
      "serve", "rendimento", "rendement", "porties",
    ],
    .total: [
      "total time", "total", "ready in", "gesamtzeit", "temps total", "totale tijd",
      "tempo total", "tiempo total", "tempo totale",
    ],
    .prep: [
      "prep time", "prep", "preparation time", "vorbereitungszeit", "arbeitszeit",
      "temps de préparation", "voorbereidingstijd", "bereidingstijd", "tempo de preparo",
      "tiempo de preparación", "tempo di preparazione",
    ],
    .cook: [
      "cook time", "cook", "cooking time", "kochzeit", "backzeit", "garzeit", "temps de cuisson",
      "cuisson", "kooktijd", "tempo de cozimento", "tiempo de cocción", "tempo di cottura",
    ],
  ]

  /// A value longer than this (in characters) is running text, not a fact.
  static let longestValue = 40

  /// The minutes of a time fact; nil when not found.
  func minutes(_ fact: Fact) -> Int? {
    found[fact].flatMap { DurationText.minutes($0, needsUnit: true) }
  }

  /// Reads one text node's text.
  mutating func add(_ raw: String) {
    guard found.count < Fact.allCases.count else { return }
    let text = ImportText.collapsed(Substring(raw))
    guard !text.isEmpty else { return }
    if let (fact, textsLeft) = pending {
      pending = textsLeft > 1 ? (fact, textsLeft - 1) : nil
      if text.count <= Self.longestValue, Self.holds(fact, text) {
        found[fact] = found[fact] ?? text
        pending = nil
      }
      return
    }
    var lowered = Substring(text.lowercased())
    while let last = lowered.last, last == ":" || last == " " { lowered.removeLast() }
    if let fact = Self.fact(labelled: String(lowered)) {
      pending = (fact, 2)
      return
    }
    // `Serves 6`, `Prep: 10 mins`: a label, then its value.
    guard text.count <= 2 * Self.longestValue else { return }
    for fact in Fact.allCases where found[fact] == nil {
      for label in Self.labels[fact, default: []] where lowered.hasPrefix(label) {
        let value = lowered.dropFirst(label.count)
        guard let first = value.first, first == " " || first == ":" else { continue }
        let trimmed = String(value.drop { $0 == " " || $0 == ":" })
        if trimmed.count <= Self.longestValue, trimmed.first?.isASCIIDigit == true,
          Self.holds(fact, trimmed)
        {
          found[fact] = fact == .yield ? text : trimmed
          return
        }
      }
    }
  }

  private static func fact(labelled text: String) -> Fact? {
    Fact.allCases.first { labels[$0, default: []].contains(text) }
  }

  /// True when `text` can be the value of `fact`: a number for a yield, a
  /// time with its unit (`20 mins`, `1h`) for the others.
  private static func holds(_ fact: Fact, _ text: String) -> Bool {
    guard text.contains(where: \.isASCIIDigit) else { return false }
    return fact == .yield || DurationText.minutes(text, needsUnit: true) != nil
  }
}
