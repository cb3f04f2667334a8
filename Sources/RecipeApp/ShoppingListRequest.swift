/// The items of `--shopping-list`: the words after it up to the next
/// option (`--shopping-list "Pizza Dough:2" Salad "Weekly Plan.menu" 243,140x2`).
///
/// A word of ids (every comma-separated part starts with a digit) is read
/// now, strictly: `ID[xF],ID…`, a malformed factor being a usage error. Any
/// other word (a title, a path, a `.menu` file, `NAME:F`, `PATH:F`,
/// `IDxF`, pinyin) is looked up in the source when the list is made
/// (`RecipesCommand.resolveShoppingWord`), so a name with commas in it is
/// never split when it names a dish as a whole. No words at all asks for
/// the list kept in the app.
public struct ShoppingListRequest: Equatable, Sendable {
  /// One dish by id and its scale.
  public struct Entry: Equatable, Sendable {
    public var dishID: String
    public var scale: Double
  }

  /// One word of the command line.
  public enum Item: Equatable, Sendable {
    /// Ids read already (`243,140x2` gives two).
    case ids([Entry])
    /// A word to look up in the source.
    case word(String)
  }

  /// The words in the order given (a repeated dish is kept: its amounts add).
  public var items: [Item]

  /// The dishes given by id, in order (the words to look up left out).
  public var entries: [Entry] {
    items.flatMap { item -> [Entry] in
      if case .ids(let entries) = item { return entries }
      return []
    }
  }

  /// True when no word was given: print the app's list.
  public var isKeptList: Bool { items.isEmpty }

  /// The separator of the words in the one value the option table passes.
  static let separator: Character = "\u{1F}"

  /// Reads the words (joined by `separator`); throws a usage error for an
  /// empty word or a malformed id list.
  init(parsing text: String) throws(Options.UsageError) {
    var items: [Item] = []
    if text.isEmpty {
      self.items = []
      return
    }
    for word in text.split(separator: Self.separator, omittingEmptySubsequences: false) {
      let trimmed = String(word.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard !trimmed.isEmpty else {
        throw Options.UsageError(message: "--shopping-list needs dishes, such as 243,140x2 or \"Pizza Dough:2\"")
      }
      let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
      let starts = parts.map { $0.drop { $0 == " " }.first }
      let isIDs =
        starts.contains { $0?.isASCII == true && $0?.isNumber == true }
        && starts.allSatisfy { $0 == nil || ($0?.isASCII == true && $0?.isNumber == true) }
      if isIDs {
        items.append(.ids(try Self.ids(trimmed)))
      } else {
        items.append(.word(trimmed))
      }
    }
    self.items = items
  }

  /// Reads `ID[xF],ID…`.
  static func ids(_ text: String) throws(Options.UsageError) -> [Entry] {
    var entries: [Entry] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let piece = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      var id = piece
      var scale = 1.0
      // The factor is all that follows the first `x` (`102x2x3` is a
      // malformed factor, not dish `102x2` at ×3).
      if let mark = piece.firstIndex(where: { $0 == "x" || $0 == "×" }) {
        id = String(piece[..<mark])
        let factorText = String(piece[piece.index(after: mark)...])
        guard let factor = CookingOptions.factor(factorText) else {
          throw Options.UsageError(
            message:
              "--shopping-list: '\(CookingOptions.shown(piece))' needs a factor such as x2 or x1/2")
        }
        scale = factor
      }
      guard !id.isEmpty else {
        throw Options.UsageError(message: "--shopping-list needs dish ids such as 243,140x2,381")
      }
      entries.append(Entry(dishID: id, scale: scale))
    }
    return entries
  }
}
