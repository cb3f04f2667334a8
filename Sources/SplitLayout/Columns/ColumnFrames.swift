/// The columns of one screen: where each column is, and the dividers.
///
/// The columns shown side by side and the dividers between them tile the
/// screen's width exactly, left to right, in `ColumnRole` order:
/// ```
/// PPPPPP|SSSSSSSSS|RRRRRRRRRRRRRRR|IIIIIII    triple with the inspector
/// ```
/// In the drawer mode the supplementary covers the screen and the open
/// drawer lies over its left part; in the stack mode one page covers it.
public struct ColumnFrames: Hashable, Sendable {
  /// The mode the frames were laid out for.
  public var mode: LadderMode
  /// The screen.
  public var size: Size
  /// Each role's placement, indexed by `ColumnRole.rawValue`.
  private var placements: [ColumnPlacement]
  /// The 1-column dividers between neighbouring columns, left to right
  /// (`columns.count - 1` of them, or none).
  public var dividers: [Rect]
  /// The column zoomed to the whole width (`z`), when the zoom applies.
  public var zoomed: ColumnRole?

  /// - Parameter placements: one per role, in `ColumnRole` order.
  init(
    mode: LadderMode, size: Size, placements: [ColumnPlacement], dividers: [Rect],
    zoomed: ColumnRole?
  ) {
    self.mode = mode
    self.size = size
    self.placements = placements
    self.dividers = dividers
    self.zoomed = zoomed
  }

  /// Where `role` is.
  public subscript(role: ColumnRole) -> ColumnPlacement {
    placements[role.rawValue]
  }

  /// The roles shown as columns (side by side, or the one page), left to
  /// right.
  public var columns: [ColumnRole] {
    ColumnRole.allCases.filter { self[$0].isColumn }
  }

  /// The frame of `role` as a column or the drawer; `nil` when it is a sheet
  /// or hidden.
  public func frame(of role: ColumnRole) -> Rect? { self[role].frame }

  /// The open drawer's frame (the primary over the others, border included).
  public var drawer: Rect? {
    if case .drawer(let rect) = self[.primary] { return rect }
    return nil
  }

  /// The divider right of the primary, which a drag moves to set the
  /// primary's width; `nil` when the primary is not a column beside another.
  public var primaryDivider: Rect? {
    guard let primary = frame(of: .primary), self[.primary].isColumn else { return nil }
    return dividers.first { $0.minX == primary.maxX }
  }

  /// True when the primary is not a column, so the bar needs the button that
  /// shows it (`[≡ Recipes]`).
  public var needsPrimaryButton: Bool { !self[.primary].isColumn }

  /// The role under `point`: the drawer first, then the columns; `nil` on a
  /// divider or outside.
  public func role(at point: Point) -> ColumnRole? {
    if let drawer, drawer.contains(point) { return .primary }
    return columns.first { frame(of: $0)?.contains(point) == true }
  }
}
