/// One ingredient line read into its parts: how much, of what, prepared how.
///
/// Made by `IngredientLineParser.parse(_:)`; written into Cooklang as
/// `@name{quantity%unit}(preparation; note)` by `cooklangText`. The label
/// conventions (what a unit's canonical spelling is, what counts as
/// preparation or note) are those of
/// `Tests/RecipeKitTests/Fixtures/IngredientLines/README.md`.
public struct ParsedIngredient: Hashable, Sendable {
  /// A number or a range of numbers; every value finite and ≥ 0.
  public enum Quantity: Hashable, Sendable {
    /// One value: `2`, `1.5` (`1 1/2`, `1½`).
    case number(Double)
    /// A range, `low < high`: `1-2`, `2 to 3`, `1 à 2`, `5～8`.
    case range(low: Double, high: Double)

    /// The value, or the low end of the range.
    public var low: Double {
      switch self {
      case .number(let value): value
      case .range(let low, _): low
      }
    }

    /// The high end of a range; nil for one value.
    public var high: Double? {
      switch self {
      case .number: nil
      case .range(_, let high): high
      }
    }
  }

  /// How much; nil when the line gives no number (`salt to taste`, `适量`).
  public var quantity: Quantity?
  /// The canonical unit (`cup`, `tbsp`, `g`, `pinch`, `个` …); nil when none.
  public var unit: String?
  /// The ingredient as written, without its amount; never empty for a
  /// non-empty line (a line that cannot be read is all name).
  public var name: String
  /// What is done to it first (`sifted`, `finely chopped`); `""` for none.
  public var preparation: String
  /// Everything else the line says (`250 g`, `to taste`, `optional`); `""`
  /// for none. Several parts are joined with `, ` in the line's order.
  public var note: String

  public init(
    quantity: Quantity? = nil, unit: String? = nil, name: String, preparation: String = "",
    note: String = ""
  ) {
    self.quantity = quantity
    self.unit = unit
    self.name = name
    self.preparation = preparation
    self.note = note
  }

  /// The line as a name alone: what a line that cannot be read becomes.
  public static func unread(_ line: String) -> ParsedIngredient {
    ParsedIngredient(name: line)
  }
}
