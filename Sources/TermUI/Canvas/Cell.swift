/// One cell of a `Canvas`.
///
/// A double-width character occupies two cells: the left one holds the
/// character with `width == 2`, the right one is a continuation
/// (`width == 0`) that is never printed on its own.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown in the cell (a base character and at most four
  /// combining marks); a space when blank.
  public var character: Character
  /// Columns taken by `character`: 1 or 2; 0 for the right half of a
  /// double-width character.
  public var width: UInt8
  public var style: Style

  @inlinable
  public init(_ character: Character = " ", width: UInt8 = 1, style: Style = .plain) {
    self.character = character
    self.width = width
    self.style = style
  }

  /// A blank cell in `style`.
  @inlinable
  public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", width: 1, style: style) }

  /// True for the right half of a double-width character.
  @inlinable
  public var isContinuation: Bool { width == 0 }
}
