/// The number of a quantity or a count: one value or a range, and how the
/// page wrote it (so scaled amounts read like the page).
public struct AmountNumber: Hashable, Sendable, Codable {
  /// The value, or the low end of a range; finite, ≥ 0.
  public var low: Double
  /// The high end of a range (`2-3`), greater than `low`; nil for one value.
  public var high: Double?
  /// What stood between the ends of a range (`-`, `～`, `到` …); `""` for one
  /// value.
  public var separator: String
  /// True when the page wrote the number in Chinese numerals (`两`, `半`).
  public var isChinese: Bool
  /// True when the half came after the unit (`一个半`, `1个半`).
  public var halfAfterUnit: Bool

  public init(
    low: Double, high: Double? = nil, separator: String = "", isChinese: Bool = false,
    halfAfterUnit: Bool = false
  ) {
    self.low = low
    self.high = high
    self.separator = separator
    self.isChinese = isChinese
    self.halfAfterUnit = halfAfterUnit
  }

  /// Both ends multiplied by `factor`.
  func scaled(by factor: Double) -> AmountNumber {
    var copy = self
    copy.low = low * factor
    copy.high = high.map { $0 * factor }
    return copy
  }

  /// The middle of the range, or the value.
  public var middle: Double {
    guard let high else { return low }
    return (low + high) / 2
  }
}
