/// Orders results by (`MatchRank`, name length) with a counting sort, which
/// keeps the order they were added in among equals: linear in the number of
/// results, where a comparison sort of 500,000 dish matches takes tens of
/// milliseconds.
struct Ranking {
  /// Lengths above this one rank together.
  static let longest = NameTable.maximumUnits
  private var items: [RankedItem] = []
  private var keys: [Int] = []

  mutating func add(_ kind: SearchItemKind, _ index: Int, _ match: MatchRank, length: Int) {
    items.append(RankedItem(kind: kind, index: index, match: match.kind))
    keys.append(match.rawValue * (Self.longest + 1) + min(length, Self.longest))
  }

  /// The items, best first.
  func sorted() -> [RankedItem] {
    guard !items.isEmpty else { return [] }
    var counts = [Int](repeating: 0, count: MatchRank.allCases.count * (Self.longest + 1) + 1)
    for key in keys { counts[key + 1] += 1 }
    for bucket in 1..<counts.count { counts[bucket] += counts[bucket - 1] }
    var result = [RankedItem?](repeating: nil, count: items.count)
    for (item, key) in zip(items, keys) {
      result[counts[key]] = item
      counts[key] += 1
    }
    return result.compactMap { $0 }
  }
}
