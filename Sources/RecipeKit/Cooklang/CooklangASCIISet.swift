/// A set of ASCII scalars as two 64-bit masks: what the lexer asks of
/// every scalar of a text, in a few instructions (a `Set` hashed each one,
/// a fifth of reading a recipe).
struct CooklangASCIISet {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The set of the ASCII scalars in `members` (others are left out).
  init(_ members: [Unicode.Scalar]) {
    for scalar in members where scalar.value < 0x80 {
      if scalar.value < 64 {
        low |= 1 << UInt64(scalar.value)
      } else {
        high |= 1 << UInt64(scalar.value - 64)
      }
    }
  }

  /// Whether `scalar` is in the set (never, for a scalar beyond ASCII).
  @inline(__always)
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 64 { return low >> UInt64(value) & 1 == 1 }
    if value < 128 { return high >> UInt64(value - 64) & 1 == 1 }
    return false
  }
}
