import SplitLayout
import TermUI

/// A golden's view of styles, which the text of a screen cannot show: the
/// cells of `area` as one letter each, from `classify` (`.` when it gives
/// nil), a row a line. A double-width glyph shows in both of its columns,
/// so a highlight that covered half a glyph would show as one letter.
///
/// ```
/// ..MMMM..........     回锅肉 with 回 and 锅 matched
/// ```
public func styleRows(
  of canvas: Canvas, in area: Rect? = nil, _ classify: (Style) -> Character?
) -> [String] {
  let area = (area ?? canvas.bounds).intersection(canvas.bounds)
  guard !area.isEmpty else { return [] }
  return (area.minY..<area.maxY).map { y in
    String((area.minX..<area.maxX).map { x in classify(canvas[x, y].style) ?? "." })
  }
}

/// The screen's text, then `legend` and the style rows of `area`: one
/// golden file for what shows and how it is emphasised.
public func textWithStyles(
  _ canvas: Canvas, in area: Rect? = nil, legend: String, _ classify: (Style) -> Character?
) -> String {
  canvas.text + "\n--- styles: " + legend + "\n"
    + styleRows(of: canvas, in: area, classify).joined(separator: "\n")
}
