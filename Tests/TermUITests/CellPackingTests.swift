import Testing

@testable import TermUI

/// A cell keeps its width and style in one word (`Cell.bits`): every
/// style and width must come back as it went in, and two cells must be
/// equal exactly when their glyph, width and style are.
@Suite struct CellPackingTests {
  /// Colours of every kind, with the extreme values of each field.
  static let colors: [Color] = [
    .default, .indexed(0), .indexed(7), .indexed(8), .indexed(255), .rgb(0, 0, 0),
    .rgb(255, 255, 255), .rgb(1, 2, 3), .rgb(255, 0, 128), .rgb(0, 255, 0),
  ]

  /// Every combination of the four attributes.
  static let attributeSets: [TextAttributes] = (0..<16).map { TextAttributes(rawValue: UInt8($0)) }

  static var styles: [Style] {
    var result: [Style] = []
    for foreground in colors {
      for background in colors {
        for attributes in attributeSets {
          result.append(
            Style(foreground: foreground, background: background, attributes: attributes))
        }
      }
    }
    return result
  }

  @Test func everyStyleAndWidthComesBackAsItWentIn() {
    for style in Self.styles {
      for width: UInt8 in [0, 1, 2] {
        let cell = Cell(glyph: Glyph(Character("菜")), width: width, style: style)
        #expect(cell.style == style)
        #expect(cell.style.foreground == style.foreground)
        #expect(cell.style.background == style.background)
        #expect(cell.style.attributes == style.attributes)
        #expect(cell.width == width)
        #expect(Style(packed: style.packed) == style)
      }
    }
  }

  @Test func settingTheWidthKeepsTheStyleAndTheOtherWayRound() {
    let style = Style(foreground: .rgb(255, 255, 255), background: .indexed(255), attributes: .bold)
    var cell = Cell(glyph: Glyph(Character("a")), width: 2, style: style)
    cell.width = 0
    #expect(cell.style == style && cell.width == 0)
    cell.width = 1
    #expect(cell.style == style && cell.width == 1)
    cell.style = .plain
    #expect(cell.width == 1 && cell.style == .plain)
    cell.style.background = .rgb(9, 8, 7)
    #expect(cell.width == 1 && cell.style.background == .rgb(9, 8, 7))
    #expect(cell.style.foreground == .default)
  }

  @Test func cellsAreEqualExactlyWhenGlyphWidthAndStyleAre() {
    let styles = Self.styles
    // Distinct styles pack to distinct numbers, so no two compare equal.
    #expect(Set(styles.map(\.packed)).count == styles.count)
    let a = Cell(glyph: Glyph(Character("a")), width: 1, style: styles[5])
    #expect(a == Cell(glyph: Glyph(Character("a")), width: 1, style: styles[5]))
    #expect(a != Cell(glyph: Glyph(Character("b")), width: 1, style: styles[5]))
    #expect(a != Cell(glyph: Glyph(Character("a")), width: 2, style: styles[5]))
    #expect(a != Cell(glyph: Glyph(Character("a")), width: 1, style: styles[6]))
    for (index, style) in styles.enumerated() where index % 97 == 0 {
      let cell = Cell(glyph: .space, width: 1, style: style)
      #expect(cell.styleBits == style.packed)
      #expect(cell.hashValue == Cell(glyph: .space, width: 1, style: style).hashValue)
    }
  }
}
