/// How wide one column would like to be, in columns of cells.
///
/// The layout gives a column its `preferred` width when there is room, the
/// fill column (the one that takes the rest) excepted; it shrinks columns
/// towards `minimum` when there is not, and grows them towards `maximum`
/// only when the fill column is at its own maximum. `maximumPercent` caps the
/// column at a share of the screen and wins over `minimum` on narrow screens.
public struct ColumnSpec: Hashable, Sendable {
  /// The narrowest the column is made while the screen has room for every
  /// column's minimum. A shown column always has at least 1 cell.
  public var minimum: Int
  /// The width without a user's drag (ignored for the fill column).
  public var preferred: Int
  /// The widest the column is made while another column can take the rest.
  public var maximum: Int
  /// Never more than this percentage of the screen's width (0...100).
  public var maximumPercent: Int

  public init(minimum: Int, preferred: Int, maximum: Int, maximumPercent: Int = 100) {
    self.minimum = minimum
    self.preferred = preferred
    self.maximum = maximum
    self.maximumPercent = maximumPercent
  }

  /// The limits on a screen `screenWidth` columns wide, with `wanted` (a
  /// user's dragged width) in place of `preferred` when given; `nil` when the
  /// percentage cap leaves the column no cell.
  ///
  /// The cap wins over the minimum; the preferred width is kept within the
  /// result: `1 <= minimum <= preferred <= maximum`.
  func limits(screenWidth: Int, wanted: Int? = nil) -> ColumnLimits? {
    let percent = maximumPercent.clamped(0, 100)
    let cap = Swift.max(0, screenWidth).multiplied(saturating: percent) / 100
    let most = Swift.min(maximum, cap)
    guard most >= 1 else { return nil }
    let least = Swift.max(1, minimum).clamped(1, most)
    return ColumnLimits(
      minimum: least, preferred: (wanted ?? preferred).clamped(least, most), maximum: most)
  }
}

/// A column's limits on one screen, after the percentage cap:
/// `1 <= minimum <= preferred <= maximum`.
struct ColumnLimits: Hashable, Sendable {
  var minimum: Int
  var preferred: Int
  var maximum: Int
}
