/// What a search result is.
public enum SearchItemKind: String, Sendable, CaseIterable {
  case dish, cuisine, ingredient, command
}

/// A command the palette offers: its name in the current language and the
/// key that runs it, both supplied by the app from its key-binding tables.
public struct SearchCommand: Equatable, Sendable {
  /// The label, e.g. `Sort by difficulty`.
  public var name: String
  /// The key shown beside it, e.g. `s`.
  public var key: String
  /// The action's name in the binding tables, handed back when chosen.
  public var action: String

  public init(name: String, key: String, action: String) {
    self.name = name
    self.key = key
    self.action = action
  }
}

/// One ranked result, ready to show.
public struct SearchHit: Equatable, Sendable {
  public let kind: SearchItemKind
  /// The name as indexed (untrusted: sanitise before drawing).
  public let name: String
  /// A dish's or a cuisine's id; empty for an ingredient or a command.
  public let idstr: String
  /// A dish's cuisine, or the cuisine itself; nil for the others.
  public let cuisine: Cuisine?
  /// For a command, its entry; nil for the others.
  public let command: SearchCommand?
  /// How the query matched.
  public let match: MatchKind
  /// Offsets into `Array(name)` of the matched characters, ascending.
  public let highlighted: [Int]
}

/// A result before it is made into a `SearchHit`: which item and how it
/// matched (cheap to keep for hundreds of thousands of results).
public struct RankedItem: Equatable, Sendable {
  public let kind: SearchItemKind
  /// The item's position in its table (dishes in the order indexed).
  public let index: Int
  public let match: MatchKind
}

/// The results of one query, best first.
public struct SearchResults: Equatable, Sendable {
  /// The query as matched (lower-cased, printable).
  public let query: SearchQuery
  /// The matches, best first: all of them, or the first `limit` asked for.
  public let ranked: [RankedItem]
  /// How many matches there are in all.
  public let total: Int
  /// Cuisines whose dishes are not all indexed yet.
  public let pendingCuisines: Int
  /// How many distinct dish names were matched one by one for this query
  /// (fewer than all when the previous results were narrowed).
  public let dishesExamined: Int

  public var isEmpty: Bool { total == 0 }
  /// How many matches there are (`total`).
  public var count: Int { total }
}
