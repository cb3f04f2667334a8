extension SearchIndex {
  /// An index of every category of `source` with all its dishes, read now,
  /// and, when `ingredients` is true, the ingredient names of every recipe
  /// (about 140 ms for the 827 pages of the iPad corpus). A category whose
  /// dishes cannot be read stays pending.
  public static func build(from source: any RecipeSource, ingredients: Bool) -> SearchIndex {
    let index = SearchIndex(cuisines: source.categories)
    for cuisine in source.categories {
      guard let dishes = try? source.dishes(of: cuisine) else { continue }
      let first = index.dishCount
      index.add(dishes, of: cuisine)
      if ingredients { index.addIngredients(of: dishes, in: source, from: first) }
    }
    return index
  }

  /// Adds the ingredients in the recipes of `dishes`, indexed from
  /// position `first` on (recipes that are missing or unreadable give none).
  public func addIngredients(
    of dishes: some Sequence<Dish>, in source: any RecipeSource, from first: Int
  ) {
    for (offset, dish) in dishes.enumerated() {
      guard let groups = source.searchIngredients(forDishID: dish.idstr) else { continue }
      addIngredients(groups, ofDishAt: first + offset)
    }
  }

  /// The names of the ingredients listed in `recipe`, in page order.
  public static func ingredientNames(in recipe: Recipe) -> [String] {
    recipe.blocks.flatMap { block -> [String] in
      guard case .ingredients(_, let items) = block else { return [] }
      return items.map(\.name)
    }
  }
}
