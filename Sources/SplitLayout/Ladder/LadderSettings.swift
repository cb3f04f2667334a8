/// Everything the mode depends on besides the width: the ladder and
/// `--layout`. The mode is a pure function of `(width, settings)`.
public struct LadderSettings: Hashable, Sendable {
  public var ladder: Ladder
  public var override: LadderOverride

  public init(ladder: Ladder = .standard, override: LadderOverride = .auto) {
    self.ladder = ladder
    self.override = override
  }

  /// The mode at `width`.
  @inlinable
  public func mode(width: Int) -> LadderMode {
    override.mode(width: width, ladder: ladder)
  }

  /// True when the inspector is a column at `width` (the triple mode, forced
  /// or not, at `D` columns or more).
  @inlinable
  public func showsInspectorColumn(width: Int) -> Bool {
    ladder.showsInspectorColumn(width: width, mode: mode(width: width))
  }
}
