/// Splits a Cooklang text into tokens, in one pass without recursion (a
/// text of 10,000 nested `[-` is one comment, not 10,000 frames).
///
/// The classes follow the spec's canonical tests and the official parser:
/// a single-word component name is a run of word and number tokens, so it
/// ends at whitespace or punctuation (`@chilli⸫` is `chilli`).
struct CooklangLexer {
  let scalars: [Unicode.Scalar]
  private var position = 0
  private(set) var tokens: [CooklangToken] = []
  /// Where a `[-` without its `-]` started (a warning).
  private(set) var unclosedComment: Int?

  init(_ scalars: [Unicode.Scalar], from start: Int = 0) {
    self.scalars = scalars
    self.position = start
  }

  /// The tokens of `scalars` from offset `start` on.
  static func tokens(_ scalars: [Unicode.Scalar], from start: Int = 0) -> (
    tokens: [CooklangToken], unclosedComment: Int?
  ) {
    var lexer = CooklangLexer(scalars, from: start)
    lexer.run()
    return (lexer.tokens, lexer.unclosedComment)
  }

  private static let symbols = CooklangASCIISet([
    ">", ":", "@", "#", "~", "?", "+", "-", "/", "*", "&", "|", "%", "=", "{", "}", "(", ")", ".",
  ])

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return scalar == " " || scalar == "\t" }
    return scalar.properties.generalCategory == .spaceSeparator
  }

  /// ASCII punctuation (Unicode's P categories below 0x80).
  private static let asciiPunctuation = CooklangASCIISet([
    "!", "\"", "#", "%", "&", "'", "(", ")", "*", ",", "-", ".", "/", ":", ";", "?", "@", "[",
    "\\", "]", "_", "{", "}",
  ])

  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return asciiPunctuation.contains(scalar) }
    return switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      if (0x30...0x39).contains(scalar.value) || scalar == " " || scalar == "\n" || scalar == "\t"
        || scalar == "\\" || symbols.contains(scalar)
      {
        return false
      }
      return !isSpace(scalar) && !asciiPunctuation.contains(scalar)
    } else if scalar.properties.isAlphabetic {
      return true
    }
    return !isSpace(scalar) && !isPunctuation(scalar)
  }

  private mutating func emit(_ kind: CooklangToken.Kind, from start: Int) {
    tokens.append(CooklangToken(kind: kind, start: start, end: position))
  }

  private mutating func run() {
    let count = scalars.count
    while position < count {
      let start = position
      let scalar = scalars[position]
      position += 1
      let next: Unicode.Scalar? = position < count ? scalars[position] : nil
      switch scalar {
      case "\\":
        if position < count { position += 1 }
        emit(.escaped, from: start)
      case "\n":
        emit(.newline, from: start)
      case ">":
        if next == ">" {
          position += 1
          emit(.metadataStart, from: start)
        } else {
          emit(.symbol(">"), from: start)
        }
      case "-" where next == "-":
        var end = position
        while end < count, scalars[end] == "-" { end += 1 }
        if end - start >= 3 {
          // `---` is text, not a comment (canonical testMetadataBreak).
          position = end
          emit(.punctuation, from: start)
        } else {
          while position < count, scalars[position] != "\n" { position += 1 }
          emit(.lineComment, from: start)
        }
      case "[" where next == "-":
        position += 1
        var closed = false
        while position < count {
          if scalars[position] == "-", position + 1 < count, scalars[position + 1] == "]" {
            position += 2
            closed = true
            break
          }
          position += 1
        }
        if !closed { unclosedComment = start }
        emit(.blockComment, from: start)
      case "0"..."9":
        while position < count, ("0"..."9").contains(scalars[position]) { position += 1 }
        emit(scalar == "0" && position - start > 1 ? .zeroInt : .int, from: start)
      default:
        if Self.symbols.contains(scalar) {
          emit(.symbol(scalar), from: start)
        } else if Self.isSpace(scalar) {
          while position < count, Self.isSpace(scalars[position]) { position += 1 }
          emit(.space, from: start)
        } else if Self.isPunctuation(scalar) {
          emit(.punctuation, from: start)
        } else {
          while position < count, Self.isWordScalar(scalars[position]) { position += 1 }
          emit(.word, from: start)
        }
      }
    }
  }
}
