/// `~{25%minutes}`, `~eggs{3%minutes}` or a bare `~rest`.
public struct CooklangTimer: Sendable, Equatable {
  /// Nil for `~{…}`.
  public var name: String?
  public var quantity: CooklangQuantity?
  public var unit: String?
  public var line: Int
  public var column: Int

  public init(
    name: String? = nil, quantity: CooklangQuantity? = nil, unit: String? = nil, line: Int = 1,
    column: Int = 1
  ) {
    self.name = name
    self.quantity = quantity
    self.unit = unit
    self.line = line
    self.column = column
  }

  /// `25 minutes`: the quantity and unit as written.
  public var durationText: String {
    [quantity?.text, unit].compactMap { $0 }.joined(separator: " ")
  }
}
