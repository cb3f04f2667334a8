import FoundationEssentials

/// A JSON document as a value: what `JSONDecoder` gives for any input,
/// without a schema. The importers walk it by hand because schema.org data
/// on real pages mixes types freely (a string here, a list or an object
/// there).
///
/// Decode only text that went through `TolerantJSON.prepare`, which refuses
/// nesting deeper than `TolerantJSON.maxDepth`, so that decoding (which
/// recurses once per level) stays shallow.
public enum JSONValue: Decodable, Equatable, Sendable {
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
