import Testing

@testable import CursesTerminal
@testable import TermUI

@Suite struct BlankCellStyleTests {
  let accent = Color.indexed(30)

  /// Cells of `text`, each in `style`.
  func cells(_ text: String, _ style: Style) -> [Cell] {
    text.map { Cell($0, width: 1, style: style) }
  }

  func sent(_ row: [Cell]) -> [Style] {
    var styles = BlankCellStyle()
    styles.update(row: row[...]) { $0 }
    return styles.styles
  }

  @Test func blanksBeforeAndAfterATextAreSentInItsStyle() {
    let bold = Style(foreground: .indexed(15), background: accent, attributes: [.bold])
    let plain = Style(foreground: .indexed(15), background: accent)
    let row = cells("  ", bold) + cells("ab", plain) + cells("   ", bold)
    #expect(sent(row) == Array(repeating: plain, count: 7))
  }

  @Test func aBlankNeverChangesItsBackgroundOrLosesReverseOrUnderline() {
    let grey = Style(foreground: .grey(12))
    let highlighted = Style(background: accent, attributes: [.bold])
    let thumb = Style(attributes: [.reverse])
    let underlined = Style(attributes: [.underline])
    let row =
      cells("x", grey) + cells(" ", highlighted) + cells(" ", thumb) + cells(" ", underlined)
      + cells(" ", .plain)
    let styles = sent(row)
    #expect(styles[1] == highlighted)
    #expect(styles[2] == thumb)
    #expect(styles[3] == underlined)
    // After the underlined blank, nothing to borrow from: its own style.
    #expect(styles[4] == .plain)
  }

  @Test func visibleCellsKeepTheirStyle() {
    let title = Style(foreground: accent, attributes: [.bold])
    let row = cells("ab", title) + cells(" ", .plain) + cells("cd", .plain)
    let styles = sent(row)
    #expect(styles[0] == title && styles[1] == title)
    #expect(styles[2] == .plain && styles[3] == .plain)
  }

  @Test func stylesAreDowngradedFirst() {
    let row = cells("a ", Style(foreground: .indexed(200), attributes: [.bold]))
    var styles = BlankCellStyle()
    styles.update(row: row[...]) { $0.downgraded(to: .none) }
    #expect(styles.styles == [Style(attributes: [.bold]), Style(attributes: [.bold])])
  }

  @Test func aLongRunTakesTheStyleOnItsLeftAShortOneTheStyleOnItsRight() {
    // `   Difficulty …` + the rest of the line + a scroll bar: the indent
    // goes with the text after it, the rest of the line with the text
    // before it (the scroll bar is seldom rewritten with them).
    let border = Style(foreground: .grey(8))
    let secondary = Style(foreground: .grey(14))
    let long = BlankCellStyle.longRun + 1
    let row =
      cells("|", border) + cells("   ", border) + cells("ab", secondary)
      + cells(String(repeating: " ", count: long), border) + cells(":", border)
    let styles = sent(row)
    #expect(styles[1...3].allSatisfy { $0 == secondary })
    #expect(styles[6..<(6 + long)].allSatisfy { $0 == secondary })
    #expect(styles.last == border)
    // One blank shorter than a long run: the scroll bar's style.
    let short =
      cells("ab", secondary) + cells(String(repeating: " ", count: long - 1), .plain)
      + cells(":", border)
    #expect(sent(short)[2..<(1 + long)].allSatisfy { $0 == border })
  }
}
