/// The split view's geometry: from a screen size and a configuration to the
/// display mode and frames. Pure and total: any size from 0x0 up gives
/// frames inside the screen.
public enum SplitLayout {
  /// The master's width beside the detail on a screen `width` columns wide.
  ///
  /// The user's dragged width (or the preferred width) kept within the
  /// configured minimum and maximum, and never more than
  /// `maximumMasterPercent` of the width, which wins over the minimum on
  /// narrow screens. Leaves room for the divider and one detail column, or
  /// is 0.
  public static func masterWidth(screenWidth width: Int, configuration c: SplitConfiguration)
    -> Int
  {
    let width = Swift.max(0, width)
    let wanted = (c.userMasterWidth ?? c.preferredMasterWidth)
      .clamped(c.minimumMasterWidth, c.maximumMasterWidth)
    let percent = c.maximumMasterPercent.clamped(0, 100)
    let cap = width.multiplied(saturating: percent) / 100
    let result = Swift.min(wanted, cap, width.subtracting(saturating: 2))
    return Swift.max(0, result)
  }

  /// The drawer's width in overlay mode, its right border included: the
  /// master's width plus the border, leaving at least a quarter of the
  /// screen (and 4 columns) of the detail visible beside it, so a click
  /// outside can dismiss it.
  public static func drawerWidth(screenWidth width: Int, configuration c: SplitConfiguration)
    -> Int
  {
    let width = Swift.max(0, width)
    let wanted = (c.userMasterWidth ?? c.preferredMasterWidth)
      .clamped(c.minimumMasterWidth, c.maximumMasterWidth).adding(saturating: 2)
    let keep = Swift.max(4, width / 4)
    return Swift.max(0, Swift.min(wanted, width.subtracting(saturating: keep)))
  }

  /// The frames on a screen of `size`.
  ///
  /// - Parameters:
  ///   - size: the screen in cells.
  ///   - configuration: breakpoint, override, widths, user choices.
  ///   - isDrawerOpen: in overlay mode, whether the drawer is shown (ignored
  ///     in split mode).
  public static func frames(
    in size: Size, configuration: SplitConfiguration, isDrawerOpen: Bool = false
  ) -> SplitFrames {
    let screen = Rect(size: size)
    let mode = configuration.mode(width: size.width)
    switch mode {
    case .overlay:
      guard isDrawerOpen else {
        return SplitFrames(
          mode: mode, presentation: .hidden, master: nil, divider: nil, detail: screen)
      }
      let w = drawerWidth(screenWidth: size.width, configuration: configuration)
      return SplitFrames(
        mode: mode, presentation: .drawer,
        master: Rect(x: 0, y: 0, width: w, height: size.height), divider: nil, detail: screen)
    case .split:
      let master = masterWidth(screenWidth: size.width, configuration: configuration)
      if configuration.isMasterHiddenByUser || master == 0 {
        return SplitFrames(
          mode: mode, presentation: .hidden, master: nil, divider: nil, detail: screen)
      }
      let parts = [master, 1, size.width - master - 1]
      return SplitFrames(
        mode: mode, presentation: .sideBySide,
        master: Rect(x: 0, y: 0, width: parts[0], height: size.height),
        divider: Rect(x: parts[0], y: 0, width: parts[1], height: size.height),
        detail: Rect(x: parts[0] + parts[1], y: 0, width: parts[2], height: size.height))
    }
  }

  /// The master width a drag of the divider to column `x` asks for, kept
  /// within the configured limits and the screen's 40% cap.
  public static func masterWidth(
    draggingDividerTo x: Int, screenWidth: Int, configuration c: SplitConfiguration
  ) -> Int {
    var probe = c
    probe.userMasterWidth = x
    return masterWidth(screenWidth: screenWidth, configuration: probe)
  }
}
