extension SearchIndex {
  /// An index of every cuisine of `bundle` with all its dishes, read now,
  /// and, when `ingredients` is true, the ingredient names of every page
  /// (about 140 ms for the 827 pages of the iPad corpus). A cuisine whose
  /// dishes cannot be read stays pending.
  public static func build(from bundle: RecipeBundle, ingredients: Bool) -> SearchIndex {
    let index = SearchIndex(cuisines: bundle.cuisines)
    for cuisine in bundle.cuisines {
      guard let dishes = try? bundle.dishes(of: cuisine) else { continue }
      index.add(dishes, of: cuisine)
      if ingredients { index.addIngredients(of: dishes, in: bundle) }
    }
    return index
  }

  /// Adds the ingredient names on the pages of `dishes` (pages that are
  /// missing or unreadable give none).
  public func addIngredients(of dishes: some Sequence<Dish>, in bundle: RecipeBundle) {
    for dish in dishes {
      guard let page = bundle.pageURL(forDishID: dish.idstr) else { continue }
      addIngredients(Self.ingredientNames(in: RecipePageParser.parse(contentsOf: page)))
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
