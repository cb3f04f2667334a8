/// Names stored compactly for matching: their lower-cased scalars in one
/// flat array, with per-name letter masks that reject most names before
/// the matcher runs.
///
/// At most `maximumUnits` scalars of a name are matched (a longer name is
/// matched by its start). Names whose lower-cased, cut form is not the name
/// itself keep their original text aside.
struct NameTable {
  /// Scalars of a name that are matched.
  static let maximumUnits = 64

  /// The lower-cased scalars of every name, one after the other.
  private(set) var units: [UInt32] = []
  /// Where each name starts in `units`, and one more for the end.
  private(set) var starts: [UInt32] = [0]
  /// Per name, a bit per letter a–z that some piece can start with: a
  /// reading's first letter, or the letter itself.
  private(set) var initialMasks: [UInt32] = []
  /// Per name, a bit per letter a–z that appears in a reading or as itself.
  private(set) var letterMasks: [UInt32] = []
  /// The original text of names that `units` does not spell as they are.
  private var originals: [Int: String] = [:]

  /// How many names there are.
  var count: Int { initialMasks.count }

  /// `name` as the table stores it: its lower-cased scalars (the first
  /// `maximumUnits`), and whether they spell `name` exactly.
  struct Prepared {
    var units: [UInt32]
    var isPlain: Bool

    init(_ name: String) {
      var scalars: [UInt32] = []
      for scalar in name.unicodeScalars {
        SearchQuery.appendLowercased(scalar, to: &scalars)
      }
      let kept = scalars.prefix(NameTable.maximumUnits)
      isPlain =
        kept.count == scalars.count && kept.elementsEqual(name.unicodeScalars.lazy.map(\.value))
      units = Array(kept)
    }
  }

  /// Adds `name`.
  mutating func append(_ name: String, table: PinyinTable) {
    append(name, Prepared(name), table: table)
  }

  /// Whether the name at `index` is `name`, whose `Prepared` form is
  /// `prepared`.
  func holds(_ name: String, _ prepared: Prepared, at index: Int) -> Bool {
    if let original = originals[index] { return !prepared.isPlain && original == name }
    return prepared.isPlain && units(at: index).elementsEqual(prepared.units)
  }

  /// The stored scalars of the name at `index`.
  func units(at index: Int) -> ArraySlice<UInt32> {
    units[Int(starts[index])..<Int(starts[index + 1])]
  }

  /// Adds `name`, whose `Prepared` form is `prepared`.
  mutating func append(_ name: String, _ prepared: Prepared, table: PinyinTable) {
    let kept = prepared.units
    var initials: UInt32 = 0
    var letters: UInt32 = 0
    for value in kept {
      if (0x61...0x7A).contains(value) {
        initials |= 1 << (value - 0x61)
        letters |= 1 << (value - 0x61)
      }
      let list = table.list(of: value)
      guard list != PinyinTable.none else { continue }
      initials |= table.initialMasks[Int(list)]
      for syllable in table.lists[Int(list)] {
        for letter in table.syllables[Int(syllable)] where (0x61...0x7A).contains(letter) {
          letters |= 1 << UInt32(letter - 0x61)
        }
      }
    }
    if !prepared.isPlain { originals[count] = name }
    units += kept
    starts.append(UInt32(units.count))
    initialMasks.append(initials)
    letterMasks.append(letters)
  }

  /// The name at `index`, as it was added.
  func name(at index: Int) -> String {
    if let original = originals[index] { return original }
    var text = ""
    for value in units[Int(starts[index])..<Int(starts[index + 1])] {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    return text
  }

  /// The length of the name at `index` in matched scalars.
  func length(at index: Int) -> Int { Int(starts[index + 1] - starts[index]) }

  /// How well `query` matches the name at `index`, or nil. `filter` comes
  /// from `QueryFilter(query)`; `previous` is how a prefix of the query
  /// matched it, when known (see `PinyinMatcher.best`).
  func kind(
    of query: SearchQuery, filter: QueryFilter, at index: Int, matcher: inout PinyinMatcher,
    atLeast previous: MatchRank? = nil
  ) -> MatchRank? {
    guard initialMasks[index] & filter.firstLetter == filter.firstLetter,
      letterMasks[index] & filter.letters == filter.letters
    else { return nil }
    let start = Int(starts[index])
    let end = Int(starts[index + 1])
    return units.withUnsafeBufferPointer { all in
      let name = UnsafeBufferPointer(rebasing: all[start..<end])
      return matcher.best(query, units: name, path: false, atLeast: previous)?.0
    }
  }

  /// Bytes held, counting each array's capacity and the originals.
  var bytes: Int {
    units.capacity * 4 + starts.capacity * 4 + initialMasks.capacity * 4
      + letterMasks.capacity * 4 + originals.values.reduce(0) { $0 + 32 + $1.utf8.count }
  }
}

/// The letters a name must have for a query to match it.
struct QueryFilter: Sendable {
  /// The query's first scalar, when a letter: some piece must start with it.
  let firstLetter: UInt32
  /// Every letter of the query: each is in a reading or is a letter of the name.
  let letters: UInt32

  init(_ query: SearchQuery) {
    var letters: UInt32 = 0
    for value in query.scalars where (0x61...0x7A).contains(value) {
      letters |= 1 << (value - 0x61)
    }
    // `u` also spells the readings' `v` (ü): a name with only `v` may match a `u`.
    letters &= ~(1 << 20)
    self.letters = letters
    if let first = query.scalars.first, (0x61...0x7A).contains(first), first != 0x75 {
      firstLetter = 1 << (first - 0x61)
    } else {
      firstLetter = 0
    }
  }
}
