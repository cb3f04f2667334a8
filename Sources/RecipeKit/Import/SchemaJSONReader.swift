/// Reads a JSON file of schema.org recipes: one `Recipe`, a list of them,
/// a `@graph`, or any JSON-LD that holds them (`recipe.json` of Nextcloud
/// Cookbook too). An object without `@type` that has a `name` and
/// `recipeIngredient` counts as a recipe.
public enum SchemaJSONReader {
  /// Files larger than this (20 MB) are refused as `tooLarge`.
  public static let maxBytes = 20 << 20

  /// Every recipe in the file, in order; throws `tooLarge`, `nestedTooDeep`,
  /// `unreadable("not JSON")` or `noRecipe`.
  public static func read(_ bytes: [UInt8]) throws(ImportError) -> [ImportedRecipe] {
    guard bytes.count <= maxBytes else { throw .tooLarge }
    let value = try TolerantJSON.decode(String(decoding: bytes, as: UTF8.self))
    var objects = SchemaRecipeFinder.recipes(in: [value])
    if objects.isEmpty {
      objects = value.list.filter { $0["name"] != nil && $0["recipeIngredient"] != nil }
    }
    let recipes = objects.compactMap(SchemaRecipeReader.read)
    guard !recipes.isEmpty else { throw .noRecipe }
    return recipes
  }
}
