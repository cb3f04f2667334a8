import RecipeKit

extension CookingOptions {
  /// The scale `--scale` or `--servings` asks for `recipe`: `--servings N`
  /// is N over the recipe's servings; nil when `--servings` was given and
  /// the recipe gives none (a usage error: see `servingsMissing`).
  func scale(for recipe: Recipe) -> Double? {
    guard let servings else { return scale }
    guard let own = RecipeServings(recipe: recipe) else { return nil }
    return own.scale(forServings: servings)
  }

  /// The usage error of `--servings` on `name`, a recipe without servings.
  static func servingsMissing(_ name: String) -> String {
    "--servings: '\(name)' gives no servings; scale it by a factor with --scale F"
  }

  /// The usage error of `--servings` on a list none of whose recipes gives servings.
  static let servingsMissingInList =
    "--servings: none of the listed recipes gives servings; scale them with --scale F"
}
