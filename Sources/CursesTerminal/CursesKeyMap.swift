import CNcursesw
import TermUI

/// Maps what ncurses' `get_wch` returns to `Key`s. Pure: no terminal needed,
/// so it is unit-tested.
public enum CursesKeyMap {
  /// Our own key codes for sequences ncurses does not know, registered with
  /// `define_key` (above ncurses' own codes, which end at `KEY_MAX`).
  public static let sgrMouseCode: Int32 = 0x2000
  public static let pasteStartCode: Int32 = 0x2001
  public static let pasteEndCode: Int32 = 0x2002

  /// The key for a function-key code (`get_wch` returned `KEY_CODE_YES`).
  public static func key(forCode code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_ENTER: return .enter
    case KEY_BTAB: return .backTab
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_IC: return .insert
    // Keypad keys some terminals send for home/end.
    case KEY_A1: return .home
    case KEY_C1: return .end
    case KEY_A3: return .pageUp
    case KEY_C3: return .pageDown
    default:
      let f0 = cnc_key_f(0)
      if code > f0 && code <= f0 + 12 { return .function(Int(code - f0)) }
      return nil
    }
  }

  /// The key for a character (`get_wch` returned `OK`). Raw mode delivers
  /// control characters as such: `ctrl-c` is 3.
  public static func key(forCharacter value: UInt32) -> Key? {
    switch value {
    case 0x1B: return .escape
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x7F, 0x08: return .backspace
    case 0x01...0x1A:
      guard let scalar = Unicode.Scalar(value + 0x60) else { return nil }
      return .control(Character(scalar))
    case 0x00, 0x1C...0x1F, 0x80...0x9F:
      return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .character(Character(scalar))
    }
  }
}
