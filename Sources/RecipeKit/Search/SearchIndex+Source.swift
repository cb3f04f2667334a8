extension SearchIndex {
  /// An index of every category of `source` with all its dishes, read now,
  /// and, when `ingredients` is true, the ingredient names of every recipe
  /// (about 140 ms for the 827 pages of the iPad corpus). A category whose
  /// dishes cannot be read stays pending.
  public static func build(from source: any RecipeSource, ingredients: Bool) -> SearchIndex {
    let index = SearchIndex(cuisines: source.categories)
    for cuisine in source.categories {
      guard let dishes = try? source.dishes(of: cuisine) else { continue }
      index.add(dishes, of: cuisine)
      if ingredients { index.addIngredients(of: dishes, in: source) }
    }
    return index
  }

  /// Adds the ingredient names in the recipes of `dishes` (recipes that are
  /// missing or unreadable give none).
  public func addIngredients(of dishes: some Sequence<Dish>, in source: any RecipeSource) {
    for dish in dishes {
      guard let recipe = source.recipe(forDishID: dish.idstr) else { continue }
      addIngredients(Self.ingredientNames(in: recipe))
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
