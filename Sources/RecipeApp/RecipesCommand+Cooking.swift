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

  /// `--with`: the dishes that use the ingredients, one per line as
  /// `idstr<TAB>cuisine<TAB>name<TAB>matched`. Exit 1 when none matches.
  /// Words in pinyin, initials or English are read as the ingredients they
  /// name (`IngredientResolver`), said on standard error.
  func with(_ query: IngredientQuery, source: any RecipeSource) -> Int32 {
    let cache = IngredientIndexCache(environment: environment)
    let index = IngredientIndex.load(source: source, cache: cache).index
    // Pinyin, initials and English, read as the app reads them; what each
    // word stood for goes to standard error (`jd → 鸡蛋`).
    let (resolved, words) = query.resolved(by: IngredientResolver(index: index))
    let read = words.filter(\.isResolved)
    if !read.isEmpty {
      errorOutput(Sanitized.oneLine(read.map(\.shown).joined(separator: ", ")))
    }
    let matches = index.search(resolved)
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
