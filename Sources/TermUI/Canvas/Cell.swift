/// One cell of a `Canvas`.
///
/// A double-width character occupies two cells: the left one holds the
/// character with `width == 2`, the right one is a continuation
/// (`width == 0`) that is never printed on its own. A cell is plain data
/// (see `Glyph`).
public struct Cell: Hashable, Sendable {
  /// The grapheme shown in the cell (a base character and at most four
  /// combining marks); a space when blank.
  public var glyph: Glyph
  /// Columns taken by the glyph: 1 or 2; 0 for the right half of a
  /// double-width character.
  public var width: UInt8
  public var style: Style

  @inlinable
  public init(_ character: Character = " ", width: UInt8 = 1, style: Style = .plain) {
    self.init(glyph: Glyph(character), width: width, style: style)
  }

  @inlinable
  public init(glyph: Glyph, width: UInt8 = 1, style: Style = .plain) {
    self.glyph = glyph
    self.width = width
    self.style = style
  }

  /// The grapheme as a `Character`.
  public var character: Character {
    get { glyph.character }
    set { glyph = Glyph(newValue) }
  }

  /// A blank cell in `style`.
  @inlinable
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(glyph: .space, width: 1, style: style)
  }

  /// True for the right half of a double-width character.
  @inlinable
  public var isContinuation: Bool { width == 0 }

  @inlinable
  public static func == (a: Cell, b: Cell) -> Bool {
    a.glyph == b.glyph && a.width == b.width && a.style == b.style
  }
}
