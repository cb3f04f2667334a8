import RecipeKit

extension RecipeSource {
  /// Whether dish `id` is a Cooklang collection's: this source's when it
  /// is one, or the member's that holds it when this is several sources
  /// shown as one. (A Cooklang recipe's difficulty and time are optional
  /// metadata, where every entry of the iPad bundle has both fields.)
  func isCooklangDish(_ id: String) -> Bool {
    if self is CooklangSource { return true }
    guard let composite = self as? CompositeSource, let (member, _) = composite.member(of: id)
    else { return false }
    return member.source is CooklangSource
  }
}
