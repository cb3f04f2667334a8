import TermUI

/// What follows an `ESC` that ncurses did not match as a key: a sequence
/// it does not know (`ESC [ 99 ~`, Home as `ESC [ 1 ~` under
/// `TERM=xterm-256color` in tmux), an Alt-chord (`ESC j`), or nothing (the
/// `esc` key itself). Pure: it reads from a closure, so it is unit-tested.
///
/// Only a lone `ESC` is `esc`: an unknown sequence is dropped whole (its
/// bytes are never typed as keys), a known one the terminfo entry lacks
/// becomes its key, and an Alt-chord is its plain key, so nothing but the
/// key itself closes a recipe.
public enum EscapeSequence {
  /// What the bytes after an `ESC` mean.
  public enum Outcome: Hashable, Sendable {
    /// Nothing followed: the `esc` key.
    case escape
    /// A key: a sequence we know, or the plain key of an Alt-chord.
    case key(Key)
    /// A sequence we do not use, read to its end and dropped.
    case dropped
    /// An answer to one of our queries (or a report the terminal sends
    /// by itself), never a key.
    case report(TerminalReport)
  }

  /// The longest OSC string read (an OSC 11 answer is about 25 bytes).
  static let maximumStringLength = 256

  /// The longest sequence read before giving up (and dropping it).
  static let maximumLength = 32

  /// Reads what follows an `ESC` from `next` (nil when no byte is waiting).
  ///
  /// A `ctrl-c` (byte 3) ends the read wherever it comes and is the
  /// outcome: `esc` and `ctrl-c` arriving in one read, or a `ctrl-c` typed
  /// into a sequence, still quit.
  public static func read(_ next: () -> UInt32?) -> Outcome {
    var sawControlC = false
    let outcome = readSequence {
      guard !sawControlC, let byte = next() else { return nil }
      if byte == 0x03 {
        sawControlC = true
        return nil
      }
      return byte
    }
    return sawControlC ? .key(.control("c")) : outcome
  }

  /// `read` without its `ctrl-c` rule.
  private static func readSequence(_ next: () -> UInt32?) -> Outcome {
    guard let first = next() else { return .escape }
    switch first {
    case 0x1B:
      // ESC ESC: Alt-esc, still the esc key.
      return .escape
    case 0x5B:  // `[`: a control sequence.
      return controlSequence(next)
    case 0x5D:  // `]`: an OSC string (an answer to OSC 11), not Alt-].
      return operatingSystemCommand(next)
    case 0x4F:  // `O`: SS3, one final byte.
      guard let final = next() else { return .key(.character("O")) }
      return ss3(final).map { .key($0) } ?? .dropped
    case 0x20...0x7E, 0xA0...:
      // An Alt-chord: its plain key.
      guard let scalar = Unicode.Scalar(first) else { return .dropped }
      return .key(.character(Character(scalar)))
    default:
      return .dropped
    }
  }

  /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), a final
  /// byte (0x40–0x7E). Modifiers (`1;5A`) are ignored: ctrl-up is up.
  private static func controlSequence(_ next: () -> UInt32?) -> Outcome {
    var parameters: [UInt32] = []
    while parameters.count < maximumLength {
      guard let byte = next() else { return .dropped }
      switch byte {
      case 0x20...0x3F:
        parameters.append(byte)
      case 0x40...0x7E:
        let text = String(String.UnicodeScalarView(parameters.compactMap(Unicode.Scalar.init)))
        if let report = TerminalReport.controlSequence(text, final: byte) {
          return .report(report)
        }
        // A private or intermediate sequence is never a key.
        if parameters.contains(where: { $0 == 0x3F || $0 == 0x3C || $0 == 0x3E || $0 == 0x24 }) {
          return .dropped
        }
        return csiKey(final: byte, parameters: parameters).map { .key($0) } ?? .dropped
      default:
        // Not part of a control sequence: the sequence is malformed.
        return .dropped
      }
    }
    return .dropped
  }

  /// `ESC ]` … up to BEL or `ESC \` (ST). An unfinished string is
  /// dropped whole.
  private static func operatingSystemCommand(_ next: () -> UInt32?) -> Outcome {
    var scalars = String.UnicodeScalarView()
    var count = 0
    while count < maximumStringLength {
      guard let byte = next() else { return .dropped }
      count += 1
      if byte == 0x07 { return .report(TerminalReport.operatingSystemCommand(String(scalars))) }
      if byte == 0x1B {
        _ = next()  // the `\` of ST
        return .report(TerminalReport.operatingSystemCommand(String(scalars)))
      }
      if let scalar = Unicode.Scalar(byte), byte >= 0x20 { scalars.append(scalar) }
    }
    return .dropped
  }

  private static func csiKey(final: UInt32, parameters: [UInt32]) -> Key? {
    let text = String(String.UnicodeScalarView(parameters.compactMap(Unicode.Scalar.init)))
    let first = text.split(separator: ";", omittingEmptySubsequences: false).first.map(String.init)
    switch final {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    case 0x44: return .left
    case 0x48: return .home
    case 0x46: return .end
    case 0x5A: return .backTab
    case 0x7E:
      switch first {
      case "1", "7": return .home
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      case "2": return .insert
      case "3": return .delete
      default: return nil
      }
    default:
      return nil
    }
  }

  private static func ss3(_ final: UInt32) -> Key? {
    switch final {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    case 0x48: .home
    case 0x46: .end
    case 0x50...0x53: .function(Int(final - 0x50) + 1)
    default: nil
    }
  }
}
