extension PinyinTable {
  /// A key that sorts names by pinyin (for "Sort by Name"): each Han
  /// character as its usual reading (the first: 重 is `zhong`), any other
  /// character lower-cased, a U+0001 after each reading so that 西安
  /// (`xi an`) comes before 先 (`xian`). Equal keys (homophones) need a
  /// tie-break: see `sortedByPinyin(_:)`.
  public func sortKey(for name: String) -> [UInt32] {
    var key: [UInt32] = []
    for scalar in name.unicodeScalars {
      let id = list(of: scalar.value)
      if id != Self.none, let usual = lists[Int(id)].first {
        key += syllables[Int(usual)].map(UInt32.init)
        key.append(1)
      } else {
        SearchQuery.appendLowercased(scalar, to: &key)
      }
    }
    return key
  }

  /// `dishes` sorted by `sortKey(for:)` of their names, then by the names'
  /// code points (homophones), then in the given order (stable).
  public func sortedByPinyin(_ dishes: [Dish]) -> [Dish] {
    let keyed = dishes.enumerated().map { (offset: $0.offset, key: sortKey(for: $0.element.name)) }
    let order = keyed.sorted { lhs, rhs in
      if lhs.key != rhs.key { return lhs.key.lexicographicallyPrecedes(rhs.key) }
      let left = dishes[lhs.offset].name.unicodeScalars.map(\.value)
      let right = dishes[rhs.offset].name.unicodeScalars.map(\.value)
      if left != right { return left.lexicographicallyPrecedes(right) }
      return lhs.offset < rhs.offset
    }
    return order.map { dishes[$0.offset] }
  }
}
