/// Settings for reading and converting amounts: the sizes of spoons.
public struct AmountOptions: Hashable, Sendable, Codable {
  /// Millilitres in a large spoon (汤匙 大勺 大匙 汤勺); 15 by default.
  public var largeSpoon: Double
  /// Millilitres in a small spoon (茶匙 小勺 小匙); 5 by default.
  public var smallSpoon: Double
  /// Whether a plain 勺 or 匙 is a large spoon (true by default) or a small one.
  public var plainSpoonIsLarge: Bool

  public init(largeSpoon: Double = 15, smallSpoon: Double = 5, plainSpoonIsLarge: Bool = true) {
    // Sizes from settings are untrusted: keep them finite and positive.
    self.largeSpoon = Self.clampedSize(largeSpoon, default: 15)
    self.smallSpoon = Self.clampedSize(smallSpoon, default: 5)
    self.plainSpoonIsLarge = plainSpoonIsLarge
  }

  /// The default sizes.
  public static let standard = AmountOptions()

  private static func clampedSize(_ size: Double, default fallback: Double) -> Double {
    guard size.isFinite, size > 0 else { return fallback }
    return min(size, 1000)
  }
}
