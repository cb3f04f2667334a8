extension IngredientNames {
  /// Every key `name` stands for: its own key, then, when the name is a
  /// compound of names the table knows (`葱姜` → 葱, 姜; `葱姜蒜末` → 葱,
  /// 姜, 蒜), each part's key. A name that is not wholly made of known
  /// names is one key (`洋葱` stays 洋葱: 洋 is no ingredient), so names
  /// never match by a stray part (issue 30, item 6).
  public static func keys(_ name: String) -> [String] {
    let whole = key(name)
    guard !whole.isEmpty else { return [] }
    guard let parts = compoundParts(of: cleaned(name)) else { return [whole] }
    var keys = [whole]
    for part in parts {
      let partKey = table[part] ?? part
      if !keys.contains(partKey) { keys.append(partKey) }
    }
    return keys
  }

  /// The table's names that make up `name` whole, two at least and the
  /// fewest that do, in order (`葱姜末` → 葱, 姜末); nil when `name` is in
  /// the table itself or is not made of its names.
  static func compoundParts(of name: String) -> [String]? {
    guard table[name] == nil else { return nil }
    let characters = Array(name)
    guard characters.count >= 2, characters.count <= maximumCompoundLength,
      characters.allSatisfy(tableCharacters.contains)
    else { return nil }
    // best[i]: the fewest names covering characters[..<i], and the last one.
    var best: [(count: Int, last: Int)?] = Array(repeating: nil, count: characters.count + 1)
    best[0] = (0, 0)
    for end in 1...characters.count {
      for start in max(0, end - longestTableName)..<end {
        guard let before = best[start], table[String(characters[start..<end])] != nil else {
          continue
        }
        if best[end].map({ before.count + 1 < $0.count }) ?? true {
          best[end] = (before.count + 1, start)
        }
      }
    }
    guard let found = best[characters.count], found.count >= 2 else { return nil }
    var parts: [String] = []
    var end = characters.count
    while end > 0, let step = best[end] {
      parts.insert(String(characters[step.last..<end]), at: 0)
      end = step.last
    }
    return parts
  }

  /// Longer names are never split (a sentence is no compound).
  private static let maximumCompoundLength = 8

  /// Every character of the table's names: a name with any other is no
  /// compound (most names, at the cost of one set look-up a character).
  private static let tableCharacters = Set(table.keys.joined())

  /// The longest name in the table, in characters.
  private static let longestTableName = table.keys.map(\.count).max() ?? 1
}
