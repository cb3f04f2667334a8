/// Why a ladder (`--ladder`, `--breakpoint`) was refused: one precise line
/// for stderr.
///
/// The messages never quote the user's text, only numbers that were read
/// from it, so they are safe to print as they are.
public enum LadderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--ladder` did not have four comma-separated parts (`found` parts).
  case wrongCount(found: Int)
  /// The part at `position` (1...4) is not a whole number (digits only).
  case notANumber(position: Int)
  /// The number at `position` lies outside `Ladder.validRange` (`value` is
  /// `nil` when it is too long to read).
  case outOfRange(position: Int, value: Int?)
  /// The number at `position` is not above the one before it.
  case notIncreasing(position: Int, previous: Int, value: Int)
  /// `--breakpoint` is outside `Ladder.breakpointRange`.
  case breakpointOutOfRange(value: Int)
  /// `--breakpoint` and `--ladder` were both given and disagree on B.
  case breakpointDisagrees(breakpoint: Int, ladder: Ladder)

  public var description: String {
    let range = Ladder.validRange
    switch self {
    case .wrongCount(let found):
      return "--ladder needs four numbers A,B,C,D (like \(Ladder.standard)), found \(found)"
    case .notANumber(let position):
      return "--ladder: \(Self.name(position)) is not a whole number of columns"
    case .outOfRange(let position, let value?):
      return
        "--ladder: \(Self.name(position)) is \(value), outside \(range.lowerBound)...\(range.upperBound)"
    case .outOfRange(let position, nil):
      return
        "--ladder: \(Self.name(position)) is outside \(range.lowerBound)...\(range.upperBound)"
    case .notIncreasing(let position, let previous, let value):
      return
        "--ladder: the numbers must increase, but \(Self.name(position)) is \(value) after \(previous)"
    case .breakpointOutOfRange(let value):
      let allowed = Ladder.breakpointRange
      return
        "--breakpoint must be \(allowed.lowerBound)...\(allowed.upperBound) columns, not \(value)"
    case .breakpointDisagrees(let breakpoint, let ladder):
      return
        "--breakpoint \(breakpoint) disagrees with --ladder \(ladder), whose B is \(ladder.drawerLimit)"
    }
  }

  /// `A (the 1st number)` … `D (the 4th number)`.
  private static func name(_ position: Int) -> String {
    switch position {
    case 1: "A (the 1st number)"
    case 2: "B (the 2nd number)"
    case 3: "C (the 3rd number)"
    case 4: "D (the 4th number)"
    default: "number \(position)"
    }
  }
}
