import CNcursesw
import CTerminalGuard
import SplitLayout
import TermUI

#if canImport(Glibc)
  import Glibc
#endif

/// Output: frames drawn into ncurses' virtual screen, colour pairs,
/// alerts and bytes written past ncurses.
extension CursesTerminal {
  public func present(_ canvas: Canvas) {
    let rows = min(canvas.size.height, Int(cnc_lines()))
    let columns = min(canvas.size.width, Int(cnc_cols()))
    let changedRows = drawChangedRows(of: canvas, rows: rows, columns: columns)
    placeCursor(canvas.cursor, rows: rows, columns: columns)
    wnoutrefresh(window)
    update(wrapped: changedRows > 0)
    previous = canvas
  }

  /// What a run of cells is drawn with: the cell last built, and the
  /// glyph, style and look it was built from (runs of one glyph in one
  /// style share a cell; a row's cells mostly change glyph, not style).
  private struct Pen {
    var cell = cchar_t()
    var glyph = Glyph.space
    var style = Style.plain.packed
    var isSet = false
    var look = Look(attributes: cnc_a_normal(), pair: 0)
  }

  /// Hands every row of `canvas` that differs from the one presented last
  /// to ncurses; returns how many rows changed.
  private func drawChangedRows(of canvas: Canvas, rows: Int, columns: Int) -> Int {
    let reuse = previous.map { $0.size == canvas.size } ?? false
    let cells = canvas.cells
    let old = reuse ? previous?.cells ?? [] : []
    let width = canvas.size.width
    let colors = capabilities.colors
    // The buffers as locals for the loop (a stored property's every use is
    // an exclusivity check), put back after it.
    var runCells: [cchar_t] = []
    var rowStyles = BlankCellStyle()
    swap(&runCells, &self.runCells)
    swap(&rowStyles, &self.rowStyles)
    defer {
      swap(&runCells, &self.runCells)
      swap(&rowStyles, &self.rowStyles)
    }
    if runCells.count < columns { runCells = Array(repeating: cchar_t(), count: columns) }
    var pen = Pen()
    var changedRows = 0
    runCells.withUnsafeMutableBufferPointer { run in
      cells.withUnsafeBufferPointer { cells in
        old.withUnsafeBufferPointer { old in
          for y in 0..<rows {
            let start = y * width
            // A row equal to the one presented last is already in ncurses'
            // screen: most of a frame (a `down` changes about five rows).
            if reuse && Self.equalRows(cells, old, from: start, count: width) { continue }
            changedRows += 1
            rowStyles.update(row: UnsafeBufferPointer(rebasing: cells[start..<(start + width)])) {
              $0.downgraded(to: colors)
            }
            rowStyles.withStyles { styles in
              let row = Row(
                y: y, start: start, columns: columns, cells: cells, old: reuse ? old : nil,
                styles: styles)
              drawRuns(of: row, into: run, pen: &pen)
            }
          }
        }
      }
    }
    return changedRows
  }

  /// One row of a frame: its cells, the last frame's (nil when every cell
  /// is sent) and its styles as sent.
  private struct Row {
    let y: Int
    let start: Int
    let columns: Int
    let cells: UnsafeBufferPointer<Cell>
    let old: UnsafeBufferPointer<Cell>?
    let styles: UnsafeBufferPointer<UInt64>

    /// Whether the cell at `x` is as the last frame sent it.
    func isUnchanged(_ x: Int) -> Bool {
      guard let old else { return false }
      return old[start + x] == cells[start + x]
    }
  }

  /// Sends each run of changed cells of `row` to ncurses in one call (a
  /// call per cell cost more than the rest of the frame); unchanged cells
  /// are left as they were sent.
  private func drawRuns(
    of row: Row, into run: UnsafeMutableBufferPointer<cchar_t>, pen: inout Pen
  ) {
    var x = 0
    while x < row.columns {
      if row.isUnchanged(x) {
        x += 1
        continue
      }
      // A changed right half is sent with its left half.
      let first = x > 0 && row.cells[row.start + x].isContinuation ? x - 1 : x
      var end = first
      var count = 0
      while end < row.columns {
        let current = row.cells[row.start + end]
        if end > x && !current.isContinuation && row.isUnchanged(end) { break }
        if !current.isContinuation {
          if end + Int(current.width) > row.columns { break }
          setPen(&pen, to: current, style: row.styles[end])
          run[count] = pen.cell
          count += 1
        }
        end += 1
      }
      if count > 0, let base = run.baseAddress {
        mvwadd_wchnstr(window, Int32(row.y), Int32(first), base, Int32(count))
      }
      x = max(end, x + 1)
    }
  }

  /// Makes `pen`'s cell show `source` in `style`, building a new cell
  /// (colour pair, setcchar: most of a full frame) only when the glyph or
  /// the style changed.
  private func setPen(_ pen: inout Pen, to source: Cell, style: UInt64) {
    guard !pen.isSet || source.glyph != pen.glyph || style != pen.style else { return }
    if !pen.isSet || style != pen.style {
      pen.look = look(of: Style(packed: style))
    }
    fill(&pen.cell, with: source, look: pen.look)
    pen.glyph = source.glyph
    pen.style = style
    pen.isSet = true
  }

  /// Shows the cursor where the frame has one (within the screen), hides
  /// it otherwise.
  private func placeCursor(_ cursor: Point?, rows: Int, columns: Int) {
    if let cursor, cursor.x < columns, cursor.y < rows {
      if !cursorVisible {
        curs_set(1)
        cursorVisible = true
        leaveok(window, false)
      }
      wmove(window, Int32(cursor.y), Int32(cursor.x))
    } else if cursorVisible {
      curs_set(0)
      cursorVisible = false
      // A hidden cursor may stay where the last change left it: no move
      // after every frame.
      leaveok(window, true)
    }
  }

  /// Sends the frame (`doupdate`), inside synchronized output only where
  /// the terminal said it has it (the frame shows at once, without
  /// tearing) and the frame changed something (a key with no effect sends
  /// no wrapper).
  private func update(wrapped: Bool) {
    let wraps = queries.synchronizedOutput && wrapped
    if wraps { Self.writeOut("\u{1B}[?2026h") }
    doupdate()
    if wraps { Self.writeOut("\u{1B}[?2026l") }
  }

  /// Whether `count` cells from `start` are the same in both frames.
  private static func equalRows(
    _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, from start: Int, count: Int
  ) -> Bool {
    guard start + count <= a.count, start + count <= b.count else { return false }
    for i in start..<(start + count) where a[i] != b[i] { return false }
    return true
  }

  /// Writes `text` to the terminal now, past ncurses (which has flushed
  /// its own output at the end of each `doupdate`).
  static func writeOut(_ text: String) {
    guard !text.isEmpty else { return }
    FileOutput.writeAll(Array(text.utf8), to: STDOUT_FILENO)
  }

  /// A style as ncurses takes it: attributes and a colour pair.
  private struct Look {
    var attributes: attr_t
    var pair: Int16
  }

  /// The ncurses attributes and colour pair of `style`.
  private func look(of style: Style) -> Look {
    var attributes = cnc_a_normal()
    if style.attributes.contains(.bold) { attributes |= cnc_a_bold() }
    if style.attributes.contains(.reverse) { attributes |= cnc_a_reverse() }
    if style.attributes.contains(.underline) { attributes |= cnc_a_underline() }
    if style.attributes.contains(.dim) { attributes |= cnc_a_dim() }
    return Look(attributes: attributes, pair: colorPair(style))
  }

  /// Sets `cell` to show `source`'s character (a line-drawing cell for box
  /// characters) in `look` (a style's attributes and colour pair).
  private func fill(_ cell: inout cchar_t, with source: Cell, look: Look) {
    let attributes = look.attributes
    let pair = look.pair
    let first = source.glyph.scalarValue(at: 0)
    if (0x2500...0x257F).contains(first), let box = boxCells[source.glyph] {
      var line = box
      withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { buffer in
        var boxAttributes: attr_t = 0
        var boxPair: Int16 = 0
        guard let base = buffer.baseAddress else { return }
        getcchar(&line, base, &boxAttributes, &boxPair, nil)
        setcchar(&cell, base, boxAttributes | attributes, pair, nil)
      }
      return
    }
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { buffer in
      guard let base = buffer.baseAddress else { return }
      var count = 0
      while count < Glyph.capacity {
        let value = source.glyph.scalarValue(at: count)
        guard value != 0 else { break }
        base[count] = wchar_t(bitPattern: value)
        count += 1
      }
      base[count] = 0
      setcchar(&cell, base, attributes, pair, nil)
    }
  }

  /// The ncurses colour pair for a style's colours (0 for the defaults).
  private func colorPair(_ style: Style) -> Int16 {
    guard capabilities.colors != .none else { return 0 }
    let fg = colorNumber(style.foreground)
    let bg = colorNumber(style.background)
    if fg == -1 && bg == -1 { return 0 }
    let key = Int(fg + 1) << 32 | Int(bg + 1)
    if let pair = pairs[key] { return pair }
    let pair = alloc_pair(fg, bg)
    let result = pair > 0 && pair <= Int32(Int16.max) ? Int16(pair) : 0
    pairs[key] = result
    return result
  }

  /// The ncurses colour number: the index, or with 24-bit colour
  /// (`xterm-direct`, where numbers from 8 up are RGB values) the RGB
  /// value of any colour past the basic eight.
  private func colorNumber(_ color: Color) -> Int32 {
    switch color {
    case .default: return -1
    case .indexed(let index) where index < 8 || capabilities.colors != .direct:
      return Int32(index)
    case .indexed, .rgb:
      guard let value = color.rgbValue else { return -1 }
      return max(8, Int32(value.r) << 16 | Int32(value.g) << 8 | Int32(value.b))
    }
  }

  /// Writes the alert's bytes (`NotificationSequence.bytes(for:)`: made
  /// by us, data text cleaned) straight to the terminal, after the frame
  /// ncurses has already flushed.
  public func alert(_ alert: TerminalAlert) {
    fflush(nil)
    FileOutput.writeAll(notificationKind.bytes(for: alert), to: STDOUT_FILENO)
  }

  public func invalidate() {
    previous = nil
    clearok(cnc_curscr(), true)
  }
}
