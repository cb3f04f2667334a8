/// One ingredient block of a recipe as the search index reads it: its
/// group (a section's name, `主料`…) and its items' names, in page order.
public struct SearchIngredientGroup: Equatable, Sendable {
  public var group: String
  public var names: [String]

  public init(group: String, names: [String]) {
    self.group = group
    self.names = names
  }

  /// The ingredient blocks of `recipe`, in page order.
  public static func groups(of recipe: Recipe) -> [SearchIngredientGroup] {
    recipe.blocks.compactMap { block in
      guard case .ingredients(let group, let items) = block else { return nil }
      return SearchIngredientGroup(group: group, names: items.map(\.name))
    }
  }
}
