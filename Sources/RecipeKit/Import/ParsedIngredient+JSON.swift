/// The JSON of `recipes --parse-ingredient` and of the importer's
/// `ingredients_parsed`:
/// `{"quantity": 2, "unit": "cup", "name": "…", "preparation": "…", "note": "…"}`.
///
/// `quantity` is a number, `{"low": 1, "high": 2}` for a range, or `null`;
/// `unit` is a string or `null`; the other three are strings (`""` for none).
extension ParsedIngredient: Encodable {
  private enum Key: String, CodingKey {
    case quantity, unit, name, preparation, note, low, high
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch quantity {
    case .number(let value)?:
      try container.encode(value, forKey: .quantity)
    case .range(let low, let high)?:
      var range = container.nestedContainer(keyedBy: Key.self, forKey: .quantity)
      try range.encode(low, forKey: .low)
      try range.encode(high, forKey: .high)
    case nil:
      try container.encodeNil(forKey: .quantity)
    }
    if let unit {
      try container.encode(unit, forKey: .unit)
    } else {
      try container.encodeNil(forKey: .unit)
    }
    try container.encode(name, forKey: .name)
    try container.encode(preparation, forKey: .preparation)
    try container.encode(note, forKey: .note)
  }
}
