// Columns and rows swapped: lets one piece of code handle both axes (the
// popover placement works out left and right as up and down, transposed).

extension Point {
  /// `(y, x)`.
  @inlinable
  public var transposed: Point { Point(x: y, y: x) }
}

extension Size {
  /// `height x width`.
  @inlinable
  public var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
  /// The rect with columns and rows swapped.
  @inlinable
  public var transposed: Rect { Rect(origin: origin.transposed, size: size.transposed) }
}
