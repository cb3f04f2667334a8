/// The yield a page shows in its text beside a label, for pages whose
/// structured data leaves `recipeYield` out: `Serves 6` or `Makes 2 racks`
/// in one text, or a label on its own (`Yield:`, `Servings`, `Serve`)
/// followed by a short text with a number (`4`, `Até 4 porções`).
///
/// Fed the page's text nodes in document order (one walk, no look-back);
/// the first labelled yield wins.
struct PageYieldReader {
  /// The yield as the page writes it; nil until one is found.
  private(set) var found: String?
  /// How many more texts may hold a bare label's value.
  private var textsAfterLabel = 0

  /// Yield labels, lowercase, without a final `:`.
  static let labels: Set<String> = [
    "serves", "servings", "serving", "yield", "yields", "makes", "portions", "portion",
    "portionen", "porções", "porcoes", "porciones", "raciones", "personen", "personnes",
    "serve", "rendimento", "rendement", "porties",
  ]

  /// A value longer than this (in characters) is running text, not a yield.
  static let longestValue = 40

  /// Reads one text node's text.
  mutating func add(_ raw: String) {
    guard found == nil else { return }
    let text = ImportText.collapsed(Substring(raw))
    guard !text.isEmpty else { return }
    if textsAfterLabel > 0 {
      textsAfterLabel -= 1
      if text.count <= Self.longestValue, text.contains(where: \.isASCIIDigit) {
        found = text
      }
      return
    }
    var lowered = Substring(text.lowercased())
    while let last = lowered.last, last == ":" || last == " " { lowered.removeLast() }
    if Self.labels.contains(String(lowered)) {
      textsAfterLabel = 2
      return
    }
    // `Serves 6`, `Yield: 4 servings`: a label, then a value opening with
    // a number.
    guard text.count <= Self.longestValue + 12,
      let space = lowered.firstIndex(where: { $0 == " " || $0 == ":" })
    else { return }
    let label = String(lowered[..<space])
    let value = lowered[space...].drop { $0 == " " || $0 == ":" }
    if Self.labels.contains(label), let first = value.first, first.isASCIIDigit,
      value.count <= Self.longestValue
    {
      found = text
    }
  }
}
