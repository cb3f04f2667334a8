/// A small, fast, seeded random number generator (SplitMix64), so that a
/// generated bundle is the same on every machine and every run for a seed.
///
/// Not for cryptography; only for plausible, repeatable test data.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly chosen index below `count` (`count` > 0).
  mutating func index(below count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// A uniformly chosen element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[index(below: elements.count)]
  }
}
