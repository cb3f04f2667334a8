extension RecipeBundle {
  /// Every dish of every cuisine with its cuisine, in bundle order; a cuisine
  /// whose list cannot be read is left out (`--check-data` reports it).
  public func allDishes() -> [(cuisine: Cuisine, dish: Dish)] {
    cuisines.flatMap { cuisine in
      ((try? dishes(of: cuisine)) ?? []).map { (cuisine, $0) }
    }
  }

  /// The dish with id `id` and its cuisine, or nil.
  public func dish(withID id: String) -> (cuisine: Cuisine, dish: Dish)? {
    for cuisine in cuisines {
      if let dish = (try? dishes(of: cuisine))?.first(where: { $0.idstr == id }) {
        return (cuisine, dish)
      }
    }
    return nil
  }
}
