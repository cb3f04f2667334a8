import FoundationEssentials

/// A JSON document as a value: what `JSONDecoder` gives for any input,
/// without a schema. The one such type of the project:
///
/// - the importers walk it by hand because schema.org data on real pages
///   mixes types freely (a string here, a list or an object there); they
///   decode only text that went through `TolerantJSON.prepare`, which
///   refuses nesting deeper than `TolerantJSON.maxDepth`, so that decoding
///   (which recurses once per level) stays shallow;
/// - the state file keeps its `browser` fields as these values, carried
///   without knowing their types (each is a Codable field of the app's
///   `BrowserState`), through `init(encoding:)` and `decoded(as:)`.
public enum JSONValue: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the value as it is; a number that is not finite (which JSON
  /// cannot hold) as 0.
  public func encode(to encoder: any Encoder) throws {
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
  public init?<Value: Encodable>(encoding value: Value) {
    guard let data = try? JSONEncoder().encode(value),
      let decoded = try? JSONDecoder().decode(JSONValue.self, from: data)
    else { return nil }
    self = decoded
  }

  /// This value as a `Value` (nil when it is not one: a field of another
  /// type, from another version, takes its default).
  public func decoded<Value: Decodable>(as type: Value.Type) -> Value? {
    guard let data = try? JSONEncoder().encode(self) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  /// The member `key` of an object (nil for other values or when absent).
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The string, or a number written as text (`4`, `2.5`); nil otherwise.
  public var text: String? {
    switch self {
    case .string(let value): return value
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
      return String(value)
    default: return nil
    }
  }

  /// An array's elements; any other value as a list of itself; `null` as
  /// the empty list.
  public var list: [JSONValue] {
    switch self {
    case .array(let values): return values
    case .null: return []
    default: return [self]
    }
  }

  /// The object's members (empty for other values).
  public var members: [String: JSONValue] {
    if case .object(let members) = self { return members }
    return [:]
  }
}
