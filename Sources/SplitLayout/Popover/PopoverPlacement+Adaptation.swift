extension PopoverPlacement {
  /// True when the popover of `request` fits beside its anchor at its
  /// preferred size (content and border) on one of its permitted sides,
  /// inside the screen less the margin (the margin may give way across the
  /// arrow, as `place(_:)` allows). False when the screen is empty or the
  /// anchor is off screen. The request's `breakpoint` is not consulted.
  ///
  /// When this is true, `place(_:)` (above the breakpoint) gives a popover
  /// of exactly the preferred size.
  public static func fits(_ request: PopoverRequest) -> Bool {
    let screen = Rect(size: request.screen)
    let anchor = request.anchor.intersection(screen)
    if anchor.isEmpty { return false }
    let permitted = request.permittedDirections.isEmpty ? .any : request.permittedDirections
    let wanted = Size(
      width: request.contentSize.width.adding(saturating: 2),
      height: request.contentSize.height.adding(saturating: 2))
    let margin = Swift.max(0, request.margin)
    return permitted.directions.contains { direction in
      Candidate.make(
        direction, screen: request.screen, anchor: anchor, wanted: wanted, margin: margin)?
        .placed.frame.size == wanted
    }
  }

  /// The adaptation rule of the second release (issue 19): a popover is
  /// presented as a sheet only in the stack mode, or when it does not fit
  /// beside its anchor (`fits(_:)`).
  ///
  /// A 3-item sort menu stays a popover at 80x24; the same menu at 50x24 is
  /// a sheet because 50 columns is the stack mode.
  public static func adaptsToSheet(_ request: PopoverRequest, mode: LadderMode) -> Bool {
    mode == .stack || !fits(request)
  }
}
