/// Where one column is on one screen.
public enum ColumnPlacement: Hashable, Sendable {
  /// In the row of columns (also the stack's page and a zoomed column: the
  /// whole screen).
  case column(Rect)
  /// Over the others as the drawer from the left edge (the drawer mode's
  /// primary); the rect includes the drawer's border column.
  case drawer(Rect)
  /// Not a column in this mode: the app presents it, when it has something
  /// to show, as a sheet (or a pushed page in the stack mode).
  case sheet
  /// Not shown.
  case hidden

  /// The column's or the drawer's frame; `nil` for a sheet or hidden.
  @inlinable
  public var frame: Rect? {
    switch self {
    case .column(let rect), .drawer(let rect): rect
    case .sheet, .hidden: nil
    }
  }

  /// True for `.column`.
  @inlinable
  public var isColumn: Bool {
    if case .column = self { return true }
    return false
  }
}
