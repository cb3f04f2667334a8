import RecipeKit

/// What a source says about shopping: its `config/aisle.conf` and
/// `config/pantry.conf` (a Cooklang collection's; the bundle has neither),
/// and the day the pantry's dates are read against.
struct ShopConfig {
  var aisles: AisleConfig?
  /// Nil without a pantry, or with `--ignore-pantry`.
  var pantry: PantryConfig?
  var today: PantryDate

  init(aisles: AisleConfig? = nil, pantry: PantryConfig? = nil, today: PantryDate? = nil) {
    self.aisles = aisles
    self.pantry = pantry
    self.today = today ?? PantryDate.today()
  }

  /// The config of `source`, read now; the pantry left out when
  /// `ignoringPantry`. A pantry without aisles still marks the items
  /// (under one `Other` section).
  init(source: any RecipeSource, ignoringPantry: Bool, environment: [String: String]) {
    let collection = source as? CooklangSource
    let pantry = ignoringPantry ? nil : collection?.pantry
    let aisles = collection?.aisles ?? (pantry == nil ? nil : AisleConfig())
    self.init(aisles: aisles, pantry: pantry, today: PantryDate.today(environment: environment))
  }

  /// The ingredient lines a shopping list keeps for dish `id` of `source`:
  /// a Cooklang recipe's with its references expanded, else the recipe's.
  static func lines(forDishID id: String, recipe: Recipe, source: any RecipeSource)
    -> [IngredientLine]
  {
    if let collection = source as? CooklangSource, collection.filePath(forDishID: id) != nil {
      return collection.shoppingLines(forDishID: id).lines
    }
    return recipe.ingredientLines
  }
}
