/// A place in a TOML text: 1-based line and column (columns count Unicode
/// scalars, so a Chinese character is one column here, not two).
struct TOMLPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
  var line: Int
  var column: Int

  var description: String { "\(line):\(column)" }
}

/// A value of the TOML subset: a string, an integer, a boolean or an array of
/// those, with where it starts in the text (so a wrong type can be named with
/// its line and column).
struct TOMLValue: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([TOMLValue])
  }

  var kind: Kind
  var position: TOMLPosition

  /// The type's name for messages: `string`, `integer`, `boolean`, `array`.
  var typeName: String {
    switch kind {
    case .string: "string"
    case .integer: "integer"
    case .boolean: "boolean"
    case .array: "array"
    }
  }
}

/// One `key = value` of a document, with its full dotted path (the table's
/// path, then the key's): `[theme]` then `accent = "teal"` is
/// `["theme", "accent"]`.
struct TOMLEntry: Equatable, Sendable {
  var path: [String]
  var value: TOMLValue
  /// Where the key starts.
  var position: TOMLPosition

  /// The path joined with dots, for messages and lookups (`theme.accent`).
  var dottedKey: String { path.joined(separator: ".") }
}

/// A parsed TOML text: its entries in the order they appear.
struct TOMLDocument: Equatable, Sendable {
  var entries: [TOMLEntry] = []
}

/// A syntax error: what was expected, and where.
struct TOMLError: Error, Equatable, Sendable {
  var position: TOMLPosition
  var message: String
}
