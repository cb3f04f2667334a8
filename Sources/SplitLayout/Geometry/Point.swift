/// A cell position: `x` is the column, `y` the row, both from 0 at the
/// top-left corner of the screen.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int

  @inlinable
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// This point moved by `dx` columns and `dy` rows (saturating).
  @inlinable
  public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
    Point(x: x.adding(saturating: dx), y: y.adding(saturating: dy))
  }

  public var description: String { "(\(x),\(y))" }
}
