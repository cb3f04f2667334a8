import SplitLayout

/// Draws a title bar: left buttons, the title, right buttons, and a rule
/// under them.
///
/// ```
///  [≡ Recipes] 家常菜                       [Sort] [Theme] [?]
/// ──────────────────────────────────────────────────────────────
/// ```
/// When the row is too narrow, right buttons are dropped from the left
/// first, then the title is cut with an ellipsis; left buttons stay.
public enum TitleBar {
  /// Rows a title bar takes: the title row and the rule.
  public static let height = 2

  /// Draws into the first two rows of `rect` and records each drawn
  /// button's frame (`nil` for dropped ones).
  public static func draw(
    title: String, left: [BarButtonItem], right: [BarButtonItem], in rect: Rect,
    canvas: inout Canvas, theme: Theme, titleStyle: Style? = nil
  ) {
    guard rect.height >= 1, rect.width >= 1 else {
      for item in left + right { item.frame = nil }
      return
    }
    let row = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    canvas.fill(row)
    var x = row.minX + 1
    for item in left {
      let w = ColumnWidth.width(of: item.label)
      if x + w > row.maxX {
        item.frame = nil
        continue
      }
      canvas.write(item.label, at: Point(x: x, y: row.minY), style: theme.button, clip: row)
      item.frame = Rect(x: x, y: row.minY, width: w, height: 1)
      x += w + 1
    }
    // Right buttons, laid out from the right edge; dropped from the left
    // when they would leave fewer than 8 columns for the title.
    var kept = right
    func rightWidth(_ items: [BarButtonItem]) -> Int {
      items.reduce(0) { $0 + ColumnWidth.width(of: $1.label) + 1 }
    }
    while !kept.isEmpty && row.maxX - rightWidth(kept) < x + 8 {
      kept.removeFirst().frame = nil
    }
    var rx = row.maxX - rightWidth(kept)
    let titleEnd = rx
    for item in kept {
      let w = ColumnWidth.width(of: item.label)
      canvas.write(item.label, at: Point(x: rx, y: row.minY), style: theme.button, clip: row)
      item.frame = Rect(x: rx, y: row.minY, width: w, height: 1)
      rx += w + 1
    }
    let titleRect = Rect(x: x, y: row.minY, width: max(0, titleEnd - x - 1), height: 1)
    canvas.write(
      title, in: titleRect, style: titleStyle ?? theme.title, ellipsis: theme.glyphs.ellipsis)
    if rect.height >= 2 {
      canvas.horizontalLine(
        y: rect.minY + 1, from: rect.minX, to: rect.maxX, glyphs: theme.glyphs, style: theme.border)
    }
  }

  /// The button at `point`, if one was drawn there.
  public static func item(at point: Point, in items: [BarButtonItem]) -> BarButtonItem? {
    items.first { $0.frame?.contains(point) ?? false }
  }
}
