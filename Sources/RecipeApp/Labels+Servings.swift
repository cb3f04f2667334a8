import RecipeKit

// Servings and references (issue 27).
extension Labels {
  /// The title bar of a recipe with servings away from its own:
  /// `6 servings (×1.5)` / `6 人份 (×1.5)`; a counted yield names what it
  /// counts (`30 cookies (×1.25)`).
  public func servings(_ count: Double, unit: String?, scale: Double) -> String {
    let what = unit ?? (language == .zh ? "人份" : (count == 1 ? "serving" : "servings"))
    return ScaleFactor.number(count) + " " + what + " (" + ScaleFactor.label(scale) + ")"
  }

  /// Several references on screen: the popover's title.
  public var openWhichRecipe: String { language == .zh ? "打开哪道菜谱？" : "Open which recipe?" }
  /// A reference whose recipe is already open below it.
  public func referenceCycle(_ path: [String]) -> String {
    let chain = path.joined(separator: " → ")
    return language == .zh ? "菜谱循环引用：\(chain)" : "reference cycle: \(chain)"
  }
  /// A reference to a recipe the source does not have.
  public func missingReference(_ name: String) -> String {
    language == .zh ? "找不到引用的菜谱：\(name)" : "no such recipe: \(name)"
  }
  /// `enter` in a recipe without references.
  public var noReference: String {
    language == .zh ? "这里没有引用的菜谱" : "No recipe reference here"
  }
}
