/// Small text helpers of the Cooklang reader.
enum CooklangText {
  /// Whether `scalar` is whitespace for trimming (spaces, tabs, newlines and
  /// Unicode space separators).
  static func isTrimmable(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || CooklangLexer.isSpace(scalar)
  }

  /// `text` without whitespace at either end.
  static func trimmed<S: StringProtocol>(_ text: S) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmable($0) }),
      let last = scalars.lastIndex(where: { !isTrimmable($0) })
    else { return "" }
    // Nothing to trim (the usual case): the text itself, not a copy.
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex {
      return String(text)
    }
    var buffer = CooklangTextBuffer()
    for scalar in scalars[first...last] { buffer.append(scalar) }
    return buffer.string
  }

  /// The text of `tokens` trimmed, each run of spaces inside it one space
  /// (a line break in the source counts as a space; an escaped one stays a
  /// line break): how a component's name, quantity, unit and note read
  /// (`@a  b{1  2}` is `a b` with `1 2`, as in cooklang-rs).
  static func collapsed(_ tokens: ArraySlice<CooklangToken>, in scalars: [Unicode.Scalar]) -> String
  {
    var result = CooklangTextBuffer()
    var pendingSpace = false
    func add(_ scalar: Unicode.Scalar) {
      if CooklangLexer.isSpace(scalar) || scalar == " " {
        pendingSpace = true
        return
      }
      if pendingSpace { result.append(" ") }
      pendingSpace = false
      result.append(scalar)
    }
    // The scalars `render` gives, taken as they come.
    for token in tokens {
      switch token.kind {
      case .lineComment, .blockComment: continue
      case .newline: add(" ")
      case .escaped:
        if token.end - token.start > 1 { add(scalars[token.start + 1]) }
      default: for scalar in scalars[token.start..<token.end] { add(scalar) }
      }
    }
    return trimmed(result.string)
  }

  /// The text of `tokens` as a reader sees it: comments left out, a line
  /// break as a space, an escaped scalar as itself.
  static func render(_ tokens: ArraySlice<CooklangToken>, in scalars: [Unicode.Scalar]) -> String {
    var result = CooklangTextBuffer()
    for token in tokens { append(token, in: scalars, to: &result) }
    return result.string
  }

  /// Appends the text of `token` as `render` reads it to `buffer`.
  @inline(__always)
  static func append(
    _ token: CooklangToken, in scalars: [Unicode.Scalar], to buffer: inout CooklangTextBuffer
  ) {
    switch token.kind {
    case .lineComment, .blockComment: return
    case .newline: buffer.append(" ")
    case .escaped:
      if token.end - token.start > 1 { buffer.append(scalars[token.start + 1]) }
    default: buffer.append(contentsOf: scalars[token.start..<token.end])
    }
  }

  /// The scalars of `tokens` as written.
  static func source(_ tokens: ArraySlice<CooklangToken>, in scalars: [Unicode.Scalar]) -> String {
    guard let first = tokens.first, let last = tokens.last else { return "" }
    return CooklangTextBuffer.string(scalars[first.start..<last.end])
  }

  /// `tokens` without blank tokens (spaces, comments) at either end.
  static func trimmedTokens(_ tokens: ArraySlice<CooklangToken>) -> ArraySlice<CooklangToken> {
    guard let first = tokens.firstIndex(where: { !$0.isBlank && $0.kind != .newline }),
      let last = tokens.lastIndex(where: { !$0.isBlank && $0.kind != .newline })
    else { return tokens[tokens.startIndex..<tokens.startIndex] }
    return tokens[first...last]
  }
}
