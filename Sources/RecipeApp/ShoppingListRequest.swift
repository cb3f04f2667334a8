/// The dishes of `--shopping-list 243,140x2,381`: ids with their scales.
public struct ShoppingListRequest: Equatable, Sendable {
  /// One dish and its scale.
  public struct Entry: Equatable, Sendable {
    public var dishID: String
    public var scale: Double
  }

  /// The dishes in the order given (a repeated id is kept: its amounts add).
  public var entries: [Entry]

  /// Reads `ID[xF],ID…`; throws a usage error for an empty list, an empty
  /// id or a malformed factor.
  init(parsing text: String) throws(Options.UsageError) {
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
    self.entries = entries
  }
}
