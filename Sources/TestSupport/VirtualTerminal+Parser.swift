extension VirtualTerminal {
  /// Where the parser is between two bytes: UTF-8 decoding first (as
  /// xterm does in UTF-8 mode), then the escape-sequence state.
  struct Parser {
    enum State: Equatable {
      case ground
      case escape
      /// `ESC` followed by intermediates (`ESC # 8`, `ESC % G` ...).
      case escapeIntermediate(String)
      /// `ESC ( X`: designating a character set for G0 (`(`) or G1...
      case charset(Character)
      /// `CSI params intermediates final`.
      case csi(String)
      /// `ESC ] ... BEL` or `ESC ] ... ESC \`; `escape` after an ESC.
      case osc(String, escape: Bool)
      /// DCS, APC, PM, SOS up to `ESC \`; the string starts with its kind.
      case string(String, escape: Bool)
    }

    var state = State.ground
    /// UTF-8 bytes of the scalar being decoded.
    var pending: [UInt8] = []
    var expected = 0
  }

  /// Longest OSC or control string kept (the rest is dropped).
  static let stringLimit = 4096

  /// Interprets `bytes` as a terminal would.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { feed(byte: byte) }
  }

  private mutating func feed(byte: UInt8) {
    if parser.expected > 0 {
      if byte & 0xC0 == 0x80 {
        parser.pending.append(byte)
        if parser.pending.count == parser.expected { finishScalar() }
        return
      }
      // A lead byte without its continuation bytes.
      invalidUTF8Count += 1
      parser.pending = []
      parser.expected = 0
      handle(scalar: "\u{FFFD}")
    }
    switch byte {
    case 0x00...0x7F:
      handle(scalar: Unicode.Scalar(byte))
    case 0xC2...0xDF:
      parser.pending = [byte]
      parser.expected = 2
    case 0xE0...0xEF:
      parser.pending = [byte]
      parser.expected = 3
    case 0xF0...0xF4:
      parser.pending = [byte]
      parser.expected = 4
    default:
      // A stray continuation byte (raw 0x80...0xBF, such as an 8-bit C1
      // control) or a byte that never occurs in UTF-8.
      invalidUTF8Count += 1
      handle(scalar: "\u{FFFD}")
    }
  }

  private mutating func finishScalar() {
    let bytes = parser.pending
    parser.pending = []
    parser.expected = 0
    let decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars
    // U+FFFD from the decoder means invalid bytes, unless it was sent as such.
    guard decoded.count == 1, let scalar = decoded.first,
      scalar != "\u{FFFD}" || bytes == [0xEF, 0xBF, 0xBD]
    else {
      invalidUTF8Count += 1
      handle(scalar: "\u{FFFD}")
      return
    }
    handle(scalar: scalar)
  }

  /// One decoded scalar through the escape-sequence state machine.
  mutating func handle(scalar: Unicode.Scalar) {
    let value = scalar.value
    switch parser.state {
    case .ground:
      if value == 0x1B {
        parser.state = .escape
      } else if value < 0x20 || value == 0x7F {
        control(scalar)
      } else if (0x80...0x9F).contains(value) {
        c1Controls.append(value)
      } else {
        show(scalar)
      }
    case .escape:
      parser.state = .ground
      escape(Character(scalar))
    case .escapeIntermediate(let text):
      if (0x20...0x2F).contains(value) {
        parser.state = .escapeIntermediate(text + String(Character(scalar)))
      } else {
        parser.state = .ground
        unknownSequences.append("ESC " + text + String(Character(scalar)))
      }
    case .charset(let designator):
      parser.state = .ground
      if designator == "(" { lineDrawing = scalar == "0" }
    case .csi(let text):
      if value == 0x1B {
        parser.state = .escape
      } else if value < 0x20 {
        control(scalar)
      } else if (0x20...0x3F).contains(value) {
        parser.state = .csi(text + String(Character(scalar)))
      } else {
        parser.state = .ground
        controlSequence(text, final: Character(scalar))
      }
    case .osc(let text, let escape):
      if escape {
        parser.state = .ground
        recordOperatingSystemCommand(text)
        if scalar != "\\" { handle(scalar: scalar) }
      } else if value == 0x07 {
        parser.state = .ground
        recordOperatingSystemCommand(text)
      } else if value == 0x1B {
        parser.state = .osc(text, escape: true)
      } else {
        let kept = text.unicodeScalars.count < Self.stringLimit ? text + String(scalar) : text
        parser.state = .osc(kept, escape: false)
      }
    case .string(let text, let escape):
      if escape {
        parser.state = .ground
        controlStrings.append(text)
        if scalar != "\\" { handle(scalar: scalar) }
      } else if value == 0x1B {
        parser.state = .string(text, escape: true)
      } else {
        let kept = text.unicodeScalars.count < Self.stringLimit ? text + String(scalar) : text
        parser.state = .string(kept, escape: false)
      }
    }
  }

  /// An OSC string: the app's own background query and clipboard writes
  /// by name, anything else in `operatingSystemCommands`.
  private mutating func recordOperatingSystemCommand(_ text: String) {
    if text == "11;?" {
      appQueries.append("OSC 11?")
    } else if text.hasPrefix("52;c;") {
      clipboardWrites.append(String(text.dropFirst(5)))
    } else {
      operatingSystemCommands.append(text)
    }
  }

  /// A C0 control character (or DEL).
  private mutating func control(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x07: bellCount += 1
    case 0x08:
      wrapPending = false
      cursor.x = max(0, cursor.x - 1)
    case 0x09:
      wrapPending = false
      cursor.x = min(max(0, size.width - 1), (cursor.x / 8 + 1) * 8)
    case 0x0A, 0x0B, 0x0C:
      wrapPending = false
      index()
    case 0x0D:
      wrapPending = false
      cursor.x = 0
    case 0x0E, 0x0F:
      // Shift out / in (G1 / G0): ncurses uses G0 only for xterm.
      unknownSequences.append(scalar.value == 0x0E ? "SO" : "SI")
    case 0x00, 0x7F:
      break
    default:
      unknownSequences.append("C0 \(scalar.value)")
    }
  }

  /// The character after a lone `ESC`.
  private mutating func escape(_ character: Character) {
    switch character {
    case "[": parser.state = .csi("")
    case "]": parser.state = .osc("", escape: false)
    case "P", "_", "^", "X": parser.state = .string(String(character), escape: false)
    case "(", ")", "*", "+": parser.state = .charset(character)
    case " ", "#", "%": parser.state = .escapeIntermediate(String(character))
    case "7": savedCursor = cursor
    case "8":
      cursor = savedCursor
      wrapPending = false
    case "M": reverseIndex()
    case "D": index()
    case "E":
      cursor.x = 0
      index()
    case "c": self = VirtualTerminal(size: size)
    case "=": isKeypadApplicationMode = true
    case ">": isKeypadApplicationMode = false
    case "\\": break
    default: unknownSequences.append("ESC " + String(character))
    }
  }
}
