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
  var totalTime: Int?
  var prepTime: Int?
  var cookTime: Int?
  var image: String?
  var author: String?
  var source: String?
  var tags: [String]
  var ingredientsParsed: [ParsedLine]

  enum CodingKeys: String, CodingKey {
    case title, description, ingredients, instructions, yields, image, author, source, tags
    case totalTime = "total_time"
    case prepTime = "prep_time"
    case cookTime = "cook_time"
    case ingredientsParsed = "ingredients_parsed"
  }

  init(_ recipe: ImportedRecipe) {
    let clean = Sanitized.printable
    title = clean(recipe.title)
    description = clean(recipe.description)
    ingredients = recipe.ingredients.map(clean)
    instructions = recipe.instructions.map(clean)
    yields = recipe.yields.map(clean)
    totalTime = recipe.totalMinutes
    prepTime = recipe.prepMinutes
    cookTime = recipe.cookMinutes
    image = recipe.image.map(clean)
    author = recipe.author.map(clean)
    source = recipe.source.map(clean)
    tags = recipe.tags.map(clean)
    ingredientsParsed = ingredients.map { ParsedLine(name: $0) }
  }
}
