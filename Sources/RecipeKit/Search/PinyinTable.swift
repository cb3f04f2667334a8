/// The toneless pinyin readings of the Han characters, decoded once from
/// `encoded` (see `PinyinTable+Data.swift` and `PinyinTableSource`).
///
/// A character has a list of readings, the usual one first (重: zhong,
/// chong, tong); characters without a reading (not Han, or not in the
/// table) have none. Readings are lower-case ASCII with `ü` as `v`.
public struct PinyinTable: Sendable {
  /// The table, decoded at first use (a few milliseconds).
  public static let shared = PinyinTable(encoded: encoded)

  /// The distinct syllables, each as its ASCII bytes.
  let syllables: [[UInt8]]
  /// The lists of readings: indices into `syllables`.
  let lists: [[UInt16]]
  /// For each list, a bit per letter a–z that some reading starts with.
  let initialMasks: [UInt32]
  /// `lists` flattened for the matcher's inner loop (nested arrays cost a
  /// retain and a release per access): list `i` is
  /// `listItems[listBounds[i]..<listBounds[i + 1]]`.
  let listBounds: [UInt32]
  let listItems: [UInt16]
  /// `syllables` flattened: syllable `i` is
  /// `syllableBytes[syllableBounds[i]..<syllableBounds[i + 1]]`.
  let syllableBounds: [UInt32]
  let syllableBytes: [UInt8]
  /// The list of each scalar of the dense range (U+3400..<U+A000); `none`
  /// when it has no reading.
  private let dense: [UInt16]
  /// The lists of the scalars outside the dense range.
  private let sparse: [UInt32: UInt16]

  static let denseRange: Range<UInt32> = 0x3400..<0xA000
  static let none = UInt16.max

  /// Decodes the table's text (the format `PinyinTableSource` writes).
  init(encoded: String) {
    var syllableIDs: [String: UInt16] = [:]
    var syllables: [[UInt8]] = []
    var listIDs: [Substring: UInt16] = [:]
    var lists: [[UInt16]] = []
    var dense = [UInt16](repeating: Self.none, count: Self.denseRange.count)
    var sparse: [UInt32: UInt16] = [:]
    for line in encoded.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { continue }
      let key = line[..<space]
      let list: UInt16
      if let known = listIDs[key] {
        list = known
      } else {
        var ids: [UInt16] = []
        for reading in key.split(separator: ",") {
          let text = String(reading)
          if let id = syllableIDs[text] {
            ids.append(id)
          } else {
            let id = UInt16(syllables.count)
            syllableIDs[text] = id
            syllables.append(Array(text.utf8))
            ids.append(id)
          }
        }
        list = UInt16(lists.count)
        listIDs[key] = list
        lists.append(ids)
      }
      for scalar in line[line.index(after: space)...].unicodeScalars {
        if Self.denseRange.contains(scalar.value) {
          dense[Int(scalar.value - Self.denseRange.lowerBound)] = list
        } else {
          sparse[scalar.value] = list
        }
      }
    }
    self.syllables = syllables
    self.lists = lists
    self.dense = dense
    self.sparse = sparse
    listItems = lists.flatMap { $0 }
    listBounds = lists.reduce(into: [0]) { bounds, list in
      bounds.append((bounds.last ?? 0) + UInt32(list.count))
    }
    syllableBytes = syllables.flatMap { $0 }
    syllableBounds = syllables.reduce(into: [0]) { bounds, syllable in
      bounds.append((bounds.last ?? 0) + UInt32(syllable.count))
    }
    initialMasks = lists.map { ids in
      ids.reduce(0) { mask, id in
        guard let first = syllables[Int(id)].first, (0x61...0x7A).contains(first) else {
          return mask
        }
        return mask | 1 << UInt32(first - 0x61)
      }
    }
  }

  /// The index into `lists` of `scalar`'s readings, or `none`.
  @inline(__always)
  func list(of scalar: UInt32) -> UInt16 {
    if scalar >= Self.denseRange.lowerBound && scalar < Self.denseRange.upperBound {
      return dense[Int(scalar - Self.denseRange.lowerBound)]
    }
    if scalar < 0x2E80 { return Self.none }
    return sparse[scalar] ?? Self.none
  }

  /// The readings of `character` (a single scalar), the usual one first;
  /// empty when it has none.
  public func readings(of character: Character) -> [String] {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return [] }
    let id = list(of: scalar.value)
    guard id != Self.none else { return [] }
    return lists[Int(id)].map { String(decoding: syllables[Int($0)], as: UTF8.self) }
  }

  /// How many characters have readings.
  public var characterCount: Int {
    dense.count { $0 != Self.none } + sparse.count
  }

  /// How many distinct toneless syllables there are.
  public var syllableCount: Int { syllables.count }
}
