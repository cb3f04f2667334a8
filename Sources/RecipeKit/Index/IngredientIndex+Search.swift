/// A dish found by "What can I cook?".
public struct IngredientMatch: Hashable, Sendable {
  /// The dish.
  public var dish: IngredientIndex.Dish
  /// The dish's own names of the wanted ingredients it uses, in query order.
  public var matched: [String]
  /// Its main ingredients that were not asked for.
  public var otherMainCount: Int
}

extension IngredientIndex {
  /// The dishes that use the wanted ingredients (all of them, or one at
  /// least with `matchesAny`) and none of the excluded ones: most wanted
  /// ingredients first, then the fewest other main ingredients, then bundle
  /// order. Empty for a query that wants nothing.
  public func search(_ query: IngredientQuery) -> [IngredientMatch] {
    guard !query.wanted.isEmpty else { return [] }
    let excluded = Set(query.excluded)
    let wanted = Set(query.wanted)
    var found: [(match: IngredientMatch, order: Int)] = []
    for (order, dish) in dishes.enumerated() {
      var matchedNames: [String] = []
      var isExcluded = false
      // A compound such as 葱姜 counts as each of its parts (issue 30, item 6).
      for ingredient in dish.ingredients where ingredient.keys.contains(where: excluded.contains) {
        isExcluded = true
        break
      }
      if isExcluded { continue }
      for key in query.wanted {
        if let ingredient = dish.ingredients.first(where: { $0.keys.contains(key) }) {
          matchedNames.append(ingredient.name)
        }
      }
      let enough = query.matchesAny ? !matchedNames.isEmpty : matchedNames.count == wanted.count
      guard enough else { continue }
      let otherMain = dish.ingredients.count { ingredient in
        ingredient.isMain && !ingredient.keys.contains(where: wanted.contains)
      }
      found.append(
        (IngredientMatch(dish: dish, matched: matchedNames, otherMainCount: otherMain), order))
    }
    found.sort { left, right in
      if left.match.matched.count != right.match.matched.count {
        return left.match.matched.count > right.match.matched.count
      }
      if left.match.otherMainCount != right.match.otherMainCount {
        return left.match.otherMainCount < right.match.otherMainCount
      }
      return left.order < right.order
    }
    return found.map(\.match)
  }
}
