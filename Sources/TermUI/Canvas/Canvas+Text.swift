import SplitLayout

extension Canvas {
  /// Writes `text` on one row from `origin`, clipped to `clip` (default: the
  /// whole canvas), and returns the column after the last cell written.
  ///
  /// Characters are classified by `ColumnWidth`: control characters become
  /// U+FFFD, format characters are dropped, combining marks join the
  /// previous glyph, and a double-width character that does not fit before
  /// the clip's right edge leaves a blank there. Nothing is written left of
  /// `clip.minX` (a glyph straddling it is blanked) or outside its rows.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at origin: Point, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var x = origin.x
    let y = origin.y
    guard y >= area.minY, y < area.maxY else { return x }
    let bits = style.packed
    withRow(y) { row, cells in
      for scalar in text.unicodeScalars {
        if x >= area.maxX { break }
        switch ColumnWidth.kind(of: scalar) {
        case .printable(let width):
          if x < area.minX {
            // Left of the clip: skip, but a wide glyph half inside is a blank.
            if width == 2 && x + 1 == area.minX {
              row.place(.space, width: 1, x: area.minX, bits: bits, clipMaxX: area.maxX, in: cells)
            }
            x += width
            continue
          }
          x += Swift.max(
            1,
            row.place(
              Glyph(scalar), width: width, x: x, bits: bits, clipMaxX: area.maxX, in: cells))
        case .replaced:
          if x >= area.minX {
            row.place(
              Glyph(ColumnWidth.replacement), width: 1, x: x, bits: bits, clipMaxX: area.maxX,
              in: cells)
          }
          x += 1
        case .combining:
          if x > area.minX { row.attachMark(scalar, beforeX: x, in: cells) }
        case .invisible:
          continue
        }
      }
    }
    return x
  }

  /// Writes `text` in `rect`'s first row, cut with an ellipsis to the rect's
  /// width, and aligned within it; the rest of the row keeps what was there.
  @discardableResult
  public mutating func write(
    _ text: String, in rect: Rect, alignment: TextAlignment = .leading, style: Style = .plain,
    ellipsis: String = "…"
  ) -> Int {
    guard !rect.isEmpty else { return rect.minX }
    let (cut, used) = ColumnWidth.truncated(text, to: rect.width, ellipsis: ellipsis)
    let x: Int
    switch alignment {
    case .leading: x = rect.minX
    case .center: x = rect.minX + (rect.width - used) / 2
    case .trailing: x = rect.maxX - used
    }
    return write(cut, at: Point(x: x, y: rect.minY), style: style, clip: rect)
  }
}

/// Where text goes within a wider space.
public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}
