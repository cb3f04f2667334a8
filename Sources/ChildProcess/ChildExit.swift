/// How a child process ended.
public enum ChildExit: Hashable, Sendable, CustomStringConvertible {
  /// `exit(code)`.
  case exited(Int32)
  /// Killed by a signal (its number).
  case signaled(Int32)

  /// Decodes a `waitpid` status of an ended child (`WIFEXITED` and
  /// friends are macros Swift does not import); nil for a stopped one.
  public init?(waitStatus status: Int32) {
    let signal = status & 0x7F
    if signal == 0 {
      self = .exited((status >> 8) & 0xFF)
    } else if signal != 0x7F {
      self = .signaled(signal)
    } else {
      return nil
    }
  }

  public var description: String {
    switch self {
    case .exited(let code): "exit status \(code)"
    case .signaled(let signal): "killed by signal \(signal)"
    }
  }
}
