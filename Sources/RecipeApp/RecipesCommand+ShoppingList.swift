import FoundationEssentials
import RecipeKit

/// `--shopping-list`: the words looked up, the list merged (by the
/// collection's aisles, with its pantry), printed as text, Markdown or
/// JSON; with no words, the list kept in the app.
extension RecipesCommand {
  /// One dish of the list and its scale.
  struct ShoppingDish {
    let dish: Dish
    let scale: Double
  }

  /// Prints the list. Exit 1 for a word that names no dish, 2 for one that
  /// names several, 2 when the state file named cannot be read.
  func shoppingList(
    _ request: ShoppingListRequest, source: any RecipeSource, options: Options, labels: Labels
  ) -> Int32 {
    let list: ShoppingList
    if request.isKeptList {
      switch keptShoppingList(options: options, source: source) {
      case .success(let kept): list = kept
      case .failure(let failure): return fail(failure.message, status: 2)
      }
    } else {
      var dishes: [ShoppingDish] = []
      for item in request.items {
        switch item {
        case .ids(let entries):
          for entry in entries {
            guard let (_, dish) = source.dish(withID: entry.dishID) else {
              return fail(DishLookup.unknownMessage(entry.dishID), status: 1)
            }
            dishes.append(ShoppingDish(dish: dish, scale: entry.scale))
          }
        case .word(let word):
          switch resolveShoppingWord(word, in: source) {
          case .success(let found): dishes += found
          case .failure(let failure): return failure.status
          }
        }
      }
      guard let (made, anyServings) = makeList(dishes, source: source, options: options) else {
        return fail(DishLookup.unknownMessage(dishes.first?.dish.idstr ?? ""), status: 1)
      }
      if options.cooking.servings != nil, !anyServings {
        return fail(CookingOptions.servingsMissingInList, status: 2)
      }
      list = made
    }
    let shop = ShopConfig(
      source: source, ignoringPantry: options.cooking.ignorePantry, environment: environment)
    let text = ShoppingListText(
      list: list, units: options.cooking.units, options: options.cooking.amounts, labels: labels,
      shop: shop)
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

  /// The list of `dishes` (a dish named twice adds its scales), each with
  /// its lines as the app keeps them, and whether `--servings` found a
  /// recipe with servings; nil when one has no recipe. `--servings N` sets
  /// each recipe with servings to N, `--scale F` multiplies every one.
  func makeList(_ dishes: [ShoppingDish], source: any RecipeSource, options: Options) -> (
    ShoppingList, Bool
  )? {
    var scales: [(Dish, Double)] = []
    for entry in dishes {
      if let index = scales.firstIndex(where: { $0.0.idstr == entry.dish.idstr }) {
        scales[index].1 += entry.scale  // 140,140 is 140x2
      } else {
        scales.append((entry.dish, entry.scale))
      }
    }
    var list = ShoppingList()
    var anyServings = false
    for (dish, scale) in scales {
      guard let recipe = source.recipe(forDishID: dish.idstr) else { return nil }
      let asked = options.cooking.scale(for: recipe)
      anyServings = anyServings || asked != nil
      let lines = ShopConfig.lines(forDishID: dish.idstr, recipe: recipe, source: source)
      list.add(.init(dishID: dish.idstr, name: dish.name, scale: scale * (asked ?? 1), lines: lines))
    }
    return (list, anyServings)
  }

  /// The list the app keeps for this source (`--state FILE`'s, or the
  /// default state file's); empty when there is none.
  func keptShoppingList(options: Options, source: any RecipeSource) -> Result<
    ShoppingList, Failure
  > {
    openState(options, source: source).map { store in
      guard let store else { return ShoppingList() }
      var browser = BrowserState()
      browser.load(savedValues: store.state.browser)
      return browser.shoppingList
    }
  }

  /// The dishes one word of `--shopping-list` names: a dish as a whole
  /// (id, title, path, full pinyin) first, then `NAME:F`/`PATH:F`, then
  /// `IDxF`, then comma-separated parts; a `.menu` gives its recipes at
  /// its amounts (times F).
  func resolveShoppingWord(_ word: String, in source: any RecipeSource) -> Result<
    [ShoppingDish], LookupFailure
  > {
    if let found = wholeDish(word, scale: 1, in: source) { return .success(found) }
    if let found = scaledDish(word, in: source) { return .success(found) }
    if word.contains(",") {
      var dishes: [ShoppingDish] = []
      for part in word.split(separator: ",") {
        let piece = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if let found = wholeDish(piece, scale: 1, in: source) ?? scaledDish(piece, in: source) {
          dishes += found
          continue
        }
        return lookUpDish(piece, in: source).map { [ShoppingDish(dish: $0, scale: 1)] }
      }
      return .success(dishes)
    }
    return lookUpDish(word, in: source).map { [ShoppingDish(dish: $0, scale: 1)] }
  }

  /// `NAME:F`, `PATH:F`, `IDxF` (the factor after the last `:`, `x` or `×`).
  private func scaledDish(_ word: String, in source: any RecipeSource) -> [ShoppingDish]? {
    for marks in [[":"], ["x", "×"]] as [[Character]] {
      guard let mark = word.lastIndex(where: { marks.contains($0) }) else { continue }
      let name = String(word[..<mark])
      guard let factor = CookingOptions.factor(String(word[word.index(after: mark)...])),
        !name.isEmpty, let found = wholeDish(name, scale: factor, in: source)
      else { continue }
      return found
    }
    return nil
  }

  /// The dish `text` names as a whole, or a menu's recipes; nil when it
  /// names none (several: nil too, so that the caller's last lookup
  /// reports them).
  private func wholeDish(_ text: String, scale: Double, in source: any RecipeSource)
    -> [ShoppingDish]?
  {
    var candidates = [text]
    if let collection = source as? CooklangSource {
      // A path: from the collection's folder, or `./`, or with `.cook`.
      let root = collection.folder.path.hasSuffix("/") ? collection.folder.path : collection.folder.path + "/"
      let inside = text.hasPrefix(root) ? String(text.dropFirst(root.count)) : text
      if inside.lowercased().hasSuffix(".menu") {
        let path = inside.hasPrefix("./") ? String(inside.dropFirst(2)) : inside
        guard let recipes = collection.menuRecipes(path) else { return nil }
        return recipes.compactMap { recipe in
          collection.recipeDish(forID: recipe.dishID).map {
            ShoppingDish(dish: $0, scale: recipe.scale * scale)
          }
        }
      }
      if let id = CooklangMenu.dishID(forReference: inside), id != text { candidates.append(id) }
    }
    for candidate in candidates {
      if case .found(_, let dish) = DishLookup.findAnyway(candidate, in: source) {
        return [ShoppingDish(dish: dish, scale: scale)]
      }
    }
    return nil
  }
}
