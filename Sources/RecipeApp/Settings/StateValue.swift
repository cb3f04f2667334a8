import FoundationEssentials

/// A JSON value kept as it is: the form of the state file's `browser`
/// fields, which the state store carries without knowing their types (each
/// is a Codable field of `BrowserState`, see `BrowserState+Saved.swift`).
indirect enum StateValue: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([StateValue])
  case object([String: StateValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([StateValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: StateValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value.isFinite ? value : 0)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// `value` as a JSON value (nil when it does not encode).
  init?<Value: Encodable>(encoding value: Value) {
    guard let data = try? JSONEncoder().encode(value),
      let decoded = try? JSONDecoder().decode(StateValue.self, from: data)
    else { return nil }
    self = decoded
  }

  /// This value as a `Value` (nil when it is not one: a field of another
  /// type, from another version, takes its default).
  func decoded<Value: Decodable>(as type: Value.Type) -> Value? {
    guard let data = try? JSONEncoder().encode(self) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }
}
