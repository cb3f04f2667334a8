import RecipeKit

/// How a recipe's amounts are shown: the dish's scale and the units. The
/// page itself is never changed; at ×1 in the page's units the recipe is
/// the page's own text, byte for byte (`Recipe.scaled`).
struct PageAmounts: Hashable {
  var scale: Double = 1
  var units: UnitSystem = .original
  var options: AmountOptions = .standard
  /// The recipe's servings, when it gives them: the title then says
  /// `6 servings (×1.5)` rather than `×1.5`.
  var servings: RecipeServings?

  /// True when the page is shown as written.
  var isAsWritten: Bool { scale == 1 && units == .original }

  /// `recipe` with its amounts at this scale in these units.
  func apply(to recipe: Recipe) -> Recipe {
    isAsWritten ? recipe : recipe.scaled(by: scale, units: units, options: options)
  }

  /// What the title bar says before the dish id: `×2 metric ` (`×2 公制 `),
  /// `6 servings (×1.5) ` for a recipe with servings, `US ` (`美制 `),
  /// nothing at ×1 in the page's units.
  func detail(_ labels: Labels) -> String {
    var parts: [String] = []
    if scale != 1, let servings {
      parts.append(
        labels.servings(servings.servings(atScale: scale), unit: servings.unit, scale: scale))
    } else if scale != 1 {
      parts.append(ScaleFactor.label(scale))
    }
    switch units {
    case .original: break
    case .metric: parts.append(labels.metric)
    case .us: parts.append(labels.usUnits)
    }
    return parts.map { $0 + " " }.joined()
  }
}
