import TermUI

/// The fewest bytes a terminal writer could send to turn the screen
/// `before` into `after`, under a simple, stated model; the yardstick for
/// "bytes per key" (issue 7: at most 1.2 × this).
///
/// For each screen line with a visible change: one cursor position
/// (`CSI row;col H`), then the cells from the first to the last changed one
/// with the SGR changes they need (the shortest of switching single
/// attributes off or resetting), where a run of unchanged cells may be
/// jumped over (`CSI n C`) when that is shorter, and a trailing run of
/// blanks that reaches the end of the line may be cleared with `CSI K`
/// (the terminal erases in the current background, as xterm does). Every
/// line starts from the SGR state the previous one left (the first from
/// the default state); no final reset is counted. A blank cell's
/// foreground, bold and dim are invisible, so they never cost a switch.
/// Characters count their UTF-8 bytes. Not modelled: scrolling regions,
/// `REP` and relative cursor moves, which could beat this in some cases.
struct MinimumOutput {
  /// The SGR state of the terminal (what the next character is drawn in).
  struct Pen: Equatable {
    var foreground: Color = .default
    var background: Color = .default
    var attributes: TextAttributes = []
  }

  /// Bytes for the change from `before` to `after` (same size), and the
  /// number of screen lines that changed.
  static func bytes(from before: Canvas, to after: Canvas) -> (bytes: Int, lines: Int) {
    guard before.size == after.size else { return (0, 0) }
    var pen = Pen()
    var total = 0
    var lines = 0
    for y in 0..<after.size.height {
      guard let span = changedSpan(before, after, y: y) else { continue }
      lines += 1
      total += line(after, y: y, span: span, before: before, pen: &pen)
    }
    return (total, lines)
  }

  /// The first and last column (a wide glyph's lead cell and its
  /// continuation included) that differ visibly on line `y`.
  static func changedSpan(_ before: Canvas, _ after: Canvas, y: Int) -> ClosedRange<Int>? {
    var first: Int?
    var last = 0
    for x in 0..<after.size.width where !looksSame(before[x, y], after[x, y]) {
      var start = x
      if after[x, y].isContinuation && x > 0 { start = x - 1 }
      var end = x
      if after[x, y].width == 2 && x + 1 < after.size.width { end = x + 1 }
      first = min(first ?? start, start)
      last = max(last, end)
    }
    return first.map { $0...last }
  }

  /// Whether two cells look the same on a terminal.
  static func looksSame(_ a: Cell, _ b: Cell) -> Bool {
    if a == b { return true }
    guard a.glyph == b.glyph, a.width == b.width else { return false }
    if isBlank(a) && isBlank(b) { return a.style.background == b.style.background }
    return false
  }

  /// A space whose foreground and bold/dim do not show.
  static func isBlank(_ cell: Cell) -> Bool {
    cell.glyph.isSpace && cell.width == 1
      && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
  }

  /// Bytes to redraw `span` of line `y` of `after`, updating `pen`: the
  /// cheaper of writing every cell of the span, and writing up to a
  /// trailing run of blanks that reaches the end of the line, then `CSI K`.
  private static func line(
    _ after: Canvas, y: Int, span: ClosedRange<Int>, before: Canvas, pen: inout Pen
  ) -> Int {
    let width = after.size.width
    let position = cursorPosition(row: y, column: span.lowerBound)
    var written = pen
    let writeAll = walk(
      after, before, y: y, from: span.lowerBound, to: span.upperBound + 1, pen: &written)
    var tail = width
    let background = after[width - 1, y].style.background
    while tail > 0, isBlank(after[tail - 1, y]), after[tail - 1, y].style.background == background {
      tail -= 1
    }
    guard tail <= span.upperBound else {
      pen = written
      return position + writeAll
    }
    var erased = pen
    var eraseCost = walk(
      after, before, y: y, from: span.lowerBound, to: max(tail, span.lowerBound), pen: &erased)
    var target = erased
    target.background = background
    eraseCost += switchCost(from: erased, to: target) + 3
    if eraseCost < writeAll {
      pen = target
      return position + eraseCost
    }
    pen = written
    return position + writeAll
  }

  /// Bytes to bring cells `from..<to` of line `y` up to date: changed cells
  /// are written; a run of unchanged ones is written or jumped over
  /// (`CSI n C`), whichever is shorter.
  private static func walk(
    _ after: Canvas, _ before: Canvas, y: Int, from: Int, to end: Int, pen: inout Pen
  ) -> Int {
    var cost = 0
    var x = from
    while x < end {
      var gap = x
      while gap < end, looksSame(before[gap, y], after[gap, y]) { gap += 1 }
      if gap > x {
        var trial = pen
        let rewrite = cells(after, y: y, from: x, to: gap, lineEnd: end, pen: &trial)
        let jump = 3 + String(gap - x).utf8.count
        if jump < rewrite {
          cost += jump
        } else {
          cost += rewrite
          pen = trial
        }
        x = gap
        continue
      }
      var next = x + 1
      while next < end, !looksSame(before[next, y], after[next, y]) { next += 1 }
      cost += cells(after, y: y, from: x, to: next, lineEnd: end, pen: &pen)
      x = next
    }
    return cost
  }

  /// Bytes to write the cells `from..<to` of line `y`. A run of blanks of
  /// one background may instead be erased (`CSI n X`, which leaves the
  /// cursor where it is), followed by a jump over it (`CSI n C`) unless the
  /// run ends the line's output (`to` is `lineEnd`).
  private static func cells(
    _ canvas: Canvas, y: Int, from: Int, to: Int, lineEnd: Int, pen: inout Pen
  ) -> Int {
    var cost = 0
    var x = from
    while x < to {
      let cell = canvas[x, y]
      if cell.isContinuation {
        x += 1
        continue
      }
      if isBlank(cell) {
        var run = x + 1
        while run < to, isBlank(canvas[run, y]),
          canvas[run, y].style.background == cell.style.background
        {
          run += 1
        }
        let count = run - x
        let digits = String(count).utf8.count
        let erase = 3 + digits + (run == lineEnd ? 0 : 3 + digits)
        if erase < count {
          var target = pen
          target.background = cell.style.background
          cost += switchCost(from: pen, to: target) + erase
          pen = target
          x = run
          continue
        }
      }
      var target = Pen(
        foreground: cell.style.foreground, background: cell.style.background,
        attributes: cell.style.attributes)
      if isBlank(cell) {
        // Only the background shows.
        target.foreground = pen.foreground
        target.attributes = pen.attributes.subtracting([.reverse, .underline])
      }
      cost += switchCost(from: pen, to: target)
      pen = target
      cost += cell.glyph.utf8Count
      x += 1
    }
    return cost
  }

  /// `CSI row;col H` (1-based), or `CSI row H` for the first column.
  static func cursorPosition(row: Int, column: Int) -> Int {
    let rowText = String(row + 1)
    return column == 0
      ? 3 + rowText.utf8.count : 4 + rowText.utf8.count + String(column + 1).utf8.count
  }

  /// The shortest SGR sequence from `pen` to `target` (0 when equal).
  static func switchCost(from pen: Pen, to target: Pen) -> Int {
    guard pen != target else { return 0 }
    // Either switch single attributes off, or reset and set everything.
    var off: [String] = []
    let removed = pen.attributes.subtracting(target.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) { off.append("22") }
    if removed.contains(.underline) { off.append("24") }
    if removed.contains(.reverse) { off.append("27") }
    var incremental = off
    var added = target.attributes.subtracting(pen.attributes)
    if off.contains("22") { added.formUnion(target.attributes.intersection([.bold, .dim])) }
    incremental += attributeCodes(added)
    if pen.foreground != target.foreground { incremental.append(code(target.foreground, base: 30)) }
    if pen.background != target.background { incremental.append(code(target.background, base: 40)) }
    var reset = ["0"] + attributeCodes(target.attributes)
    if target.foreground != .default { reset.append(code(target.foreground, base: 30)) }
    if target.background != .default { reset.append(code(target.background, base: 40)) }
    func length(_ codes: [String]) -> Int { 3 + codes.joined(separator: ";").utf8.count }
    return min(length(incremental), length(reset))
  }

  private static func attributeCodes(_ attributes: TextAttributes) -> [String] {
    var codes: [String] = []
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    return codes
  }

  /// The SGR code of a colour: `base` 30 for the foreground, 40 for the
  /// background.
  private static func code(_ color: Color, base: Int) -> String {
    switch color {
    case .default: return String(base + 9)
    case .indexed(let index) where index < 8: return String(base + Int(index))
    case .indexed(let index) where index < 16: return String(base + 60 + Int(index) - 8)
    case .indexed(let index): return "\(base + 8);5;\(index)"
    case .rgb(let r, let g, let b): return "\(base + 8);2;\(r);\(g);\(b)"
    }
  }
}
