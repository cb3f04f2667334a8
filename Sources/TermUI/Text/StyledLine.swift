import SplitLayout

/// A run of text in one role; the theme gives the role its style when the
/// text is drawn.
public struct Span: Hashable, Sendable {
  public var text: String
  public var role: StyleRole

  public init(_ text: String, role: StyleRole = .text) {
    self.text = text
    self.role = role
  }
}

/// One line of styled text: spans drawn left to right.
///
/// A line holds roles, not styles, so lines laid out once (a recipe at a
/// width) take the colours of the theme of the moment they are drawn.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
  public var spans: [Span]

  public init(_ spans: [Span] = []) { self.spans = spans }

  public init(_ text: String, role: StyleRole = .text) { self.spans = [Span(text, role: role)] }

  public init(stringLiteral value: String) { self.init(value) }

  /// The line's text without styles.
  public var text: String { spans.map(\.text).joined() }

  /// Columns the line takes.
  public var width: Int { spans.reduce(0) { $0 + ColumnWidth.width(of: $1.text) } }

  /// Draws the line from `origin`, clipped to `clip`, each span in its
  /// role's style under `theme`.
  public func draw(into canvas: inout Canvas, at origin: Point, clip: Rect, theme: Theme) {
    var x = origin.x
    for span in spans {
      x = canvas.write(
        span.text, at: Point(x: x, y: origin.y), style: theme.style(span.role), clip: clip)
    }
  }
}
