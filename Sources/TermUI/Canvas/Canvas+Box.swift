import SplitLayout

extension Canvas {
  /// Draws a border around the edge of `rect` (its outermost cells) with
  /// `glyphs`, blanking any wide glyph that a border cell cuts. The inside
  /// is left as it is. A rect narrower or shorter than 2 gets no border.
  public mutating func drawBox(_ rect: Rect, glyphs: Glyphs, style: Style = .plain) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    horizontalLine(y: rect.minY, from: rect.minX + 1, to: right, glyphs: glyphs, style: style)
    horizontalLine(y: bottom, from: rect.minX + 1, to: right, glyphs: glyphs, style: style)
    verticalLine(x: rect.minX, from: rect.minY + 1, to: bottom, glyphs: glyphs, style: style)
    verticalLine(x: right, from: rect.minY + 1, to: bottom, glyphs: glyphs, style: style)
    put(glyphs.topLeft, x: rect.minX, y: rect.minY, style: style)
    put(glyphs.topRight, x: right, y: rect.minY, style: style)
    put(glyphs.bottomLeft, x: rect.minX, y: bottom, style: style)
    put(glyphs.bottomRight, x: right, y: bottom, style: style)
  }

  /// Draws `glyphs.horizontal` on row `y` over columns `from..<to`.
  public mutating func horizontalLine(
    y: Int, from: Int, to: Int, glyphs: Glyphs, style: Style = .plain
  ) {
    guard from < to else { return }
    let line = glyphs.horizontal
    // A narrow glyph (every theme's line) is one fill: the cells a `put`
    // per column gives, without a character lookup per column (a title
    // bar's rule was a tenth of a frame).
    if Self.isNarrow(line) {
      fill(Rect(x: from, y: y, width: to - from, height: 1), with: line, style: style)
      return
    }
    for x in from..<to { put(line, x: x, y: y, style: style) }
  }

  /// Draws `glyphs.vertical` in column `x` over rows `from..<to`.
  public mutating func verticalLine(
    x: Int, from: Int, to: Int, glyphs: Glyphs, style: Style = .plain
  ) {
    column(of: glyphs.vertical, x: x, from: from, to: to, style: style)
  }

  /// `character` in column `x` over rows `from..<to`: one `place` a row
  /// for a narrow glyph (a line, a scroll bar's track), else a `put`.
  mutating func column(of character: Character, x: Int, from: Int, to: Int, style: Style) {
    guard from < to else { return }
    if Self.isNarrow(character), let scalar = character.unicodeScalars.first {
      let glyph = Glyph(scalar)
      for y in from..<to {
        place(glyph, width: 1, x: x, y: y, style: style, clipMaxX: size.width)
      }
      return
    }
    for y in from..<to { put(character, x: x, y: y, style: style) }
  }

  /// One scalar that the canvas draws one column wide as it is.
  static func isNarrow(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return false }
    return ColumnWidth.kind(of: scalar) == .printable(width: 1)
  }

  /// Writes one narrow glyph at `(x, y)` (controls become U+FFFD); nothing
  /// outside the canvas.
  public mutating func put(_ character: Character, x: Int, y: Int, style: Style = .plain) {
    var text = ""
    text.append(character)
    write(text, at: Point(x: x, y: y), style: style)
  }
}

extension Canvas {
  /// A scroll bar in column `x` from row `y`, `height` rows: the track
  /// (`glyphs.scrollTrack`, in the border style) with the thumb over it as
  /// a reverse-video block of `thumbSize` rows at `thumbOffset`.
  public mutating func drawScrollBar(
    x: Int, y: Int, height: Int, thumbOffset: Int, thumbSize: Int, theme: Theme
  ) {
    guard height > 0 else { return }
    column(of: theme.glyphs.scrollTrack, x: x, from: y, to: y + height, style: theme.style(.border))
    fill(
      Rect(x: x, y: y + thumbOffset, width: 1, height: thumbSize), style: theme.style(.scrollThumb))
  }
}
