import RecipeKit

/// One imported recipe as `recipes import --dry-run --format json` prints
/// it (keys in the names; absent values are left out). Every
/// string is made printable first (`Sanitized.printable`).
struct ImportedRecipeJSON: Encodable {
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
  var ingredientsParsed: [ParsedIngredient]

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
    // Read from the sanitised lines, so the parts are printable too.
    ingredientsParsed = IngredientLineParser.parse(lines: ingredients)
  }
}
