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

  /// True while the drawer is open: the option, in the drawer mode (and
  /// before the first layout); other modes have no drawer.
  public var isDrawerOpen: Bool { options.isDrawerOpen && (mode ?? .drawer) == .drawer }

  // MARK: The user's options

  /// What the user did to the columns (a drag, `m`, `z`, the drawer), as
  /// the options it asks for: the delegate is asked to grant them (it
  /// keeps them in its own state and gives them back with
  /// `updateOptions`); with no delegate they are taken at once.
  func request(_ change: (inout ColumnOptions) -> Void) {
    var wanted = options
    change(&wanted)
    guard wanted != options else { return }
    if let delegate {
      delegate.splitViewController(self, wantsOptions: wanted)
    } else {
      updateOptions { $0 = wanted }
    }
  }

  /// Tells the delegate the focused column when it is not the one last
  /// told, or the mode changed since (once laid out): a key, a click, a
  /// mode's set-up that the user then acts in. A resize alone tells
  /// nothing.
  func tellFocus() {
    guard let mode, toldFocus.map({ $0 != (focusedColumn, mode) }) ?? true else { return }
    toldFocus = (focusedColumn, mode)
    delegate?.splitViewController(self, didFocus: focusedColumn)
  }

  // MARK: Zoom

  /// `z`: the focused column takes the whole width, or the columns come
  /// back (split and triple modes).
  public func toggleZoom() {
    guard let mode, mode.isMultiColumn else { return }
    let focused = focusedColumn
    request { $0.zoomed = $0.zoomed == nil ? focused : nil }
  }
}
