/// A recipe's metadata: its entries in the order written, and the
/// canonical keys of the spec's `conventions.md` read through their aliases
/// (`servings`/`serves`, `source.name`, `time.prep`…).
public struct CooklangMetadata: Sendable, Equatable {
  /// Top-level keys in order; a key written twice keeps its last value in
  /// the first one's place.
  public private(set) var entries: [(key: String, value: CooklangValue)]
  /// Each entry's key as `value(_:)` compares it (`normalised`), worked
  /// out once when set: a dish row looks up several keys through their
  /// aliases, and normalising every key for each was a tenth of reading
  /// a collection.
  private var normalisedKeys: [String] = []

  public init(entries: [(key: String, value: CooklangValue)] = []) {
    self.entries = []
    for entry in entries { set(entry.key, entry.value) }
  }

  public static func == (lhs: CooklangMetadata, rhs: CooklangMetadata) -> Bool {
    CooklangValue.mapping(lhs.entries) == CooklangValue.mapping(rhs.entries)
  }

  public var isEmpty: Bool { entries.isEmpty }

  /// Sets `key` (replacing an earlier value in its place).
  public mutating func set(_ key: String, _ value: CooklangValue) {
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index].value = value
    } else {
      entries.append((key, value))
      normalisedKeys.append(Self.normalised(key))
    }
  }

  /// The value at `key`, or at a dotted path into nested keys
  /// (`source.url`); a top-level key with the dot in it wins.
  public subscript(key: String) -> CooklangValue? {
    if let entry = entries.first(where: { $0.key == key }) { return entry.value }
    guard key.utf8.contains(UInt8(ascii: ".")) else { return nil }
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1, var value = entries.first(where: { $0.key == parts[0] })?.value else {
      return nil
    }
    for part in parts.dropFirst() {
      guard let inner = value[part] else { return nil }
      value = inner
    }
    return value
  }

  /// The value of a canonical key, by the first of its names that is set
  /// (keys compared case-insensitively, runs of spaces as one: `>> Cook
  /// Time:` is `cook time`).
  public func value(_ key: CooklangMetadataKey) -> CooklangValue? {
    for name in key.names {
      if let value = self[name] { return value }
      if let index = normalisedKeys.firstIndex(of: name) { return entries[index].value }
    }
    return nil
  }

  static func normalised(_ key: String) -> String {
    // Printable ASCII with single spaces inside (`prep time`): its lower
    // case is the answer, without splitting (a tenth of the cost).
    let bytes = key.utf8
    if let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 {
      var previous: UInt8 = 0
      var simple = true
      for byte in bytes {
        if byte < 0x20 || byte > 0x7E || (byte == 0x20 && previous == 0x20) {
          simple = false
          break
        }
        previous = byte
      }
      if simple { return key.lowercased() }
    }
    return key.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The text of a canonical key (a mapping's `name` for `source`/`author`).
  public func text(_ key: CooklangMetadataKey) -> String? {
    guard let value = value(key) else { return nil }
    if let text = value.text { return text }
    if let name = value["name"]?.text { return name }
    if case .list(let items) = value { return items.compactMap(\.text).joined(separator: ", ") }
    return nil
  }

  /// `tags` (a list, or text split at commas).
  public var tags: [String] { value(.tags)?.texts ?? [] }

  /// The leading number of `servings` (`4`, `4 portions`, `2|4|6` gives 2).
  public var servings: Double? {
    guard let text = text(.servings) else { return nil }
    let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    return Double(digits).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
  }
}
