import SplitLayout

/// A run of text in one style.
public struct Span: Hashable, Sendable {
  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

/// One line of styled text: spans drawn left to right.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
  public var spans: [Span]

  public init(_ spans: [Span] = []) { self.spans = spans }

  public init(_ text: String, style: Style = .plain) { self.spans = [Span(text, style: style)] }

  public init(stringLiteral value: String) { self.init(value) }

  /// The line's text without styles.
  public var text: String { spans.map(\.text).joined() }

  /// Columns the line takes.
  public var width: Int { spans.reduce(0) { $0 + ColumnWidth.width(of: $1.text) } }

  /// Draws the line from `origin`, clipped to `clip`.
  public func draw(into canvas: inout Canvas, at origin: Point, clip: Rect) {
    var x = origin.x
    for span in spans {
      x = canvas.write(span.text, at: Point(x: x, y: origin.y), style: span.style, clip: clip)
    }
  }
}
