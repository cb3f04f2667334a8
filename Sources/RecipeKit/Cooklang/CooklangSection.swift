/// `= Dough` or `== Filling ==`: a name and the steps under it.
public struct CooklangSection: Sendable, Equatable {
  /// Nil for the steps before the first `=` line, or a bare `==`.
  public var name: String?
  /// Indexes into `CooklangRecipe.steps`.
  public var steps: [Int]
  /// The line of its `=` (the first step's for the unnamed first section).
  public var line: Int

  public init(name: String?, steps: [Int] = [], line: Int) {
    self.name = name
    self.steps = steps
    self.line = line
  }
}
