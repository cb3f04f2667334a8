/// A metadata value: text (a YAML scalar as written, or a `key: value`
/// line's value), a list or a mapping (nested keys, in their order).
public indirect enum CooklangValue: Sendable, Equatable {
  case text(String)
  case list([CooklangValue])
  case mapping([(key: String, value: CooklangValue)])

  public static func == (lhs: CooklangValue, rhs: CooklangValue) -> Bool {
    switch (lhs, rhs) {
    case (.text(let a), .text(let b)): a == b
    case (.list(let a), .list(let b)): a == b
    case (.mapping(let a), .mapping(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The text of a scalar; nil for a list or mapping.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// The texts of a list, or of a scalar split at commas (`tags: a, b`), or
  /// of a YAML flow list written as text (`[a, b]` in `>>` lines).
  public var texts: [String] {
    switch self {
    case .list(let items): return items.compactMap(\.text)
    case .mapping: return []
    case .text(let text):
      var inner = Substring(text)
      if inner.hasPrefix("["), inner.hasSuffix("]") { inner = inner.dropFirst().dropLast() }
      return inner.split(separator: ",").map { CooklangText.trimmed($0) }.filter { !$0.isEmpty }
    }
  }

  /// The value at `key` of a mapping; nil otherwise.
  public subscript(key: String) -> CooklangValue? {
    if case .mapping(let entries) = self { return entries.first { $0.key == key }?.value }
    return nil
  }
}
