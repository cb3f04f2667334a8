/// How a sheet covers the screen.
public enum SheetStyle: Hashable, Sendable {
  /// Centred, at most `maxWidth` columns, with a margin around it so the
  /// view underneath stays visible; the whole screen when the screen is
  /// narrower than 60 columns or shorter than 16 rows.
  case formSheet(maxWidth: Int)
  /// The whole screen (a popover adapted to a compact width).
  case fullScreen

  /// The recipe sheet's style: at most 90 columns.
  public static let recipe = SheetStyle.formSheet(maxWidth: 90)
}

/// The frame of a sheet on a screen.
public enum SheetPlacement {
  /// Below this width a form sheet covers the whole screen.
  public static let minimumFormWidth = 60
  /// Below this height a form sheet covers the whole screen.
  public static let minimumFormHeight = 16
  /// Columns left free at the left and right of a form sheet.
  public static let horizontalMargin = 2
  /// Rows left free above and below a form sheet.
  public static let verticalMargin = 1

  /// The sheet's frame, border included, on a screen of `screen`.
  ///
  /// ```
  /// ..........................
  /// ..+--------------------+..     form sheet: centred, margin 2 columns
  /// ..|                    |..     and 1 row, at most maxWidth wide
  /// ..+--------------------+..
  /// ..........................
  /// ```
  public static func frame(screen: Size, style: SheetStyle) -> Rect {
    let whole = Rect(size: screen)
    switch style {
    case .fullScreen:
      return whole
    case .formSheet(let maxWidth):
      if screen.width < minimumFormWidth || screen.height < minimumFormHeight { return whole }
      let width = Swift.min(Swift.max(0, maxWidth), screen.width - 2 * horizontalMargin)
      let height = screen.height - 2 * verticalMargin
      return whole.centered(Size(width: width, height: height))
    }
  }
}
