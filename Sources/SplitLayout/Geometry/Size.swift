/// A size in terminal cells: `width` columns by `height` rows.
///
/// Never negative: the initializer clamps both values at 0, so any `Size`
/// can be used to lay out without further checks.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int { didSet { if width < 0 { width = 0 } } }
  public var height: Int { didSet { if height < 0 { height = 0 } } }

  @inlinable
  public init(width: Int, height: Int) {
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
  }

  public static let zero = Size(width: 0, height: 0)

  /// True when the size has no cells (a zero width or height).
  @inlinable
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The number of cells, saturating.
  @inlinable
  public var area: Int { width.multiplied(saturating: height) }

  /// This size with both sides no larger than `limit`'s.
  @inlinable
  public func limited(to limit: Size) -> Size {
    Size(width: Swift.min(width, limit.width), height: Swift.min(height, limit.height))
  }

  /// `COLSxROWS`, the form used on the command line.
  public var description: String { "\(width)x\(height)" }
}
