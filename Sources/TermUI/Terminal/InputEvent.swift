import SplitLayout

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
  case left, middle, right
}

/// A mouse report from the terminal, at a cell.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case press(MouseButton)
    case release(MouseButton)
    /// Movement with a button held.
    case drag(MouseButton)
    case scrollUp
    case scrollDown
  }

  public var kind: Kind
  /// The cell under the pointer (0-based).
  public var position: Point

  public init(_ kind: Kind, at position: Point) {
    self.kind = kind
    self.position = position
  }
}

/// Everything the run loop reacts to.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal now has this size.
  case resize(Size)
  /// Text pasted at once (bracketed paste).
  case paste(String)
  /// An answer of the terminal the app acts on (its background colour, a
  /// dark/light change): never a key.
  case report(TerminalReport)
  /// Files the app watches changed: the paths (absolute) a headless
  /// script names, or none when a terminal only saw its watch descriptor
  /// (`Terminal.watch(descriptor:)`) become readable; the app then asks
  /// its watcher what changed. Never a key.
  case fileChange([String])
}
