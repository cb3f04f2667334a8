extension TOMLParser {
  /// A value: a string, an integer, a boolean, an array of values or an
  /// inline table.
  mutating func parseValue(depth: Int) throws(TOMLError) -> TOMLValue {
    let start = position
    guard let scalar = current, scalar != "\n" else { throw fail("expected a value after '='") }
    switch scalar {
    case "\"":
      if startsWith("\"\"\"") { throw fail("multi-line strings are not supported") }
      return TOMLValue(kind: .string(try parseBasicString()), position: start)
    case "'":
      if startsWith("'''") { throw fail("multi-line strings are not supported") }
      return TOMLValue(kind: .string(try parseLiteralString()), position: start)
    case "[":
      return TOMLValue(kind: .array(try parseArray(depth: depth + 1)), position: start)
    case "{":
      return TOMLValue(kind: .table(try parseInlineTable(depth: depth + 1)), position: start)
    case "t", "f":
      if consume("true") { return TOMLValue(kind: .boolean(true), position: start) }
      if consume("false") { return TOMLValue(kind: .boolean(false), position: start) }
    case "+", "-", "0"..."9":
      return TOMLValue(kind: .integer(try parseInteger()), position: start)
    case "i", "n":
      if startsWith("inf") || startsWith("nan") { throw fail("floats are not supported") }
    default:
      break
    }
    throw fail("expected a value (a string, an integer, true, false or an array)")
  }

  func startsWith(_ word: String) -> Bool {
    var offset = index
    for scalar in word.unicodeScalars {
      guard offset < text.count, text[offset] == scalar else { return false }
      offset += 1
    }
    return true
  }

  /// Consumes `word` when it comes next and is not followed by a key letter.
  mutating func consume(_ word: String) -> Bool {
    guard startsWith(word) else { return false }
    let after = index + word.unicodeScalars.count
    if after < text.count, Self.isBareKey(text[after]) { return false }
    for _ in word.unicodeScalars { advance() }
    return true
  }

  /// A decimal integer with an optional sign and `_` between digits.
  mutating func parseInteger() throws(TOMLError) -> Int {
    let start = position
    var negative = false
    if current == "+" || current == "-" {
      negative = current == "-"
      advance()
    }
    if current == "0", index + 1 < text.count, "xob".unicodeScalars.contains(text[index + 1]) {
      throw fail("only decimal integers are supported")
    }
    var digits = ""
    var lastWasDigit = false
    while let scalar = current {
      if ("0"..."9").contains(scalar) {
        digits.unicodeScalars.append(scalar)
        lastWasDigit = true
      } else if scalar == "_", lastWasDigit {
        lastWasDigit = false
      } else {
        break
      }
      advance()
    }
    guard !digits.isEmpty, lastWasDigit else { throw fail("expected digits") }
    if let scalar = current, scalar == "." || scalar == "e" || scalar == "E" {
      throw fail("floats are not supported")
    }
    if let scalar = current, scalar == ":" || scalar == "-" || scalar == "T" {
      throw fail("dates and times are not supported")
    }
    if digits.count > 1, digits.hasPrefix("0") {
      throw TOMLError(position: start, message: "leading zeros are not allowed")
    }
    guard let magnitude = Int(digits), digits.count <= 19 else {
      throw TOMLError(position: start, message: "integer is out of range")
    }
    return negative ? -magnitude : magnitude
  }

  /// `[v, v, ...]` over any number of lines, with comments and a trailing
  /// comma allowed.
  mutating func parseArray(depth: Int) throws(TOMLError) -> [TOMLValue] {
    if depth > Self.maximumDepth {
      throw fail("arrays nest deeper than \(Self.maximumDepth) levels")
    }
    advance()
    var items: [TOMLValue] = []
    while true {
      skipBlanks()
      if current == "]" {
        advance()
        return items
      }
      items.append(try parseValue(depth: depth))
      skipBlanks()
      switch current {
      case ",": advance()
      case "]":
        advance()
        return items
      default: throw fail("expected ',' or ']' in the array")
      }
    }
  }

  /// `{ a = v, b = v }` on one line: single-part keys, each once, no
  /// trailing comma (as TOML has it).
  mutating func parseInlineTable(depth: Int) throws(TOMLError) -> [(key: String, value: TOMLValue)]
  {
    if depth > Self.maximumDepth {
      throw fail("values nest deeper than \(Self.maximumDepth) levels")
    }
    advance()
    var pairs: [(key: String, value: TOMLValue)] = []
    skipSpaces()
    if current == "}" {
      advance()
      return pairs
    }
    while true {
      skipSpaces()
      let keyStart = position
      let key = try parseKey()
      guard key.count == 1, let name = key.first else {
        throw TOMLError(position: keyStart, message: "dotted keys are not supported in inline tables")
      }
      if pairs.contains(where: { $0.key == name }) {
        throw TOMLError(position: keyStart, message: "key '\(name)' is defined twice")
      }
      skipSpaces()
      guard current == "=" else { throw fail("expected '=' after key") }
      advance()
      skipSpaces()
      pairs.append((name, try parseValue(depth: depth)))
      skipSpaces()
      switch current {
      case ",": advance()
      case "}":
        advance()
        return pairs
      default: throw fail("expected ',' or '}' in the inline table")
      }
    }
  }

  /// Spaces, line feeds and comments (inside arrays).
  mutating func skipBlanks() {
    while let scalar = current {
      switch scalar {
      case " ", "\t", "\n": advance()
      case "#": skipComment()
      default: return
      }
    }
  }

  /// `"..."` with the escapes `\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX`.
  mutating func parseBasicString() throws(TOMLError) -> String {
    advance()
    var result = String.UnicodeScalarView()
    while true {
      guard let scalar = current, scalar != "\n" else { throw fail("unterminated string") }
      advance()
      switch scalar {
      case "\"": return String(result)
      case "\\": result.append(try parseEscape())
      default: result.append(scalar)
      }
    }
  }

  mutating func parseEscape() throws(TOMLError) -> Unicode.Scalar {
    guard let scalar = current else { throw fail("unterminated string") }
    let escapes: [Unicode.Scalar: Unicode.Scalar] = [
      "b": "\u{08}", "t": "\t", "n": "\n", "f": "\u{0C}", "r": "\r", "\"": "\"", "\\": "\\",
    ]
    if let plain = escapes[scalar] {
      advance()
      return plain
    }
    guard scalar == "u" || scalar == "U" else { throw fail("unknown escape '\\\(scalar)'") }
    let start = position
    advance()
    var hex = ""
    for _ in 0..<(scalar == "u" ? 4 : 8) {
      guard let digit = current, digit.properties.isASCIIHexDigit else {
        throw fail("expected hexadecimal digits in '\\\(scalar)'")
      }
      hex.unicodeScalars.append(digit)
      advance()
    }
    guard let value = UInt32(hex, radix: 16), let result = Unicode.Scalar(value) else {
      throw TOMLError(position: start, message: "'\\\(scalar)\(hex)' is not a Unicode scalar")
    }
    return result
  }

  /// `'...'`: no escapes.
  mutating func parseLiteralString() throws(TOMLError) -> String {
    advance()
    var result = String.UnicodeScalarView()
    while true {
      guard let scalar = current, scalar != "\n" else { throw fail("unterminated string") }
      advance()
      if scalar == "'" { return String(result) }
      result.append(scalar)
    }
  }
}
