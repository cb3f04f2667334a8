/// Which dishes use which ingredients, for "What can I cook?".
///
/// A value built once from every page of a bundle (see
/// `IngredientIndex.Builder`) and kept in the cache between runs
/// (`IngredientIndexCache`). Queries are matched by ingredient key
/// (`IngredientNames.key`).
public struct IngredientIndex: Hashable, Sendable, Codable {
  /// One ingredient of a dish.
  public struct Ingredient: Hashable, Sendable, Codable {
    /// The name as on the page.
    public var name: String
    /// Its key.
    public var key: String
    /// In the 主料 group.
    public var isMain: Bool
    /// Every key the name stands for (`IngredientNames.keys`): `key`, and
    /// the parts' keys of a compound (葱姜 → 葱姜, 葱, 姜); what queries
    /// match.
    public let keys: [String]

    public init(name: String, key: String, isMain: Bool) {
      self.name = name
      self.key = key
      self.isMain = isMain
      let all = IngredientNames.keys(name)
      keys = all.contains(key) ? all : [key] + all
    }

    private enum CodingKeys: String, CodingKey { case name, key, isMain }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        name: try container.decode(String.self, forKey: .name),
        key: try container.decode(String.self, forKey: .key),
        isMain: try container.decode(Bool.self, forKey: .isMain))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(key, forKey: .key)
      try container.encode(isMain, forKey: .isMain)
    }
  }

  /// One dish and its ingredients.
  public struct Dish: Hashable, Sendable, Codable {
    public var dishID: String
    public var name: String
    public var cuisineID: String
    public var cuisineName: String
    /// Its ingredients, one per key, in page order.
    public var ingredients: [Ingredient]
  }

  /// Every dish of the bundle, in bundle order (cuisines, then dishes).
  public internal(set) var dishes: [Dish]

  public init(dishes: [Dish]) {
    self.dishes = dishes
  }

  /// The dish entry for `dish` of `cuisine` with the rows of `lines`.
  static func dish(
    _ dish: RecipeKit.Dish, cuisine: Cuisine, lines: [IngredientLine]
  ) -> Dish {
    var seen: [String: Int] = [:]
    var ingredients: [Ingredient] = []
    for line in lines {
      let key = IngredientNames.key(line.name)
      guard !key.isEmpty else { continue }
      if let index = seen[key] {
        ingredients[index].isMain = ingredients[index].isMain || line.isMain
      } else {
        seen[key] = ingredients.count
        ingredients.append(Ingredient(name: line.name, key: key, isMain: line.isMain))
      }
    }
    return Dish(
      dishID: dish.idstr, name: dish.name, cuisineID: cuisine.idstr, cuisineName: cuisine.name,
      ingredients: ingredients)
  }
}
