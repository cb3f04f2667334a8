#if canImport(Glibc)
  import Glibc
#endif

/// The width of the terminal on standard output, for `--print`.
enum TerminalWidth {
  /// Columns of the terminal on stdout; `nil` when stdout is not one.
  static func ofStandardOutput() -> Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
