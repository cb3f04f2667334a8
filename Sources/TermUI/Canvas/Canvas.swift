import SplitLayout

/// A grid of cells that views draw into; one per frame.
///
/// The canvas is a value: two canvases compare cell by cell, and `rows`
/// prints it as text (a double-width character written once), which is what
/// the golden snapshot files hold.
///
/// Invariants kept by every mutation:
/// - a cell of width 2 is always followed by its continuation cell (width 0)
///   in the same row, and a continuation always follows a cell of width 2;
/// - a double-width character is never written into the last column of the
///   area it is clipped to: a blank is written there instead;
/// - writing over either half of a double-width character blanks the other
///   half, so no half glyph is ever left;
/// - control characters are stored as U+FFFD (see `ColumnWidth`).
public struct Canvas: Hashable, Sendable {
  /// The canvas's size in cells.
  public let size: Size
  /// Row-major cells, `size.width * size.height` of them.
  public private(set) var cells: [Cell]
  /// Where the terminal shows its cursor (a text field being edited);
  /// `nil` hides it.
  public var cursor: Point?
  /// Where the focused row was drawn (the focused list's selected row):
  /// with `--a11y` the terminal's cursor goes there when no text field
  /// has it, so a screen reader follows the focus.
  public var focusPoint: Point?

  /// A canvas of `size` filled with blank cells of `style`.
  public init(size: Size, style: Style = .plain) {
    self.size = size
    self.cells = Array(repeating: .blank(style), count: size.area)
  }

  /// The whole canvas as a rect at the origin.
  @inlinable
  public var bounds: Rect { Rect(size: size) }

  @inlinable
  func index(_ x: Int, _ y: Int) -> Int { y * size.width + x }

  /// The cell at column `x`, row `y`; a blank cell outside the canvas.
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank() }
    return cells[index(x, y)]
  }

  /// Writes one cell's glyph at `(x, y)`, keeping the invariants. `width` is
  /// 1 or 2; a wide glyph that would cross `clipMaxX` (or the canvas's edge)
  /// becomes a blank. Returns the columns advanced (0 when outside).
  @discardableResult
  @inline(__always)
  mutating func place(
    _ glyph: Glyph, width: Int, x: Int, y: Int, style: Style, clipMaxX: Int
  )
    -> Int
  {
    guard y >= 0, y < size.height else { return 0 }
    let row = RowSpan(start: y * size.width, width: size.width)
    let bits = style.packed
    return cells.withUnsafeMutableBufferPointer { cells in
      row.place(glyph, width: width, x: x, bits: bits, clipMaxX: clipMaxX, in: cells)
    }
  }

  /// One row of the cells, for the loops that write many cells of a row
  /// through one buffer (no uniqueness check per cell) with the style
  /// packed once (`Style.packed`).
  @usableFromInline
  struct RowSpan {
    /// The index of the row's first cell.
    let start: Int
    /// The canvas's width.
    let width: Int

    /// `Canvas.place` on this row.
    @inline(__always)
    func place(
      _ glyph: Glyph, width glyphWidth: Int, x: Int, bits: UInt64, clipMaxX: Int,
      in cells: UnsafeMutableBufferPointer<Cell>
    ) -> Int {
      guard x >= 0, x < width, x < clipMaxX else { return 0 }
      let limit = Swift.min(clipMaxX, width)
      if glyphWidth == 2 && x + 1 >= limit {
        // No room for the right half: a blank, never half a glyph.
        clearHalves(x: x, span: 1, in: cells)
        cells[start + x] = Cell(glyph: .space, bits: bits | 1 << 60)
        return 1
      }
      let span = glyphWidth == 2 ? 2 : 1
      clearHalves(x: x, span: span, in: cells)
      cells[start + x] = Cell(glyph: glyph, bits: bits | UInt64(span) << 60)
      if span == 2 {
        cells[start + x + 1] = Cell(glyph: .space, bits: bits)
      }
      return span
    }

    /// Before `span` cells from `x` are overwritten: blanks the left half
    /// of a wide glyph whose continuation is at `x`, and the right half of
    /// one that starts in the last overwritten cell.
    @inline(__always)
    func clearHalves(x: Int, span: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
      let first = start + x
      if cells[first].isContinuation && x > 0 {
        let left = first - 1
        cells[left] = Cell(glyph: .space, bits: cells[left].styleBits | 1 << 60)
      }
      let lastX = x + span - 1
      let last = start + lastX
      if cells[last].width == 2 && lastX + 1 < width {
        let right = last + 1
        cells[right] = Cell(glyph: .space, bits: cells[right].styleBits | 1 << 60)
      }
    }

    /// `Canvas.attachMark` on this row.
    func attachMark(
      _ mark: Unicode.Scalar, beforeX x: Int, in cells: UnsafeMutableBufferPointer<Cell>
    ) {
      var baseX = x - 1
      guard baseX >= 0, baseX < width else { return }
      if cells[start + baseX].isContinuation { baseX -= 1 }
      guard baseX >= 0 else { return }
      let i = start + baseX
      guard let glyph = cells[i].glyph.appending(mark) else { return }
      var combined = ""
      combined.unicodeScalars.append(contentsOf: glyph.scalars)
      // Only keep it when base and mark still form one grapheme.
      if combined.count == 1 { cells[i].glyph = glyph }
    }
  }

  /// Runs `body` on row `y`'s span and the cells' buffer.
  @inline(__always)
  mutating func withRow<R>(
    _ y: Int, _ body: (RowSpan, UnsafeMutableBufferPointer<Cell>) -> R
  ) -> R {
    let row = RowSpan(start: y * size.width, width: size.width)
    return cells.withUnsafeMutableBufferPointer { body(row, $0) }
  }

  /// Adds a combining mark to the glyph left of `x` on row `y` (at most
  /// four marks a cell); drops it when there is no glyph to carry it.
  mutating func attachMark(_ mark: Unicode.Scalar, beforeX x: Int, y: Int) {
    guard y >= 0, y < size.height else { return }
    withRow(y) { row, cells in row.attachMark(mark, beforeX: x, in: cells) }
  }

  /// Fills `rect` (cut to the canvas) with `character` in `style`; a wide
  /// glyph cut by the rect's edges is blanked.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let width = ColumnWidth.width(of: character) == 2 ? 2 : 1
    let glyph = Glyph(character)
    if width == 1 {
      // One column a glyph (blanks, mostly: every view clears its frame):
      // only the glyphs cut by the edges need care, the rest is assigned.
      let filled = Cell(glyph: glyph, width: 1, style: style)
      for y in area.minY..<area.maxY {
        withRow(y) { row, cells in
          row.clearHalves(x: area.minX, span: area.width, in: cells)
          let first = row.start + area.minX
          for i in first..<(first + area.width) { cells[i] = filled }
        }
      }
      return
    }
    for y in area.minY..<area.maxY {
      var x = area.minX
      while x < area.maxX {
        let advanced = place(glyph, width: width, x: x, y: y, style: style, clipMaxX: area.maxX)
        x += Swift.max(1, advanced)
      }
    }
  }

  /// Changes the style of every cell in `rect`, keeping the glyphs (used to
  /// dim the view under a sheet, or to highlight a row).
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        change(&cells[index(x, y)].style)
      }
    }
  }

  /// Copies `other` onto this canvas with its top-left corner at `origin`,
  /// keeping the invariants at the edges.
  public mutating func paste(_ other: Canvas, at origin: Point) {
    for y in 0..<other.size.height {
      var x = 0
      while x < other.size.width {
        let cell = other[x, y]
        if cell.isContinuation {
          x += 1
          continue
        }
        place(
          cell.glyph, width: Int(cell.width), x: origin.x + x, y: origin.y + y,
          style: cell.style, clipMaxX: size.width)
        x += Swift.max(1, Int(cell.width))
      }
    }
  }

  /// The text of row `y`: each glyph once, continuations skipped, exactly
  /// `size.width` columns wide.
  public func row(_ y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    var line = ""
    line.reserveCapacity(size.width)
    let start = index(0, y)
    for i in start..<(start + size.width) where !cells[i].isContinuation {
      line.append(cells[i].character)
    }
    return line
  }

  /// All rows as text, each `size.width` columns wide.
  public var rows: [String] { (0..<size.height).map(row) }

  /// The rows joined by newlines, trailing blanks of each row removed: the
  /// form of golden snapshot files and of `--render` output.
  public var text: String {
    rows.map { $0.droppingTrailingSpaces() }.joined(separator: "\n")
  }
}
