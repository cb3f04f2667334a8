extension RecipeSource {
  /// Every dish of every category with its category, in the source's order;
  /// a category whose list cannot be read is left out (`--check-data`
  /// reports it).
  public func allDishes() -> [(cuisine: Cuisine, dish: Dish)] {
    categories.flatMap { cuisine in
      ((try? dishes(of: cuisine)) ?? []).map { (cuisine, $0) }
    }
  }

  /// The dish with id `id` and its category, or nil.
  public func dish(withID id: String) -> (cuisine: Cuisine, dish: Dish)? {
    for cuisine in categories {
      if let dish = (try? dishes(of: cuisine))?.first(where: { $0.idstr == id }) {
        return (cuisine, dish)
      }
    }
    return nil
  }
}
