/// A rectangle of cells: `origin` is its top-left cell, `size` its extent.
///
/// Half-open like Swift ranges: the rect covers columns `minX..<maxX` and rows
/// `minY..<maxY`. An empty rect (zero width or height) covers no cell.
///
/// ```
///   minX      maxX
///    |         |
///    v         v
///    +---------+  <- minY
///    |  width  |
///    +---------+
///                 <- maxY (first row below)
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  @inlinable
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rect of a whole screen of `size`, at the origin.
  @inlinable
  public init(size: Size) {
    self.init(origin: .zero, size: size)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  @inlinable public var x: Int { origin.x }
  @inlinable public var y: Int { origin.y }
  @inlinable public var width: Int { size.width }
  @inlinable public var height: Int { size.height }
  @inlinable public var minX: Int { origin.x }
  @inlinable public var minY: Int { origin.y }
  /// The first column right of the rect (saturating).
  @inlinable public var maxX: Int { origin.x.adding(saturating: size.width) }
  /// The first row below the rect (saturating).
  @inlinable public var maxY: Int { origin.y.adding(saturating: size.height) }
  /// The middle column, rounded towards `minX`.
  @inlinable public var midX: Int { origin.x.adding(saturating: size.width / 2) }
  /// The middle row, rounded towards `minY`.
  @inlinable public var midY: Int { origin.y.adding(saturating: size.height / 2) }
  @inlinable public var isEmpty: Bool { size.isEmpty }

  /// True when `point` is one of the rect's cells.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// True when every cell of `other` is in this rect. An empty rect is
  /// contained when its origin lies within or on the edge of this rect.
  @inlinable
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// The cells both rects cover; `.zero`-sized at the clamped origin when
  /// they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    return Rect(
      x: left, y: top, width: right.subtracting(saturating: left),
      height: bottom.subtracting(saturating: top))
  }

  /// True when the rects share at least one cell.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }

  /// This rect moved so that it lies inside `bounds` as far as it can; a rect
  /// larger than `bounds` is cut to it.
  public func clamped(to bounds: Rect) -> Rect {
    let w = Swift.min(width, bounds.width)
    let h = Swift.min(height, bounds.height)
    let nx = x.clamped(bounds.minX, bounds.maxX.subtracting(saturating: w))
    let ny = y.clamped(bounds.minY, bounds.maxY.subtracting(saturating: h))
    return Rect(x: nx, y: ny, width: w, height: h)
  }

  /// The rect of `size` centred in this one (rounded towards the top-left);
  /// cut to this rect when larger.
  public func centered(_ size: Size) -> Rect {
    let fitted = size.limited(to: self.size)
    return Rect(
      x: minX.adding(saturating: (width - fitted.width) / 2),
      y: minY.adding(saturating: (height - fitted.height) / 2),
      width: fitted.width, height: fitted.height)
  }

  /// `x,y WxH`, for test failures.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
