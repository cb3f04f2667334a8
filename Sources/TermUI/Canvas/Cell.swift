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
  /// The width in the top four bits, the style below (`Style.packed`):
  /// a cell is three words, and two cells compare in three comparisons,
  /// the most frequent thing a frame does.
  @usableFromInline var bits: UInt64

  /// Columns taken by the glyph: 1 or 2; 0 for the right half of a
  /// double-width character.
  public var width: UInt8 {
    @inlinable get { UInt8(truncatingIfNeeded: bits >> 60) }
    @inlinable set { bits = bits & Style.packedMask | UInt64(newValue & 0xF) << 60 }
  }

  public var style: Style {
    @inlinable get { Style(packed: bits & Style.packedMask) }
    @inlinable set { bits = bits & ~Style.packedMask | newValue.packed }
  }

  /// The style as `Style.packed`: equal numbers are equal styles.
  @inlinable public var styleBits: UInt64 { bits & Style.packedMask }

  @inlinable
  public init(_ character: Character = " ", width: UInt8 = 1, style: Style = .plain) {
    self.init(glyph: Glyph(character), width: width, style: style)
  }

  @inlinable
  public init(glyph: Glyph, width: UInt8 = 1, style: Style = .plain) {
    self.glyph = glyph
    self.bits = style.packed | UInt64(width & 0xF) << 60
  }

  /// A cell from its glyph and its packed width and style (`bits`).
  @usableFromInline
  init(glyph: Glyph, bits: UInt64) {
    self.glyph = glyph
    self.bits = bits
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
    a.glyph == b.glyph && a.bits == b.bits
  }
}
