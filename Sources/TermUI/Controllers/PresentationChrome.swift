import SplitLayout

/// Draws the border and title bar around presented content, shared by
/// sheets and popovers.
///
/// ```
/// ┌──────────────▲────────────┐   border; the arrow of a popover
/// │ [Close] Title             │   title bar (when the content has none)
/// ├───────────────────────────┤
/// │ content                   │
/// └───────────────────────────┘
/// ```
enum PresentationChrome {
  /// The content's frame inside `frame`: inside the border and, when the
  /// chrome draws a title bar, below it. Content with its own title bar (a
  /// navigation controller) starts right inside the border.
  static func contentFrame(in frame: Rect, drawsTitleBar: Bool) -> Rect {
    frame.inset(
      by: Insets(top: drawsTitleBar ? 1 + TitleBar.height : 1, left: 1, bottom: 1, right: 1))
  }

  /// Clears `frame`, draws the border, the title bar (`[Close]` and the
  /// title) when `title` is given, and the joints of the title bar's rule
  /// with the border at `ruleRow` (a row of the frame).
  static func draw(
    frame: Rect, title: String?, detail: String = "", closeButton: BarButtonItem?, ruleRow: Int?,
    canvas: inout Canvas, theme: Theme
  ) {
    canvas.fill(frame)
    let border = theme.style(.border)
    canvas.drawBox(frame, glyphs: theme.glyphs, style: border)
    if let title {
      let bar = Rect(x: frame.minX + 1, y: frame.minY + 1, width: frame.width - 2, height: 2)
      TitleBar.draw(
        title: title, detail: detail, left: closeButton.map { [$0] } ?? [], right: [], in: bar, canvas: &canvas,
        theme: theme)
    }
    if let ruleRow, ruleRow > frame.minY, ruleRow < frame.maxY - 1 {
      canvas.put(theme.glyphs.teeRight, x: frame.minX, y: ruleRow, style: border)
      canvas.put(theme.glyphs.teeLeft, x: frame.maxX - 1, y: ruleRow, style: border)
    }
  }
}
