/// A random number generator that replays: the same seed gives the same
/// numbers on every machine and run (SplitMix64, as in Java's
/// `SplittableRandom`; fast, and good enough for fuzzing, not for secrets).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed it started from.
  public let seed: UInt64
  private var state: UInt64

  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A seed derived from `seed` for sub-run `index` (0 gives `seed` itself),
  /// so that one sub-run can be replayed alone with its own seed.
  public static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
    guard index != 0 else { return seed }
    var generator = SeededGenerator(
      seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
    return generator.next()
  }

  /// Reads a seed written in decimal or as `0x` hexadecimal.
  public static func parse(_ text: String) -> UInt64? {
    let trimmed = text.filter { $0 != " " && $0 != "\n" }
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
      return UInt64(trimmed.dropFirst(2), radix: 16)
    }
    return UInt64(trimmed)
  }

  /// `seed` as `0x` and 16 hexadecimal digits.
  public static func format(_ seed: UInt64) -> String {
    let digits = String(seed, radix: 16)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}
