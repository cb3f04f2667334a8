/// A piece of a Cooklang text (`CooklangLexer`): a range of its scalars and
/// what kind of piece it is.
struct CooklangToken: Equatable {
  enum Kind: Equatable {
    /// Letters and anything else that is not a break (emoji, symbols).
    case word
    /// ASCII digits, not starting with 0 unless it is `0` alone.
    case int
    /// Digits with a leading zero (`01`): not a number.
    case zeroInt
    /// One of `> : @ # ~ ? + - / * & | % = { } ( ) .`.
    case symbol(Unicode.Scalar)
    /// `>>` (a metadata line's start).
    case metadataStart
    /// Any other Unicode punctuation, and runs of three or more `-`.
    case punctuation
    /// Spaces and tabs (Unicode space separators too).
    case space
    case newline
    /// `--` to the end of the line.
    case lineComment
    /// `[- … -]`, over lines, to the end of the text when unclosed.
    case blockComment
    /// `\` and the scalar after it, which is then text.
    case escaped
  }

  var kind: Kind
  /// Scalar offsets into the text, `start..<end`.
  var start: Int
  var end: Int

  /// Whitespace or a comment: nothing that shows.
  var isBlank: Bool {
    switch kind {
    case .space, .lineComment, .blockComment: true
    default: false
    }
  }

  func isSymbol(_ scalar: Unicode.Scalar) -> Bool { kind == .symbol(scalar) }
}
