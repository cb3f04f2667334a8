import RecipeKit

/// One imported recipe as `recipes import --dry-run --format json` prints
/// it (keys in the names; absent values are left out). Every
/// string is made printable first (`Sanitized.printable`).
struct ImportedRecipeJSON: Encodable {
  /// One ingredient line as read into an amount; until the ingredient-line
  /// parser is switched in, the whole line is the name.
  struct ParsedLine: Encodable {
    var quantity: String?
    var unit: String?
    var name: String
    var preparation: String?
    var note: String?
  }

  var title: String
  var description: String
  var ingredients: [String]
  var instructions: [String]
  var yields: String?
  var total_time: Int?
  var prep_time: Int?
  var cook_time: Int?
  var image: String?
  var author: String?
  var source: String?
  var tags: [String]
  var ingredients_parsed: [ParsedLine]

  init(_ recipe: ImportedRecipe) {
    let clean = Sanitized.printable
    title = clean(recipe.title)
    description = clean(recipe.description)
    ingredients = recipe.ingredients.map(clean)
    instructions = recipe.instructions.map(clean)
    yields = recipe.yields.map(clean)
    total_time = recipe.totalMinutes
    prep_time = recipe.prepMinutes
    cook_time = recipe.cookMinutes
    image = recipe.image.map(clean)
    author = recipe.author.map(clean)
    source = recipe.source.map(clean)
    tags = recipe.tags.map(clean)
    ingredients_parsed = ingredients.map { ParsedLine(name: $0) }
  }
}
