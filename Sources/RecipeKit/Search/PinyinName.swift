/// A name prepared once for pinyin matching (the `/` filter keeps one per
/// dish): its lower-cased scalars and letter masks, or nil from `init` when
/// no character of it has a reading (nothing to add to plain matching).
public struct PinyinName: Sendable {
  private let units: [UInt32]
  private let initials: UInt32
  private let letters: UInt32

  /// `name` prepared, or nil when it has no character with a reading.
  public init?(_ name: String, table: PinyinTable = .shared) {
    var table1 = NameTable()
    table1.append(name, table: table)
    guard table1.hasReadings(at: 0, table: table) else { return nil }
    units = Array(table1.units)
    initials = table1.initialMasks[0]
    letters = table1.letterMasks[0]
  }

  /// Whether `text` is worth a pinyin match in the `/` filter: it has a
  /// letter a–z and only letters, spaces and characters with readings
  /// (anything else is left to plain text matching).
  public static func isPinyinQuery(_ text: String, table: PinyinTable = .shared) -> Bool {
    var letter = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A, 0x61...0x7A: letter = true
      case 0x20: continue
      default: if table.list(of: scalar.value) == PinyinTable.none { return false }
      }
    }
    return letter
  }

  /// How `query` matches this name with its characters in a row (whole,
  /// prefix, initials or substring), or nil (also for a subsequence).
  public func contiguousMatch(_ prepared: PinyinQuery, matcher: inout PinyinMatcher)
    -> MatchKind?
  {
    let query = prepared.query
    let filter = prepared.filter
    guard initials & filter.firstLetter == filter.firstLetter,
      letters & filter.letters == filter.letters
    else { return nil }
    let rank = units.withUnsafeBufferPointer { matcher.best(query, units: $0, path: false)?.0 }
    guard let rank, rank < .subsequence else { return nil }
    return rank.kind
  }
}

extension NameTable {
  /// Whether some matched character of the name at `index` has a reading.
  func hasReadings(at index: Int, table: PinyinTable) -> Bool {
    units[Int(starts[index])..<Int(starts[index + 1])].contains {
      table.list(of: $0) != PinyinTable.none
    }
  }
}

/// A query prepared once for many `PinyinName`s (with its letter filter).
public struct PinyinQuery: Sendable {
  let query: SearchQuery
  let filter: QueryFilter

  public init(_ query: SearchQuery) {
    self.query = query
    filter = QueryFilter(query)
  }
}
