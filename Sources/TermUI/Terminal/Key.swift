/// A key the user pressed.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character (letters, digits, punctuation, CJK).
  case character(Character)
  /// A control key: `.control("c")` is ctrl-c (lower-case letter).
  case control(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case enter, escape, tab, backTab, backspace, delete, insert
  /// F1...F12.
  case function(Int)

  public var description: String {
    switch self {
    case .character(" "): "space"
    case .character(let c): String(c)
    case .control(let c): "ctrl-\(c)"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
    case .backTab: "backtab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .insert: "insert"
    case .function(let n): "f\(n)"
    }
  }
}
