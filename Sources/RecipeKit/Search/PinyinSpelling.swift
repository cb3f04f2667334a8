/// Whether a word spells a name in full toneless pinyin (`huiguorou`,
/// `hui guo rou` for 回锅肉): every character by one of its readings, in
/// order, nothing left over. Initials (`hgr`) are not a spelling.
public enum PinyinSpelling {
  /// True when `text` (case and spaces ignored) spells all of `name`.
  /// Characters without a reading (`A`, `-`) must be typed as they are.
  public static func spells(_ text: String, name: String, table: PinyinTable = .shared) -> Bool {
    let wanted = Array(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "'" })
    guard !wanted.isEmpty, wanted.allSatisfy(\.isASCII) else { return false }
    let characters = Array(name.lowercased()).filter { $0 != " " }
    guard !characters.isEmpty, characters.count <= 64 else { return false }
    // The positions of `wanted` reached after each character.
    var reached: Set<Int> = [0]
    var anyReading = false
    for character in characters {
      var next: Set<Int> = []
      let readings = table.readings(of: character)
      let options = readings.isEmpty ? [String(character)] : readings
      anyReading = anyReading || !readings.isEmpty
      for start in reached {
        for option in options {
          let scalars = Array(option.unicodeScalars)
          let end = start + scalars.count
          if end <= wanted.count, Array(wanted[start..<end]) == scalars { next.insert(end) }
        }
      }
      guard !next.isEmpty else { return false }
      reached = next
    }
    return anyReading && reached.contains(wanted.count)
  }
}
