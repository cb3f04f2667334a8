/// A `>` note: background that is not a step.
public struct CooklangNote: Sendable, Equatable {
  /// The lines of its paragraph joined with spaces, the `>` left out.
  public var text: String
  /// The index of its section in `CooklangRecipe.sections`.
  public var section: Int
  /// How many steps come before it in the recipe (it is shown before
  /// `steps[stepsBefore]`).
  public var stepsBefore: Int
  public var line: Int

  public init(text: String, section: Int, stepsBefore: Int, line: Int) {
    self.text = text
    self.section = section
    self.stepsBefore = stepsBefore
    self.line = line
  }
}
