/// One section of a recipe's steps (a schema.org `HowToSection`, a
/// RecipeMD heading).
public struct InstructionSection: Equatable, Sendable {
  /// The section's name; nil for steps outside any named section.
  public var name: String?
  /// The steps' texts, cleaned, none empty.
  public var steps: [String]

  public init(name: String? = nil, steps: [String]) {
    self.name = name
    self.steps = steps
  }
}
