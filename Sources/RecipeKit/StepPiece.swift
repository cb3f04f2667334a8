/// A piece of a step as a source that marks its ingredients gives it (a
/// Cooklang step): display text, or an ingredient mentioned there with its
/// amount. A page shows each amount at its mention from these, and scales
/// them with the ingredient list (`Recipe.scaled`); the step's plain text
/// (`RecipeBlock.step`) stays what it was.
public enum StepPiece: Hashable, Sendable {
  case text(String)
  case ingredient(Ingredient)
}
