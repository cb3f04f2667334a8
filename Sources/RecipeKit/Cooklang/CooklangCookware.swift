/// `#pot`, `#frying pan{}`, `#pan{2}`.
public struct CooklangCookware: Sendable, Equatable {
  public var name: String
  /// Nil when none was written (one).
  public var quantity: CooklangQuantity?
  /// The note in parentheses right after it, `#pan{}(non-stick)`.
  public var note: String?
  public var line: Int
  public var column: Int

  public init(
    name: String, quantity: CooklangQuantity? = nil, note: String? = nil, line: Int = 1,
    column: Int = 1
  ) {
    self.name = name
    self.quantity = quantity
    self.note = note
    self.line = line
    self.column = column
  }
}
