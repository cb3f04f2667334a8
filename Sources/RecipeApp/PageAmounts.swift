import RecipeKit

/// How a recipe's amounts are shown: the dish's scale and the units. The
/// page itself is never changed; at ×1 in the page's units the recipe is
/// the page's own text, byte for byte (`Recipe.scaled`).
struct PageAmounts: Hashable {
  var scale: Double = 1
  var units: UnitSystem = .original
  var options: AmountOptions = .standard

  /// True when the page is shown as written.
  var isAsWritten: Bool { scale == 1 && units == .original }

  /// `recipe` with its amounts at this scale in these units.
  func apply(to recipe: Recipe) -> Recipe {
    isAsWritten ? recipe : recipe.scaled(by: scale, units: units, options: options)
  }

  /// What the title bar says before the dish id: `×2 metric ` (`×2 公制 `),
  /// `US ` (`美制 `), nothing at ×1 in the page's units.
  func detail(_ labels: Labels) -> String {
    var parts: [String] = []
    if scale != 1 { parts.append(ScaleFactor.label(scale)) }
    switch units {
    case .original: break
    case .metric: parts.append(labels.metric)
    case .us: parts.append(labels.usUnits)
    }
    return parts.map { $0 + " " }.joined()
  }
}
