/// Matches a query against names written in Han characters, pinyin or
/// other text, and says how well (`MatchKind`) and which characters.
///
/// A name is a row of characters (here: scalars, lower-cased). The query is
/// cut into pieces, each matched by one character of the name: the
/// character itself (`锅`, `a`), or a non-empty start of one of its readings
/// (`guo`, `g`, `gu`; `ü` typed as `v` or `u`). Pieces of characters in a row
/// make the best kinds (whole, prefix, initials, substring); with gaps
/// between them, a subsequence. A space in the query may stand between two
/// pieces (`hui guo rou`) or match a space.
///
/// The search for the best cutting backtracks; it gives up after `budget`
/// steps per name (only hostile names, thousands of characters of one
/// syllable, get near it), keeping the best match found by then.
public struct PinyinMatcher {
  /// Steps of the backtracking search per name.
  static let budget = 4_000

  let table: PinyinTable
  private var query: [UInt32] = []
  private var units: UnsafeBufferPointer<UInt32> = UnsafeBufferPointer(start: nil, count: 0)
  private var steps = 0
  /// The current path (unit indices) and the best one, when positions are wanted.
  private var path: [Int] = []
  private var bestPath: [Int] = []
  private var wantsPath = false
  /// The best score found from the current start.
  private var bestScore = Int.max
  /// A score good enough to stop searching: 0 from the name's start, any
  /// match after it (all are substrings).
  private var enough = 0

  /// Whether a letter of the query may match the same letter in a name;
  /// false for the `/` filter, whose plain text matching does that.
  let literalLetters: Bool

  /// A matcher for `table`'s readings; with `literalLetters` false, the
  /// query's letters a–z match readings only.
  public init(table: PinyinTable = .shared, literalLetters: Bool = true) {
    self.table = table
    self.literalLetters = literalLetters
  }

  /// How well `query` matches `name`, and the offsets of the matched
  /// characters in `Array(name)` (ascending, each a whole Character so a
  /// highlight never splits a wide glyph); nil when it does not match or
  /// the query is empty.
  public mutating func match(_ query: SearchQuery, in name: String) -> (
    kind: MatchKind, characters: [Int]
  )? {
    var scalars: [UInt32] = []
    var characterOfScalar: [Int] = []
    for (offset, character) in name.enumerated() {
      for scalar in character.unicodeScalars {
        let before = scalars.count
        SearchQuery.appendLowercased(scalar, to: &scalars)
        characterOfScalar += repeatElement(offset, count: scalars.count - before)
      }
    }
    guard
      let (rank, units) = scalars.withUnsafeBufferPointer({ best(query, units: $0, path: true) })
    else { return nil }
    var characters: [Int] = []
    for unit in units where characters.last != characterOfScalar[unit] {
      characters.append(characterOfScalar[unit])
    }
    return (rank.kind, characters)
  }

  /// The best kind of match of `query` in `units` (lower-cased scalars),
  /// with the matched unit indices when `path` is true.
  ///
  /// `previous` is how a prefix of `query` matched these units, when known:
  /// a match cannot get better as the query grows (its pieces, cut where
  /// the prefix ends, match the prefix at the same place), so after a
  /// subsequence only a subsequence is tried, and after a substring no
  /// match from the name's start.
  mutating func best(
    _ query: SearchQuery, units: UnsafeBufferPointer<UInt32>, path wanted: Bool,
    atLeast previous: MatchRank? = nil
  )
    -> (MatchRank, [Int])?
  {
    guard !query.scalars.isEmpty, !units.isEmpty else { return nil }
    self.query = query.scalars
    self.units = units
    wantsPath = wanted
    path.removeAll(keepingCapacity: true)
    bestPath.removeAll(keepingCapacity: true)
    steps = 0
    let firstStart = previous == .substring ? 1 : 0
    let lastStart = previous == .subsequence ? 0 : units.count
    for start in firstStart..<max(firstStart, lastStart) {
      bestScore = Self.noMatch
      enough = start == 0 ? 0 : 4
      let score = contiguous(at: 0, unit: start, start: start, midPartial: false, single: true)
      guard score != Self.noMatch else { continue }
      let rank: MatchRank =
        start > 0
        ? .substring
        : [.whole, .prefix, .prefixPartly, .initialsOfAll, .initials][min(score, 4)]
      return (rank, bestPath)
    }
    steps = 0
    if subsequence(at: 0, unit: 0) { return (MatchRank.subsequence, bestPath) }
    return nil
  }

  private static let noMatch = Int.max

  /// Whether `value` is a lower-case ASCII letter.
  static func isLetter(_ value: UInt32) -> Bool { value >= 0x61 && value <= 0x7A }
  private static let space: UInt32 = 0x20

  /// The best score of matching `query[position...]` from unit `unit` on,
  /// with no gaps: 0 when every piece is a whole reading or character and
  /// the last ends the name, 1 when every piece is whole but the name goes
  /// on, 2 when every piece but the last is whole, 3 when every piece is
  /// one letter (initials) and the last ends the name, 4 otherwise;
  /// `noMatch` when there is none.
  private mutating func contiguous(
    at position: Int, unit: Int, start: Int, midPartial: Bool, single: Bool
  ) -> Int {
    guard unit < units.count, steps < Self.budget else { return Self.noMatch }
    steps += 1
    let character = query[position]
    var best = Self.noMatch
    if character == Self.space && unit > start && position + 1 < query.count {
      best = contiguous(
        at: position + 1, unit: unit, start: start, midPartial: midPartial, single: single)
      if best <= enough { return best }
    }
    if wantsPath { path.append(unit) }
    defer { if wantsPath { path.removeLast() } }
    if units[unit] == character && (literalLetters || !Self.isLetter(character)) {
      let score =
        position + 1 == query.count
        ? finish(at: unit + 1, midPartial: midPartial, single: single, lastWhole: true)
        : contiguous(
          at: position + 1, unit: unit + 1, start: start, midPartial: midPartial, single: single)
      best = min(best, score)
      if best <= enough { return best }
    }
    let list = table.list(of: units[unit])
    guard list != PinyinTable.none, character >= 0x61, character <= 0x7A,
      table.initialMasks[Int(list)] & 1 << (character - 0x61) != 0
    else { return best }
    for item in Int(table.listBounds[Int(list)])..<Int(table.listBounds[Int(list) + 1]) {
      let syllable = Int(table.listItems[item])
      let readingStart = Int(table.syllableBounds[syllable])
      let readingEnd = Int(table.syllableBounds[syllable + 1])
      var length = commonLength(readingStart, readingEnd, from: position)
      while length > 0 {
        let whole = length == readingEnd - readingStart
        let score =
          position + length == query.count
          ? finish(
            at: unit + 1, midPartial: midPartial, single: single && length == 1, lastWhole: whole)
          : contiguous(
            at: position + length, unit: unit + 1, start: start, midPartial: midPartial || !whole,
            single: single && length == 1)
        best = min(best, score)
        if best <= enough { return best }
        length -= 1
      }
    }
    return best
  }

  /// The score of a match whose last piece ends before `unit`; keeps the
  /// path when it is the best so far.
  private mutating func finish(at unit: Int, midPartial: Bool, single: Bool, lastWhole: Bool)
    -> Int
  {
    let score =
      !midPartial
      ? (lastWhole ? (unit == units.count ? 0 : 1) : 2) : (single && unit == units.count ? 3 : 4)
    if score < bestScore {
      bestScore = score
      if wantsPath { bestPath = path }
    }
    return score
  }

  /// How many letters of the reading `syllableBytes[start..<end]` the query
  /// spells from `position` on (`u` in the query also spells `v`, the
  /// reading's `ü`).
  private func commonLength(_ start: Int, _ end: Int, from position: Int) -> Int {
    var length = 0
    while start + length < end, position + length < query.count {
      let typed = query[position + length]
      let letter = UInt32(table.syllableBytes[start + length])
      guard typed == letter || (letter == 0x76 && typed == 0x75) else { break }
      length += 1
    }
    return length
  }

  /// Whether `query[position...]` matches units from `unit` on, in order,
  /// gaps allowed; fills `bestPath` when it does and paths are wanted.
  private mutating func subsequence(at position: Int, unit first: Int) -> Bool {
    var unit = first
    while unit < units.count {
      guard steps < Self.budget else { return false }
      steps += 1
      let character = query[position]
      if character == Self.space && position + 1 < query.count && unit > 0 {
        if subsequence(at: position + 1, unit: unit) { return true }
      }
      if wantsPath { path.append(unit) }
      if units[unit] == character && (literalLetters || !Self.isLetter(character)) {
        if position + 1 == query.count || subsequence(at: position + 1, unit: unit + 1) {
          if wantsPath && position + 1 == query.count { bestPath = path }
          if wantsPath { path.removeLast() }
          return true
        }
      }
      let list = table.list(of: units[unit])
      if list != PinyinTable.none, character >= 0x61, character <= 0x7A,
        table.initialMasks[Int(list)] & 1 << (character - 0x61) != 0
      {
        for item in Int(table.listBounds[Int(list)])..<Int(table.listBounds[Int(list) + 1]) {
          let syllable = Int(table.listItems[item])
          var length = commonLength(
            Int(table.syllableBounds[syllable]), Int(table.syllableBounds[syllable + 1]),
            from: position)
          while length > 0 {
            if position + length == query.count
              || subsequence(at: position + length, unit: unit + 1)
            {
              if wantsPath && position + length == query.count { bestPath = path }
              if wantsPath { path.removeLast() }
              return true
            }
            length -= 1
          }
        }
      }
      if wantsPath { path.removeLast() }
      unit += 1
    }
    return false
  }
}
