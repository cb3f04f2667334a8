// The first release's two-pane settings as the column engine's inputs, so
// the split view can move onto `ColumnLayout` with the same frames: the
// master is the primary, the detail the supplementary (it takes the rest,
// down to 1 column, as the detail did).

extension SplitConfiguration {
  /// The primary from the master's limits; the supplementary takes the rest
  /// with no minimum beyond 1 column; the other two as standard.
  public var columnSpecs: ColumnSpecs {
    var specs = ColumnSpecs.standard
    specs.primary = ColumnSpec(
      minimum: minimumMasterWidth, preferred: preferredMasterWidth, maximum: maximumMasterWidth,
      maximumPercent: maximumMasterPercent)
    specs.supplementary = ColumnSpec(minimum: 1, preferred: 1, maximum: .max)
    return specs
  }

  /// The user's choices of this configuration (dragged width, `m`) and the
  /// drawer.
  public func columnOptions(isDrawerOpen: Bool) -> ColumnOptions {
    ColumnOptions(
      userPrimaryWidth: userMasterWidth, isPrimaryHiddenByUser: isMasterHiddenByUser,
      isDrawerOpen: isDrawerOpen)
  }
}

extension DisplayMode {
  /// The ladder mode that shows the same: `split` is `.split`, `overlay` the
  /// `.drawer`.
  public var ladderMode: LadderMode {
    switch self {
    case .split: .split
    case .overlay: .drawer
    }
  }
}
