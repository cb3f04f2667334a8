extension ColumnLayout {
  /// The drawer's width in the drawer mode, its border included: the
  /// primary's width (dragged or preferred, within its minimum and maximum)
  /// plus 2, leaving a quarter of the screen (and at least 4 columns) of the
  /// column under it visible, so a click outside can dismiss it. The same
  /// rule as the first release's drawer.
  public static func drawerWidth(
    screenWidth width: Int, options: ColumnOptions = ColumnOptions(),
    specs: ColumnSpecs = .standard
  ) -> Int {
    let width = Swift.max(0, width)
    let spec = specs.primary
    let wanted = (options.userPrimaryWidth ?? spec.preferred)
      .clamped(spec.minimum, spec.maximum).adding(saturating: 2)
    let keep = Swift.max(4, width / 4)
    return Swift.max(0, Swift.min(wanted, width.subtracting(saturating: keep)))
  }

  /// The primary width a drag of its divider to column `x` asks for: `x`
  /// within the primary's limits on a screen `screenWidth` wide (its
  /// minimum, maximum and percentage cap). Store it as
  /// `ColumnOptions.userPrimaryWidth`; the layout may still narrow the
  /// column when the others need the room.
  public static func primaryWidth(
    draggingDividerTo x: Int, screenWidth: Int, specs: ColumnSpecs = .standard
  ) -> Int {
    specs.primary.limits(screenWidth: screenWidth, wanted: x)?.preferred ?? 0
  }
}
