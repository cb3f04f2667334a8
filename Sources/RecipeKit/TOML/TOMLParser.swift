/// Reads the TOML subset of the config file and `pantry.conf`: `[table]`
/// headers and dotted keys (`a.b = 1`), basic strings with escapes and
/// literal strings, decimal integers, booleans, arrays of those, inline
/// tables on one line (`{ quantity = "1%kg", low = "200%g" }`), and `#`
/// comments.
///
/// What TOML has beyond that (floats, dates, arrays of tables,
/// multi-line strings) is a syntax error naming the feature. Every error
/// names the line and column where reading stopped. Input is bounded by the
/// caller (the file reader caps the size); arrays nest at most
/// `maximumDepth` deep, so no input can exhaust the stack; keys have at
/// most `maximumKeyParts` parts, so no key costs more than a few checks.
public struct TOMLParser {
  /// How deep arrays may nest (`[[[1]]]` is depth 3).
  static let maximumDepth = 16

  /// The longest text accepted, in bytes (the config file is a few lines).
  public static let maximumBytes = 1 << 20

  /// The most parts of a dotted key or a table header (`a.b.c` has 3): the
  /// config's keys have two. Checking a key's prefixes costs its length
  /// squared, so a 100,000-part header took 45 s; past this it is an error
  /// at the part that is one too many.
  static let maximumKeyParts = 32

  var text: [Unicode.Scalar]
  var index = 0
  var line = 1
  var lineStart = 0
  /// Entries read so far; kept when a later line has an error.
  var document = TOMLDocument()
  /// The table of the lines that follow (`[keys]` gives `["keys"]`).
  var table: [String] = []
  var definedKeys: Set<[String]> = []
  var definedTables: Set<[String]> = []

  init(scalars: [Unicode.Scalar]) { text = scalars }

  /// Parses `bytes`: the document, or the first error together with the
  /// entries read before it (the app uses those and warns about the rest).
  public static func parse(_ bytes: [UInt8]) -> (document: TOMLDocument, error: TOMLError?) {
    if bytes.count > maximumBytes {
      let error = TOMLError(
        position: TOMLPosition(line: 1, column: 1),
        message: "file is larger than \(maximumBytes / 1024) KiB")
      return (TOMLDocument(), error)
    }
    switch scalars(of: bytes) {
    case .failure(let error):
      // The lines before the one that is not text are still read, so the
      // app keeps what they say and warns about the rest.
      var newlines = 0
      let end =
        bytes.firstIndex { byte in
          if byte == UInt8(ascii: "\n") { newlines += 1 }
          return newlines == error.position.line - 1 && byte == UInt8(ascii: "\n")
        }.map { $0 + 1 } ?? 0
      var parser = TOMLParser(scalars: [])
      if case .success(let prefix) = scalars(of: Array(bytes[..<end])) {
        parser = TOMLParser(scalars: prefix)
        _ = try? parser.parseDocument()
      }
      return (parser.document, error)
    case .success(let scalars):
      var parser = TOMLParser(scalars: scalars)
      do {
        try parser.parseDocument()
        return (parser.document, nil)
      } catch {
        return (parser.document, error)
      }
    }
  }

  /// Parses `text` as a string (tests and `--check-config` of literals).
  public static func parse(_ text: String) -> (document: TOMLDocument, error: TOMLError?) {
    parse(Array(text.utf8))
  }

  var position: TOMLPosition { TOMLPosition(line: line, column: index - lineStart + 1) }
  var current: Unicode.Scalar? { index < text.count ? text[index] : nil }

  func fail(_ message: String) -> TOMLError { TOMLError(position: position, message: message) }

  mutating func advance() {
    if index < text.count, text[index] == "\n" {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  /// Reads lines until the end.
  mutating func parseDocument() throws(TOMLError) {
    while true {
      skipSpaces()
      guard let scalar = current else { return }
      switch scalar {
      case "#": skipComment()
      case "\n":
        advance()
        continue
      case "[": try parseTableHeader()
      default: try parseKeyValue()
      }
      try expectEndOfLine()
    }
  }

  mutating func skipSpaces() {
    while let scalar = current, scalar == " " || scalar == "\t" { advance() }
  }

  mutating func skipComment() {
    while let scalar = current, scalar != "\n" { advance() }
  }

  /// Spaces, then an optional comment, then a line feed or the end.
  mutating func expectEndOfLine() throws(TOMLError) {
    skipSpaces()
    if current == "#" { skipComment() }
    guard let scalar = current else { return }
    guard scalar == "\n" else { throw fail("expected the end of the line") }
    advance()
  }

  /// `[a.b]`: the table of the following keys.
  mutating func parseTableHeader() throws(TOMLError) {
    let start = position
    advance()
    if current == "[" { throw fail("arrays of tables ([[...]]) are not supported") }
    skipSpaces()
    let path = try parseKey()
    skipSpaces()
    guard current == "]" else { throw fail("expected ']' after the table name") }
    advance()
    if definedTables.contains(path) {
      throw TOMLError(
        position: start, message: "table [\(path.joined(separator: "."))] is defined twice")
    }
    try checkPrefixes(of: path, at: start)
    if definedKeys.contains(path) {
      throw TOMLError(
        position: start, message: "'\(path.joined(separator: "."))' is already a value")
    }
    definedTables.insert(path)
    table = path
  }

  /// `key = value`, the key possibly dotted.
  mutating func parseKeyValue() throws(TOMLError) {
    let start = position
    let path = table + (try parseKey())
    skipSpaces()
    guard current == "=" else { throw fail("expected '=' after key") }
    advance()
    skipSpaces()
    let value = try parseValue(depth: 0)
    try checkPrefixes(of: path, at: start)
    if definedKeys.contains(path) || definedTables.contains(path) {
      throw TOMLError(
        position: start, message: "key '\(path.joined(separator: "."))' is defined twice")
    }
    definedKeys.insert(path)
    document.entries.append(TOMLEntry(path: path, value: value, position: start))
  }

  /// No proper prefix of `path` may be a value (`a = 1` then `a.b = 2`).
  func checkPrefixes(of path: [String], at start: TOMLPosition) throws(TOMLError) {
    for length in 1..<max(1, path.count) where definedKeys.contains(Array(path.prefix(length))) {
      let name = path.prefix(length).joined(separator: ".")
      throw TOMLError(position: start, message: "'\(name)' is already a value, not a table")
    }
  }

  /// A key: bare words (`A-Z a-z 0-9 _ -`) or quoted strings, joined by dots.
  mutating func parseKey() throws(TOMLError) -> [String] {
    var parts: [String] = []
    while true {
      skipSpaces()
      guard parts.count < Self.maximumKeyParts else {
        throw fail("a key has at most \(Self.maximumKeyParts) parts")
      }
      parts.append(try parseSimpleKey())
      skipSpaces()
      guard current == "." else { return parts }
      advance()
    }
  }

  mutating func parseSimpleKey() throws(TOMLError) -> String {
    switch current {
    case "\"": return try parseBasicString()
    case "'": return try parseLiteralString()
    default:
      var word = String.UnicodeScalarView()
      while let scalar = current, Self.isBareKey(scalar) {
        word.append(scalar)
        advance()
      }
      guard !word.isEmpty else { throw fail("expected a key") }
      return String(word)
    }
  }

  static func isBareKey(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
    default: false
    }
  }
}
