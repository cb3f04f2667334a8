/// Orders results by (`MatchRank`, name length) with a counting sort, which
/// keeps the order they were added in among equals, and makes only the
/// first `limit` of them: linear in the number of results, 6 bytes each,
/// where sorting 500,000 dish matches as values took tens of milliseconds
/// and tens of megabytes.
struct Ranking {
  /// Lengths above this one rank together.
  static let longest = NameTable.maximumUnits
  /// Per result, its kind (2 bits) and index (30 bits).
  private var items: [UInt32] = []
  private var keys: [UInt16] = []

  /// Room for `count` results.
  init(capacity count: Int = 0) {
    items.reserveCapacity(count)
    keys.reserveCapacity(count)
  }

  /// How many results were added.
  var count: Int { items.count }

  /// The sort key of a match of `rank` on a name of `length` scalars.
  static func key(_ rank: MatchRank, length: Int) -> UInt16 {
    UInt16(rank.rawValue * (longest + 1) + min(length, longest))
  }

  mutating func add(_ kind: SearchItemKind, _ index: Int, key: UInt16) {
    items.append(UInt32(Self.code(of: kind)) << 30 | UInt32(truncatingIfNeeded: index))
    keys.append(key)
  }

  /// Adds every dish whose name has a key (`.max`: no match), dish by
  /// dish: `names[dish]` is the dish's name, `keys[name]` its key.
  mutating func addDishes(_ names: [UInt32], keys: [UInt16]) {
    keys.withUnsafeBufferPointer { keys in
      for (dish, name) in names.enumerated() {
        let key = keys[Int(name)]
        if key != .max {
          items.append(UInt32(truncatingIfNeeded: dish))
          self.keys.append(key)
        }
      }
    }
  }

  mutating func add(_ kind: SearchItemKind, _ index: Int, _ match: MatchRank, length: Int) {
    add(kind, index, key: Self.key(match, length: length))
  }

  /// The first `limit` items, best first.
  func sorted(limit: Int = .max) -> [RankedItem] {
    let wanted = min(max(0, limit), items.count)
    guard wanted > 0 else { return [] }
    var counts = [Int](repeating: 0, count: MatchRank.allCases.count * (Self.longest + 1) + 1)
    for key in keys { counts[Int(key) + 1] += 1 }
    for bucket in 1..<counts.count { counts[bucket] += counts[bucket - 1] }
    var result = [RankedItem?](repeating: nil, count: wanted)
    for (item, key) in zip(items, keys) {
      let position = counts[Int(key)]
      counts[Int(key)] = position + 1
      guard position < wanted else { continue }
      let rank = MatchRank(rawValue: Int(key) / (Self.longest + 1)) ?? .subsequence
      result[position] = RankedItem(
        kind: Self.kinds[Int(item >> 30)], index: Int(item & 0x3FFF_FFFF), match: rank.kind)
    }
    return result.compactMap { $0 }
  }

  private static let kinds: [SearchItemKind] = [.dish, .cuisine, .ingredient, .command]

  private static func code(of kind: SearchItemKind) -> Int {
    switch kind {
    case .dish: 0
    case .cuisine: 1
    case .ingredient: 2
    case .command: 3
    }
  }
}
