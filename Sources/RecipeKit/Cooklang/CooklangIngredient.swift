/// `@name{quantity%unit}(preparation)`, `@salt{=1%tsp}` (fixed) or a
/// reference to another recipe, `@./Sauces/Hollandaise{150%g}`.
public struct CooklangIngredient: Sendable, Equatable {
  /// The name; for a reference, the last part of its path.
  public var name: String
  /// Nil when none was written (`@salt`, `@salt{}`): "some".
  public var quantity: CooklangQuantity?
  /// Nil when none was written.
  public var unit: String?
  /// `=` before the quantity: it does not scale with the servings.
  public var fixed: Bool
  /// The note in parentheses right after it, `@onion{1}(diced)`.
  public var preparation: String?
  /// For a reference, its path as written (`./Sauces/Hollandaise`): relative
  /// to the collection's root, without `.cook`.
  public var reference: String?
  /// Where its `@` is (from 1).
  public var line: Int
  public var column: Int

  public init(
    name: String, quantity: CooklangQuantity? = nil, unit: String? = nil, fixed: Bool = false,
    preparation: String? = nil, reference: String? = nil, line: Int = 1, column: Int = 1
  ) {
    self.name = name
    self.quantity = quantity
    self.unit = unit
    self.fixed = fixed
    self.preparation = preparation
    self.reference = reference
    self.line = line
    self.column = column
  }
}
