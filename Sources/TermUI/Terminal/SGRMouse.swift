import SplitLayout

/// Decodes xterm's SGR mouse reports (mode 1006): `ESC [ < b ; x ; y M`
/// for a press or motion, `m` for a release; `x` and `y` are 1-based.
///
/// The terminal layer reads the bytes after `ESC [ <` and passes them here,
/// so the decoding is pure and tested without a terminal.
public enum SGRMouse {
  /// The event of a report body such as `"0;12;5M"`, or `nil` when it is
  /// not a mouse report we use (other buttons, malformed numbers).
  public static func decode(_ body: String) -> MouseEvent? {
    guard let final = body.last, final == "M" || final == "m" else { return nil }
    let numbers = body.dropLast().split(separator: ";", omittingEmptySubsequences: false)
    guard numbers.count == 3, let code = Int(numbers[0]), let x = Int(numbers[1]),
      let y = Int(numbers[2]), x >= 1, y >= 1, code >= 0, code < 256
    else { return nil }
    let position = Point(x: x - 1, y: y - 1)
    let isRelease = final == "m"
    let motion = code & 32 != 0
    let wheel = code & 64 != 0
    let low = code & 3
    if wheel {
      if isRelease { return nil }
      switch low {
      case 0: return MouseEvent(.scrollUp, at: position)
      case 1: return MouseEvent(.scrollDown, at: position)
      default: return nil
      }
    }
    if code & 128 != 0 { return nil }
    let button: MouseButton
    switch low {
    case 0: button = .left
    case 1: button = .middle
    case 2: button = .right
    default:
      // 3: motion with no button (mode 1003), not used.
      return nil
    }
    if isRelease { return MouseEvent(.release(button), at: position) }
    return MouseEvent(motion ? .drag(button) : .press(button), at: position)
  }
}
