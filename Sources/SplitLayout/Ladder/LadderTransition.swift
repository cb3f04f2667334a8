/// One step between two neighbouring modes of the ladder, as a resize
/// crosses one threshold.
///
/// A resize that jumps several rungs (50 to 200 columns in one event) is the
/// sequence of the single steps it crosses, in order, so that whatever keeps
/// the user's place at each threshold runs once per threshold, the same way
/// however fast the window was dragged.
public struct LadderTransition: Hashable, Sendable, CustomStringConvertible {
  public var from: LadderMode
  public var to: LadderMode

  public init(from: LadderMode, to: LadderMode) {
    self.from = from
    self.to = to
  }

  /// True when the step goes to a wider mode.
  @inlinable
  public var isWidening: Bool { to > from }

  /// The single steps from `from` to `to`, in the order they are crossed:
  /// empty when the modes are equal, else one step per threshold, each
  /// between neighbouring modes.
  ///
  /// `steps(from: .stack, to: .split)` is `stack→drawer, drawer→split`;
  /// `steps(from: .triple, to: .drawer)` is `triple→split, split→drawer`.
  public static func steps(from: LadderMode, to: LadderMode) -> [LadderTransition] {
    guard from != to else { return [] }
    let direction = to > from ? 1 : -1
    var result: [LadderTransition] = []
    var current = from
    while current != to {
      // Always a valid case: `current` moves towards `to` one rung at a time.
      let next = LadderMode(rawValue: current.rawValue + direction) ?? to
      result.append(LadderTransition(from: current, to: next))
      current = next
    }
    return result
  }

  /// `from→to`, for test failures.
  public var description: String { "\(from)→\(to)" }
}
