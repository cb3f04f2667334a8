/// One item of `pantry.conf`: `butter = { quantity = "250%g", low = "100%g",
/// bought = "01.12.2026", expire = "20.12.2026" }` in `[fridge]`, or just
/// `parmesan = "120%g"`.
public struct PantryItem: Equatable, Sendable {
  /// The name as written (its key in the file).
  public var name: String
  /// The section it is in (`fridge`, `pantry` …).
  public var location: String
  /// How much there is; nil when the file does not say.
  public var quantity: Amount?
  /// Below this it is running low.
  public var low: Amount?
  public var bought: PantryDate?
  public var expire: PantryDate?

  public init(
    name: String, location: String, quantity: Amount? = nil, low: Amount? = nil,
    bought: PantryDate? = nil, expire: PantryDate? = nil
  ) {
    self.name = name
    self.location = location
    self.quantity = quantity
    self.low = low
    self.bought = bought
    self.expire = expire
  }

  /// What the shopping list says about it on `today`.
  public func status(on today: PantryDate) -> PantryStatus {
    if let expire, expire < today { return .expired(expire) }
    if isLow { return .low }
    return .have
  }

  /// True when the quantity is below `low` (both in units that compare).
  public var isLow: Bool {
    guard let quantity, let low, let have = quantity.number, let floor = low.number else {
      return false
    }
    if quantity.unit?.written == low.unit?.written || (quantity.unit == nil && low.unit == nil) {
      return have.middle < floor.middle
    }
    guard let lowUnit = low.unit, let converted = quantity.converted(to: lowUnit),
      let number = converted.number
    else { return false }
    return number.middle < floor.middle
  }

  /// `"500%g"`, `"2.5%kg"`, `"6"` as an amount; nil for anything else.
  public static func amount(_ text: String) -> Amount? {
    let parts = text.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
    let numberText = parts[0].trimmingAmountSpaces()
    let unit = parts.count > 1 ? parts[1].trimmingAmountSpaces() : ""
    guard let (value, rest) = ChineseNumber.prefix(of: Substring(numberText)), rest.isEmpty,
      value.isFinite, value >= 0
    else { return nil }
    return .structured(AmountNumber(low: value), unit: unit)
  }
}

/// What the pantry says about a shopping list's item.
public enum PantryStatus: Equatable, Hashable, Sendable, Codable {
  /// At home: shown dimmed, not counted.
  case have
  /// At home but under its `low` mark: to buy.
  case low
  /// At home but past its `expire` date: to buy.
  case expired(PantryDate)
}

extension PantryDate: Codable {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = PantryDate(text: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not d.m.yyyy"))
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
