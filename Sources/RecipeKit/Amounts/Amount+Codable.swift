/// Amounts are saved with the shopping list in the state file. The keys are
/// those the synthesised conformance wrote before `isFixed` existed, and
/// `isFixed` is written only when true, so a file written before reads the
/// same and a bundle's list is saved byte for byte as before.
extension Amount: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, written, number, unit, prefix, note, isAsWritten, scale, isMetric, isFixed
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try container.decode(Kind.self, forKey: .kind),
      written: try container.decode(String.self, forKey: .written),
      number: try container.decodeIfPresent(AmountNumber.self, forKey: .number),
      unit: try container.decodeIfPresent(AmountUnit.self, forKey: .unit),
      prefix: try container.decode(String.self, forKey: .prefix),
      note: try container.decode(String.self, forKey: .note))
    isAsWritten = try container.decode(Bool.self, forKey: .isAsWritten)
    scale = try container.decode(Double.self, forKey: .scale)
    isMetric = try container.decode(Bool.self, forKey: .isMetric)
    isFixed = try container.decodeIfPresent(Bool.self, forKey: .isFixed) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(written, forKey: .written)
    try container.encodeIfPresent(number, forKey: .number)
    try container.encodeIfPresent(unit, forKey: .unit)
    try container.encode(prefix, forKey: .prefix)
    try container.encode(note, forKey: .note)
    try container.encode(isAsWritten, forKey: .isAsWritten)
    try container.encode(scale, forKey: .scale)
    try container.encode(isMetric, forKey: .isMetric)
    if isFixed { try container.encode(isFixed, forKey: .isFixed) }
  }
}
