/// How the split view shows its two panes, from the screen's width.
///
/// The terminal's width plays the part of the iPad's orientation: wide
/// (landscape) shows the master beside the detail, narrow (portrait) hides
/// the master and shows it on request as a drawer over the detail.
public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
  /// Master beside detail (the width is above the breakpoint).
  case split
  /// Master collapsed: the detail fills the screen; the master slides in as
  /// an overlay drawer (the width is at or below the breakpoint).
  case overlay

  /// The one rule: `split` when `width > breakpoint`, else `overlay`.
  ///
  /// With the default breakpoint of 100, 101 columns is the first split
  /// width and 100 the last overlay width.
  @inlinable
  public init(width: Int, breakpoint: Int) {
    self = width > breakpoint ? .split : .overlay
  }
}

/// What the user asked for on the command line (`--layout`).
public enum LayoutOverride: String, Hashable, Sendable, CaseIterable {
  /// Follow the width (`DisplayMode(width:breakpoint:)`).
  case auto
  /// Always side by side.
  case split
  /// Always collapsed.
  case overlay

  /// The display mode for `width` under this override.
  @inlinable
  public func mode(width: Int, breakpoint: Int) -> DisplayMode {
    switch self {
    case .auto: DisplayMode(width: width, breakpoint: breakpoint)
    case .split: .split
    case .overlay: .overlay
    }
  }
}
