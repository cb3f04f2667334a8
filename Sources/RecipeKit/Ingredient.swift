/// One line of a recipe's ingredient table: what to use and how much.
///
/// Both strings are display text from the page: white space collapsed,
/// trimmed, control characters replaced with U+FFFD. `amount` is `""` when the
/// page gives none (the original site leaves many amounts empty).
public struct Ingredient: Hashable, Sendable, CustomStringConvertible {
  /// The ingredient, e.g. `"鸡全翅"`. Never contains a line break.
  public var name: String
  /// How much, e.g. `"两个250克"` or `"适量"`; `""` when none is given.
  public var amount: String

  public init(name: String, amount: String = "") {
    self.name = name
    self.amount = amount
  }

  /// `name amount`, or just the name when there is no amount.
  public var description: String {
    amount.isEmpty ? name : "\(name) \(amount)"
  }
}
