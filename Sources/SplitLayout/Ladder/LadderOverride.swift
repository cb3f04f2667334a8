/// `--layout`: follow the width, or force one mode whatever the width.
public enum LadderOverride: String, Hashable, Sendable, CaseIterable {
  /// Follow the width through the ladder.
  case auto
  case stack
  case drawer
  case split
  case triple

  /// Reads a `--layout` word: one of the cases, or `overlay` (the first
  /// release's name for the drawer). `nil` for anything else; the words are
  /// lower case only, as `--help` shows them.
  public init?(argument: String) {
    if argument == "overlay" {
      self = .drawer
    } else if let value = LadderOverride(rawValue: argument) {
      self = value
    } else {
      return nil
    }
  }

  /// The words `--layout` accepts, for its usage message.
  public static let accepted = "auto, stack, drawer (or overlay), split or triple"

  /// The mode at `width` under this override.
  @inlinable
  public func mode(width: Int, ladder: Ladder) -> LadderMode {
    switch self {
    case .auto: LadderMode(width: width, ladder: ladder)
    case .stack: .stack
    case .drawer: .drawer
    case .split: .split
    case .triple: .triple
    }
  }
}
