import SplitLayout

// Which controller holds a column, and what is on screen now.
extension SplitViewController {
  /// The controller of `role`, when there is one.
  public func controller(for role: ColumnRole) -> ViewController? {
    switch role {
    case .primary: primary
    case .supplementary: supplementary
    case .secondary: secondary
    case .inspector: inspector
    }
  }

  /// True when `role` is on screen (a column, the stack's page or the open
  /// drawer) with a controller.
  public func isVisible(_ role: ColumnRole) -> Bool {
    guard controller(for: role) != nil, let frames else { return false }
    return frames[role].frame != nil
  }

  /// True when the primary is on screen (beside the others or as the open
  /// drawer).
  public var isMasterOnScreen: Bool { isVisible(.primary) }

  /// True while the drawer is open (drawer mode only).
  public var isDrawerOpen: Bool { options.isDrawerOpen }
}
