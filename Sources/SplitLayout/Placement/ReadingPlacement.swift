/// Where running text goes: at most `maximumWidth` columns, centred.
///
/// Long lines are hard to read, and a wide, short terminal (200x15, a split
/// tmux window) would otherwise put an ingredient 90 columns away from its
/// amount. The reading width is capped wherever text is laid out: in a
/// sheet, in the recipe column, in a pushed page, and in `--print`.
/// ```
/// ......TTTTTTTTTTTTTTTTTTTTTTTT......   the rect given, the text column
///                                         (at most 88 wide) in its middle
/// ```
public enum ReadingPlacement {
  /// The widest text column (the form sheet's content width, less its
  /// border).
  public static let maximumWidth = 88

  /// The text column's width on `available` columns: all of them up to
  /// `maximum` (never negative).
  @inlinable
  public static func width(available: Int, maximum: Int = maximumWidth) -> Int {
    Swift.max(0, Swift.min(available, maximum))
  }

  /// The text column inside `rect`: its full height, at most `maximum`
  /// columns wide, centred (an odd spare column goes to the right).
  public static func frame(in rect: Rect, maximum: Int = maximumWidth) -> Rect {
    let width = width(available: rect.width, maximum: maximum)
    return Rect(
      x: rect.minX.adding(saturating: (rect.width - width) / 2), y: rect.minY, width: width,
      height: rect.height)
  }
}
