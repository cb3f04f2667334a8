/// Saturating integer arithmetic for cell geometry.
///
/// Terminal sizes are small, but the geometry is total: callers may pass any
/// `Int`, including `Int.max` and negative numbers, and nothing traps.
extension Int {
  /// `self + other`, clamped to `Int.min...Int.max` instead of trapping.
  @inlinable
  public func adding(saturating other: Int) -> Int {
    let (result, overflow) = addingReportingOverflow(other)
    if !overflow { return result }
    return other > 0 ? .max : .min
  }

  /// `self - other`, clamped to `Int.min...Int.max` instead of trapping.
  @inlinable
  public func subtracting(saturating other: Int) -> Int {
    let (result, overflow) = subtractingReportingOverflow(other)
    if !overflow { return result }
    return other > 0 ? .min : .max
  }

  /// `self * other`, clamped to `Int.min...Int.max` instead of trapping.
  @inlinable
  public func multiplied(saturating other: Int) -> Int {
    let (result, overflow) = multipliedReportingOverflow(by: other)
    if !overflow { return result }
    return (self < 0) == (other < 0) ? .max : .min
  }

  /// `self` clamped into `lower...upper`; when `upper < lower` the answer is
  /// `lower` (the lower bound wins, so sizes never turn negative).
  @inlinable
  public func clamped(_ lower: Int, _ upper: Int) -> Int {
    if self < lower { return lower }
    if self > upper { return Swift.max(lower, upper) }
    return self
  }
}
