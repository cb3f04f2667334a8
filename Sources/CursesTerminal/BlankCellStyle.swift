import TermUI

/// The styles the curses terminal sends for a row of cells, chosen so that
/// ncurses switches attributes only where the screen's look changes.
///
/// A blank cell (a space without `reverse` or `underline`) shows only its
/// background: its foreground, `bold` and `dim` are invisible. So a blank
/// is sent in the style of the next visible cell on its right when that
/// has the same background (the blanks before a text), else in the style
/// sent for the cell on its left when that has the same background (the
/// blanks after a text), else in its own. ncurses then writes a row like
/// ` 八宝饭` + blanks, or an indented subtitle, without switching away and
/// back (a switch that turns `bold` off costs a whole `sgr` sequence,
/// about 20 bytes). What the terminal shows is the same, cell for cell.
struct BlankCellStyle {
  /// The styles to send for the cells of the last row given to `update`.
  private(set) var styles: [Style] = []
  /// Per cell: the style a blank takes from the visible cell after it.
  private var fromRight: [Style?] = []

  /// Computes `styles` for `row`, whose own styles are first passed
  /// through `downgrade` (the terminal's colours). The buffers are kept
  /// from row to row, so a frame allocates nothing here.
  mutating func update(row: ArraySlice<Cell>, downgrade: (Style) -> Style) {
    styles.removeAll(keepingCapacity: true)
    for cell in row { styles.append(downgrade(cell.style)) }
    fromRight.removeAll(keepingCapacity: true)
    fromRight.append(contentsOf: repeatElement(nil, count: styles.count))
    let base = row.startIndex
    // Right to left: a visible cell's style is passed along the run of
    // blanks of its background before it.
    var candidate: Style?
    for x in styles.indices.reversed() {
      if Self.isBlank(row[base + x]) {
        if let style = candidate, style.background != styles[x].background { candidate = nil }
        fromRight[x] = candidate
      } else {
        candidate = Self.showsOnlyBackground(styles[x]) ? styles[x] : nil
      }
    }
    // Left to right: blanks without one take the style sent on their left.
    var left: Style?
    for x in styles.indices {
      if Self.isBlank(row[base + x]) {
        if let style = fromRight[x] {
          styles[x] = style
        } else if let left, Self.showsOnlyBackground(left),
          left.background == styles[x].background
        {
          styles[x] = left
        }
      }
      left = styles[x]
    }
  }

  /// A space whose foreground, `bold` and `dim` do not show.
  static func isBlank(_ cell: Cell) -> Bool {
    cell.character == " " && cell.width == 1 && showsOnlyBackground(cell.style)
  }

  /// True when a blank in `style` shows nothing but the background.
  private static func showsOnlyBackground(_ style: Style) -> Bool {
    style.attributes.isDisjoint(with: [.reverse, .underline])
  }
}
