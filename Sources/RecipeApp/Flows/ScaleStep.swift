import RecipeKit
import TermUI

/// What `+`, `-` and `=` do to a dish's scale: one serving more or fewer
/// for a recipe with servings (`RecipeServings`), else the next factor of
/// `ScaleFactor.steps`; `=` goes back to ×1 either way.
enum ScaleStep {
  /// The scale after `action` from `scale`; `scale` for other actions.
  static func next(_ action: ActionName, from scale: Double, servings: RecipeServings?) -> Double {
    switch action {
    case .scaleUp:
      servings.map { $0.stepped(from: scale, by: 1) } ?? ScaleFactor.larger(than: scale)
    case .scaleDown:
      servings.map { $0.stepped(from: scale, by: -1) } ?? ScaleFactor.smaller(than: scale)
    case .scaleReset: 1
    default: scale
    }
  }
}
