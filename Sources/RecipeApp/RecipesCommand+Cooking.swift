import FoundationEssentials
import RecipeKit
import TermUI

/// The cooking modes of the command line: `--check-ingredients`,
/// `--shopping-list`, `--with` (and `--print --scale --units`, through
/// `scaledRecipe`).
extension RecipesCommand {
  /// `--check-ingredients`: the count of each kind of amount, then every
  /// amount kept as text with its dish id. Exit 0.
  func checkIngredients(source: any RecipeSource) -> Int32 {
    var check = IngredientCheck()
    for (_, dish) in source.allDishes() {
      guard let recipe = source.recipe(forDishID: dish.idstr) else { continue }
      check.add(dishID: dish.idstr, recipe: recipe)
    }
    for line in check.summaryLines { output(line) }
    for (dishID, cell) in check.textCells {
      output(Sanitized.printable(dishID) + "\t" + Sanitized.printable(cell))
    }
    return 0
  }

  /// The recipe `--print` shows: the page with its amounts scaled and
  /// converted (the page itself at ×1 in its own units).
  func scaledRecipe(_ recipe: Recipe, scale: Double, options: Options) -> Recipe {
    recipe.scaled(by: scale, units: options.cooking.units, options: options.cooking.amounts)
  }

  /// `--shopping-list`: the merged list of the dishes. Exit 1 for an
  /// unknown dish.
  func shoppingList(
    _ request: ShoppingListRequest, source: any RecipeSource, options: Options, labels: Labels
  ) -> Int32 {
    var list = ShoppingList()
    var anyServings = false
    var scales: [(String, Double)] = []
    for entry in request.entries {
      if let index = scales.firstIndex(where: { $0.0 == entry.dishID }) {
        scales[index].1 += entry.scale  // 140,140 is 140x2
      } else {
        scales.append((entry.dishID, entry.scale))
      }
    }
    for (dishID, scale) in scales {
      guard let (_, dish) = source.dish(withID: dishID),
        let recipe = source.recipe(forDishID: dish.idstr)
      else {
        errorOutput("recipes: unknown dish '\(Sanitized.oneLine(dishID))'")
        return 1
      }
      // `--servings N` sets each recipe with servings to N; `--scale F`
      // multiplies every one.
      let asked = options.cooking.scale(for: recipe)
      anyServings = anyServings || asked != nil
      list.add(dishID: dish.idstr, name: dish.name, scale: scale * (asked ?? 1), recipe: recipe)
    }
    if options.cooking.servings != nil, !anyServings {
      errorOutput("recipes: " + CookingOptions.servingsMissingInList)
      return 2
    }
    let text = ShoppingListText(
      list: list, units: options.cooking.units, options: options.cooking.amounts, labels: labels)
    switch options.cooking.format {
    case .text:
      for line in text.textLines { output(Sanitized.printable(line)) }
    case .markdown:
      for line in text.markdownLines { output(Sanitized.printable(line)) }
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(text.jsonDocument(units: options.cooking.units)) else {
        errorOutput("recipes: cannot write the list as JSON")
        return 2
      }
      // JSONEncoder escapes C0 controls only: C1 controls and overrides
      // become `\u` escapes too.
      output(Sanitized.jsonText(String(decoding: data, as: UTF8.self)))
    }
    return 0
  }

  /// `--with`: the dishes that use the ingredients, one per line as
  /// `idstr<TAB>cuisine<TAB>name<TAB>matched`. Exit 1 when none matches.
  func with(_ query: IngredientQuery, source: any RecipeSource) -> Int32 {
    let cache = IngredientIndexCache(environment: environment)
    let index = IngredientIndex.load(source: source, cache: cache).index
    let matches = index.search(query)
    guard !matches.isEmpty else {
      errorOutput("recipes: no dish uses \(Sanitized.oneLine(Self.describe(query)))")
      return 1
    }
    for match in matches {
      let fields = [
        match.dish.dishID, match.dish.cuisineName, match.dish.name,
        match.matched.joined(separator: ","),
      ].map(Sanitized.printable)
      output(fields.joined(separator: "\t"))
    }
    return 0
  }

  private static func describe(_ query: IngredientQuery) -> String {
    let wanted = query.wanted.joined(separator: query.matchesAny ? " or " : " and ")
    let excluded =
      query.excluded.isEmpty ? "" : " without " + query.excluded.joined(separator: ", ")
    return wanted + excluded
  }
}

extension RecipesCommand {
  /// Runs the cooking mode of `options` on `bundle`.
  func cooking(options: Options, source: any RecipeSource, labels: Labels) -> Int32 {
    switch options.mode {
    case .checkIngredients: checkIngredients(source: source)
    case .shoppingList(let request):
      shoppingList(request, source: source, options: options, labels: labels)
    case .with(let query): with(query, source: source)
    default: 2
    }
  }
}
