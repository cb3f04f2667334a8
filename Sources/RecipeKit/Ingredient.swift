/// One line of a recipe's ingredient table: what to use and how much.
///
/// Both strings are display text from the source: white space collapsed,
/// trimmed, control characters replaced with U+FFFD. `amount` is `""` when the
/// source gives none (the original site leaves many amounts empty).
///
/// A source gives the amount as text (the bundle's page cell, read by
/// `AmountReader` when it is needed) or structured (`structuredAmount`: a
/// number, a unit, fixed or not, as a Cooklang `{=1%tsp}` says); `amount`
/// is then the text shown for it.
public struct Ingredient: Hashable, Sendable, CustomStringConvertible {
  /// The ingredient, e.g. `"鸡全翅"`. Never contains a line break.
  public var name: String
  /// How much, e.g. `"两个250克"` or `"适量"`; `""` when none is given.
  public var amount: String
  /// The amount as the source gave it structured; nil when the source gives
  /// only text (the bundle), which `readAmount` then reads.
  public var structuredAmount: Amount?
  /// For a reference to another recipe of the same source (a Cooklang
  /// `@./Sauces/Hollandaise{150%g}`), that recipe's dish id; nil otherwise.
  public var reference: String?

  public init(
    name: String, amount: String = "", structuredAmount: Amount? = nil, reference: String? = nil
  ) {
    self.name = name
    self.amount = amount
    self.structuredAmount = structuredAmount
    self.reference = reference
  }

  /// The amount to compute with: the structured one, else the text read by
  /// `AmountReader`.
  public var readAmount: Amount { structuredAmount ?? AmountReader.read(amount) }

  /// `name amount`, or just the name when there is no amount.
  public var description: String {
    amount.isEmpty ? name : "\(name) \(amount)"
  }
}
