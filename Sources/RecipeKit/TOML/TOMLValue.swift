/// A place in a TOML text: 1-based line and column (columns count Unicode
/// scalars, so a Chinese character is one column here, not two).
public struct TOMLPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

/// A value of the TOML subset: a string, an integer, a boolean, an array of
/// those or an inline table (`{ a = "1", b = 2 }`), with where it starts in the text (so a wrong type can be named with
/// its line and column).
public struct TOMLValue: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([TOMLValue])
    /// An inline table: its keys (one part each) and values, in order.
    case table([(key: String, value: TOMLValue)])

    public static func == (lhs: Kind, rhs: Kind) -> Bool {
      switch (lhs, rhs) {
      case (.string(let a), .string(let b)): a == b
      case (.integer(let a), .integer(let b)): a == b
      case (.boolean(let a), .boolean(let b)): a == b
      case (.array(let a), .array(let b)): a == b
      case (.table(let a), .table(let b)):
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: false
      }
    }
  }

  public var kind: Kind
  public var position: TOMLPosition

  public init(kind: Kind, position: TOMLPosition) {
    self.kind = kind
    self.position = position
  }

  /// The type's name for messages: `string`, `integer`, `boolean`, `array`,
  /// `table`.
  public var typeName: String {
    switch kind {
    case .string: "string"
    case .integer: "integer"
    case .boolean: "boolean"
    case .array: "array"
    case .table: "table"
    }
  }

  /// The value of `key` in an inline table; nil for another type or key.
  public subscript(key: String) -> TOMLValue? {
    guard case .table(let pairs) = kind else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  /// The string, for a string value.
  public var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }
}

/// One `key = value` of a document, with its full dotted path (the table's
/// path, then the key's): `[theme]` then `accent = "teal"` is
/// `["theme", "accent"]`.
public struct TOMLEntry: Equatable, Sendable {
  public var path: [String]
  public var value: TOMLValue
  /// Where the key starts.
  public var position: TOMLPosition

  public init(path: [String], value: TOMLValue, position: TOMLPosition) {
    self.path = path
    self.value = value
    self.position = position
  }

  /// The path joined with dots, for messages and lookups (`theme.accent`).
  public var dottedKey: String { path.joined(separator: ".") }
}

/// A parsed TOML text: its entries in the order they appear.
public struct TOMLDocument: Equatable, Sendable {
  public var entries: [TOMLEntry] = []

  public init(entries: [TOMLEntry] = []) { self.entries = entries }
}

/// A syntax error: what was expected, and where.
public struct TOMLError: Error, Equatable, Sendable {
  public var position: TOMLPosition
  public var message: String

  public init(position: TOMLPosition, message: String) {
    self.position = position
    self.message = message
  }
}
