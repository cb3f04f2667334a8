/// An answer of the terminal to one of the app's own queries, or a report
/// it sends by itself: read as an answer whenever it arrives, never typed
/// as keys (a late `ESC ] 11 ; rgb:…` must not be `]` and `g`).
public enum TerminalReport: Hashable, Sendable {
  /// DECRPM, the answer to DECRQM (`CSI ? mode $ p`): `CSI ? mode ; value
  /// $ y`, value 1 or 2 (set or reset: supported), 0 (unknown), 3 or 4
  /// (permanently set or reset).
  case mode(Int, value: Int)
  /// The answer to OSC 10/11/12 (`ESC ] 11 ; ? ST`): which colour, and
  /// its value (nil when it cannot be read).
  case color(Int, RGB?)
  /// A dark/light change (mode 2031: `CSI ? 997 ; 1 n` dark, `; 2 n`
  /// light), also the answer to `CSI ? 996 n`.
  case colorScheme(ThemeMode)
  /// A cursor position report (`CSI row ; column R`), 1-based.
  case cursorPosition(row: Int, column: Int)
  /// Any other OSC string (an answer to OSC 52, say), dropped.
  case otherString
  /// Device attributes (`CSI ? … c`), used as the end of the answers.
  case deviceAttributes

  /// True when DECRPM says the mode is known to the terminal.
  public static func isSupported(_ value: Int) -> Bool { (1...4).contains(value) }

  /// Parses a control sequence's parameter bytes and final byte as a
  /// report (nil when it is not one).
  public static func controlSequence(_ parameters: String, final: UInt32) -> TerminalReport? {
    var body = Substring(parameters)
    let isPrivate = body.first == "?"
    if isPrivate { body = body.dropFirst() }
    switch final {
    case 0x79 where isPrivate && body.hasSuffix("$"):  // `y`
      let numbers = body.dropLast().split(separator: ";").compactMap { Int($0) }
      guard numbers.count == 2 else { return nil }
      return .mode(numbers[0], value: numbers[1])
    case 0x6E where isPrivate:  // `n`
      let numbers = body.split(separator: ";").compactMap { Int($0) }
      guard numbers.count == 2, numbers[0] == 997 else { return nil }
      return numbers[1] == 2 ? .colorScheme(.light) : numbers[1] == 1 ? .colorScheme(.dark) : nil
    case 0x52 where !isPrivate:  // `R`
      let numbers = body.split(separator: ";").compactMap { Int($0) }
      guard numbers.count == 2 else { return nil }
      return .cursorPosition(row: numbers[0], column: numbers[1])
    case 0x63 where isPrivate:  // `c`
      return .deviceAttributes
    default:
      return nil
    }
  }

  /// Parses an OSC string (without `ESC ]` and its terminator).
  public static func operatingSystemCommand(_ text: String) -> TerminalReport {
    let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, let number = Int(parts[0]), (10...12).contains(number) else {
      return .otherString
    }
    return .color(number, RGB(x11: parts[1]))
  }
}
