/// One group of a recipe's ingredient lines (`For the sauce`, `主料`).
public struct IngredientGroup: Equatable, Sendable {
  /// The group's heading; nil for lines listed without one.
  public var name: String?
  /// The lines as the source writes them, cleaned, none empty.
  public var lines: [String]

  public init(name: String? = nil, lines: [String]) {
    self.name = name
    self.lines = lines
  }
}
