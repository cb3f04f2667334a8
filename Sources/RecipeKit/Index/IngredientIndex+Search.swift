/// A dish found by "What can I cook?".
public struct IngredientMatch: Hashable, Sendable {
  /// The dish.
  public var dish: IngredientIndex.Dish
  /// The dish's own names of the wanted ingredients it uses, in query order.
  public var matched: [String]
  /// Its main ingredients that were not asked for.
  public var otherMainCount: Int
  /// How many of the wanted ingredients it uses are among its 主料.
  public var mainMatchedCount: Int = 0
}

extension IngredientIndex {
  /// The dishes that use the wanted ingredients (all of them, or one at
  /// least with `matchesAny`) and none of the excluded ones: most wanted
  /// ingredients first, then those with more of them among their 主料
  /// (`pork` finds dishes with pork as a main ingredient before those
  /// with it among the others), then the fewest other main ingredients,
  /// then bundle order. Empty for a query that wants nothing.
  public func search(_ query: IngredientQuery) -> [IngredientMatch] {
    guard !query.wanted.isEmpty else { return [] }
    let excluded = Set(query.excluded.flatMap(query.keys(of:)))
    let wantedKeys = query.wanted.map { Set(query.keys(of: $0)) }
    let wanted = Set(wantedKeys.flatMap { $0 })
    var found: [(match: IngredientMatch, order: Int)] = []
    for (order, dish) in dishes.enumerated() {
      var matchedNames: [String] = []
      var mainMatched = 0
      var isExcluded = false
      // A compound such as 葱姜 counts as each of its parts (issue 30, item 6).
      for ingredient in dish.ingredients where ingredient.keys.contains(where: excluded.contains) {
        isExcluded = true
        break
      }
      if isExcluded { continue }
      for keys in wantedKeys {
        let uses = dish.ingredients.filter { $0.keys.contains(where: keys.contains) }
        if let ingredient = uses.first(where: \.isMain) ?? uses.first {
          matchedNames.append(ingredient.name)
          if ingredient.isMain { mainMatched += 1 }
        }
      }
      let enough =
        query.matchesAny ? !matchedNames.isEmpty : matchedNames.count == wantedKeys.count
      guard enough else { continue }
      let otherMain = dish.ingredients.count { ingredient in
        ingredient.isMain && !ingredient.keys.contains(where: wanted.contains)
      }
      found.append(
        (
          IngredientMatch(
            dish: dish, matched: matchedNames, otherMainCount: otherMain,
            mainMatchedCount: mainMatched), order
        ))
    }
    found.sort { left, right in
      if left.match.matched.count != right.match.matched.count {
        return left.match.matched.count > right.match.matched.count
      }
      if left.match.mainMatchedCount != right.match.mainMatchedCount {
        return left.match.mainMatchedCount > right.match.mainMatchedCount
      }
      if left.match.otherMainCount != right.match.otherMainCount {
        return left.match.otherMainCount < right.match.otherMainCount
      }
      return left.order < right.order
    }
    return found.map(\.match)
  }
}
