/// Which fact of a recipe's metadata a `RecipeBlock.fact` shows; the app
/// gives each its label in the reader's language.
public enum RecipeFact: String, Hashable, Sendable, CaseIterable {
  case servings
  case yield
  case time
  case prepTime = "prep time"
  case cookTime = "cook time"
  case difficulty
  case course
  case cuisine
  case diet
  case tags
  case source
  case author
}
