/// Space to remove at each edge of a rect, in cells. Negative insets grow the
/// rect.
public struct Insets: Hashable, Sendable {
  public var top: Int
  public var left: Int
  public var bottom: Int
  public var right: Int

  @inlinable
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  @inlinable
  public init(all: Int) {
    self.init(top: all, left: all, bottom: all, right: all)
  }

  /// `horizontal` columns at the left and right, `vertical` rows at the top
  /// and bottom.
  @inlinable
  public init(horizontal: Int, vertical: Int) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  public static let zero = Insets()
}
