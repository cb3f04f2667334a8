/// Where the search palette (`ctrl-p`, `:`) goes: hanging from the top
/// edge, centred, with no arrow (no button opened it), or a full-screen
/// sheet.
/// ```
/// TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT   the top rows stay visible (title bar)
/// ....+--------------------+.....
/// ....| > query            |.....   centred, `horizontalMargin` at least
/// ....| result             |.....   on each side
/// ....+--------------------+.....
/// ...............................   at least `bottomMargin` rows free
/// ```
public enum PalettePlacement: Hashable, Sendable {
  /// Hanging from the top: the frame, border included.
  case palette(Rect)
  /// A full-screen sheet: the stack mode, or the palette does not fit.
  case sheet

  /// Rows kept free above the palette by default (the title bar).
  public static let defaultTop = 1
  /// Columns kept free at the left and right.
  public static let horizontalMargin = 2
  /// Rows kept free below it.
  public static let bottomMargin = 1
  /// The lowest palette worth showing, border included: the border, the
  /// input line, a rule and two results (or the preferred height when that
  /// is lower, but never below 3: a border and one line).
  public static let minimumHeight = 6

  /// Places a palette whose frame (border included) would like to be
  /// `preferred`.
  ///
  /// A sheet in the stack mode, and when the preferred width does not fit
  /// between the margins (a narrower palette would cut its rows). The
  /// height gives way: the results scroll in what is left below `top`, down
  /// to `minimumHeight`; below that, a sheet.
  ///
  /// - Parameters:
  ///   - screen: the whole screen.
  ///   - preferred: the palette's frame size, border included.
  ///   - mode: the ladder's mode.
  ///   - top: rows kept free above the palette (clamped at 0).
  public static func place(
    screen: Size, preferred: Size, mode: LadderMode, top: Int = defaultTop
  ) -> PalettePlacement {
    if mode == .stack { return .sheet }
    let top = Swift.max(0, top)
    let fitsAcross =
      preferred.width > 0
      && preferred.width <= screen.width.subtracting(saturating: 2 * horizontalMargin)
    let room = screen.height.subtracting(saturating: top).subtracting(saturating: bottomMargin)
    let height = Swift.min(preferred.height, room)
    let least = Swift.max(3, Swift.min(minimumHeight, preferred.height))
    guard fitsAcross, height >= least else { return .sheet }
    let x = (screen.width - preferred.width) / 2
    return .palette(Rect(x: x, y: top, width: preferred.width, height: height))
  }
}
