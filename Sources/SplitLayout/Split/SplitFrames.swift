/// Where the master is shown, in one frame.
public enum MasterPresentation: Hashable, Sendable {
  /// Beside the detail, with a divider between them.
  case sideBySide
  /// Not shown: overlay mode with the drawer closed, or hidden by the user in
  /// split mode.
  case hidden
  /// Over the detail, as a drawer from the left edge (overlay mode).
  case drawer
}

/// The frames of a split view on one screen.
///
/// Side by side the parts tile the screen's width exactly:
/// ```
/// MMMMMM|DDDDDDDDDDDDD      master.width + divider.width + detail.width
/// MMMMMM|DDDDDDDDDDDDD        == screen width
/// ```
/// In overlay mode the detail covers the screen and the drawer, when open,
/// lies over its left part:
/// ```
/// WWWWWWWWDDDDDDDDDDDD      drawer (W) includes its border column
/// ```
public struct SplitFrames: Hashable, Sendable {
  /// The mode the width (and `--layout`) asks for.
  public var mode: DisplayMode
  /// How the master is shown.
  public var presentation: MasterPresentation
  /// The master's frame: beside the detail, or the drawer (border included);
  /// `nil` when hidden.
  public var master: Rect?
  /// The divider column between master and detail; `nil` unless side by side
  /// with room for it.
  public var divider: Rect?
  /// The detail's frame.
  public var detail: Rect

  public init(
    mode: DisplayMode, presentation: MasterPresentation, master: Rect?, divider: Rect?,
    detail: Rect
  ) {
    self.mode = mode
    self.presentation = presentation
    self.master = master
    self.divider = divider
    self.detail = detail
  }

  /// True when the master is not on screen, so the detail needs the button
  /// that shows it (`[≡ Recipes]`).
  @inlinable
  public var needsMasterButton: Bool { presentation != .sideBySide }
}
