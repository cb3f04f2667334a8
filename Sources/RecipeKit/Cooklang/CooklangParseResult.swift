/// What `CooklangParser.parse` gives: the recipe and the problems found
/// while reading it (each with its line and column).
public struct CooklangParseResult: Sendable, Equatable {
  public var recipe: CooklangRecipe
  /// In the order of the text.
  public var problems: [CooklangProblem]

  public init(recipe: CooklangRecipe, problems: [CooklangProblem]) {
    self.recipe = recipe
    self.problems = problems
  }

  /// Whether any problem is an error (`--check-data` exits 1).
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
