import TermUI

/// The styles the curses terminal sends for a row of cells, chosen so that
/// ncurses switches attributes only where the screen's look changes.
///
/// A blank cell (a space without `reverse` or `underline`) shows only its
/// background: its foreground, `bold` and `dim` are invisible. So a run of
/// blanks is sent in the style of a visible cell beside it that has the
/// same background: the one on its right for a short run (an indent or the
/// gap between two words, written with the text after it), the one on its
/// left for a long run (the rest of a line, written with the text before
/// it, while what ends it, a divider or a scroll bar, rarely changes), and
/// whichever there is at the start or end of the row; else its own style.
/// ncurses then writes a row like ` 八宝饭` + blanks, or an indented
/// subtitle, without switching away and back (a switch that turns `bold`
/// off costs a whole `sgr` sequence, about 20 bytes). What the terminal
/// shows is the same, cell for cell.
struct BlankCellStyle {
  /// A run of more blanks than this takes the style on its left.
  static let longRun = 8

  /// The styles to send for the cells of the last row given to `update`,
  /// as `Style.packed` (compared as numbers while the row is sent).
  private(set) var packed: [UInt64] = []
  /// Per cell: whether it is a blank (computed once per row).
  private var blank: [Bool] = []

  /// `packed` as styles.
  var styles: [Style] { packed.map(Style.init(packed:)) }

  /// Computes `styles` for `row`, whose own styles are first passed
  /// through `downgrade` (the terminal's colours). The buffers are kept
  /// from row to row, so a frame allocates nothing here.
  mutating func update(row: ArraySlice<Cell>, downgrade: (Style) -> Style) {
    row.withUnsafeBufferPointer { update(row: $0, downgrade: downgrade) }
  }

  /// `update` for a row of the canvas's own buffer (the curses terminal's
  /// way: no slice, so no reference counting per row).
  mutating func update(row: UnsafeBufferPointer<Cell>, downgrade: (Style) -> Style) {
    let count = row.count
    if packed.count != count {
      packed = Array(repeating: Style.plain.packed, count: count)
      blank = Array(repeating: false, count: count)
    }
    // A row has few distinct styles, mostly in runs: downgrade each run once.
    var lastInput = Style.plain.packed
    var lastOutput = downgrade(.plain).packed
    packed.withUnsafeMutableBufferPointer { styles in
      blank.withUnsafeMutableBufferPointer { blank in
        var x = 0
        for cell in row {
          let bits = cell.styleBits
          if bits != lastInput {
            lastInput = bits
            lastOutput = downgrade(Style(packed: bits)).packed
          }
          styles[x] = lastOutput
          blank[x] = Self.isBlank(cell)
          x += 1
        }
        x = 0
        while x < count {
          guard blank[x] else {
            x += 1
            continue
          }
          // The run of blanks x..<end with one background.
          let background = Self.background(styles[x])
          var end = x + 1
          while end < count, blank[end], Self.background(styles[end]) == background { end += 1 }
          let left = x > 0 ? Self.usable(styles[x - 1], background: background) : nil
          let right =
            end < count && !blank[end] ? Self.usable(styles[end], background: background) : nil
          let chosen: UInt64?
          if let left, let right {
            chosen = end - x > Self.longRun ? left : right
          } else {
            chosen = right ?? left
          }
          if let chosen {
            for i in x..<end { styles[i] = chosen }
          }
          x = end
        }
      }
    }
  }

  /// The background's bits of a packed style.
  @inline(__always)
  private static func background(_ packed: UInt64) -> UInt64 { packed >> 26 & 0x3FF_FFFF }

  /// `style` (packed) when a blank of `background` can be sent in it.
  private static func usable(_ style: UInt64, background: UInt64) -> UInt64? {
    Self.background(style) == background && Self.showsOnlyBackground(style) ? style : nil
  }

  /// A space whose foreground, `bold` and `dim` do not show.
  static func isBlank(_ cell: Cell) -> Bool {
    cell.glyph.isSpace && cell.width == 1 && showsOnlyBackground(cell.styleBits)
  }

  /// Calls `body` with the packed styles of the last row, as a buffer.
  func withStyles<R>(_ body: (UnsafeBufferPointer<UInt64>) -> R) -> R {
    packed.withUnsafeBufferPointer(body)
  }

  /// `reverse` and `underline`: the attributes a blank shows.
  private static var visibleOnBlanks: TextAttributes { [.reverse, .underline] }

  /// True when a blank in `style` (packed) shows nothing but the
  /// background.
  @inline(__always)
  private static func showsOnlyBackground(_ style: UInt64) -> Bool {
    TextAttributes(rawValue: UInt8(truncatingIfNeeded: style >> 52)).isDisjoint(
      with: visibleOnBlanks)
  }
}
