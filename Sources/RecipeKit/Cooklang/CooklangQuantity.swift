/// A quantity as written between `{` and `%`: a number (`2`, `1.5`,
/// `1/2`, `1 1/2`), a range (`1-2`, our extension) or text (`a few`).
public struct CooklangQuantity: Sendable, Equatable {
  /// What it means.
  public enum Value: Sendable, Equatable {
    case number(Double)
    case range(Double, Double)
    case text(String)
  }

  public var value: Value
  /// As written, trimmed (`1/2`, `1-2`, `a few`).
  public var text: String

  public init(_ value: Value, text: String) {
    self.value = value
    self.text = text
  }

  /// The number, when it is one.
  public var number: Double? {
    if case .number(let number) = value { return number }
    return nil
  }
}
