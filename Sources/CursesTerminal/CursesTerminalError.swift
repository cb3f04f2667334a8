/// Why the curses terminal could not start.
public enum CursesTerminalError: Error, CustomStringConvertible, Equatable {
  /// stdin or stdout is not a terminal.
  case notATerminal
  /// ncurses could not set up the terminal (unknown `TERM`, say).
  case cannotInitialize(term: String)
  /// The terminal cannot move the cursor (`TERM=dumb`): no full-screen UI.
  case cannotAddressCursor(term: String)

  public var description: String {
    switch self {
    case .notATerminal:
      "stdin and stdout must be a terminal (use --render COLSxROWS or --print to run without one)"
    case .cannotInitialize(let term):
      "cannot start the terminal: TERM=\(term) is unknown or unusable"
        + " (use --print or --render COLSxROWS to run without one)"
    case .cannotAddressCursor(let term):
      "cannot start the terminal: TERM=\(term) cannot move the cursor"
        + " (use --print or --render COLSxROWS to run without one)"
    }
  }
}
