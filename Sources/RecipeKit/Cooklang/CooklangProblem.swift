/// One problem in a Cooklang text, at a line and column (both from 1; the
/// column counts Unicode scalars).
public struct CooklangProblem: Sendable, Equatable {
  /// An error makes `--check-data` fail; a warning does not.
  public enum Severity: String, Sendable, Equatable {
    case warning
    case error
  }

  public var severity: Severity
  public var line: Int
  public var column: Int
  /// One line, in English; may quote the recipe's text (unsanitised: the
  /// caller sanitises before it reaches a terminal).
  public var message: String

  public init(_ severity: Severity, line: Int, column: Int, _ message: String) {
    self.severity = severity
    self.line = line
    self.column = column
    self.message = message
  }

  /// The `--check-data` form: `PATH:LINE:COL: warning|error: MESSAGE`.
  public func text(path: String) -> String {
    "\(path):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
