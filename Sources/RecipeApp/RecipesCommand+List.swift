import RecipeKit

extension RecipesCommand {
  /// `--list [CUISINE]`: every dish, `idstr<TAB>cuisine<TAB>name`, in
  /// bundle order; only those of CUISINE (its id or name) when given.
  /// Exit 1 for an unknown cuisine, 2 when the bundle cannot be opened.
  func list(cuisine wanted: String?, options: Options) -> Int32 {
    let source: any RecipeSource
    switch openSource(options) {
    case .success(let opened): source = opened
    case .failure(let failure): return fail(failure.message, status: 2)
    }
    var dishes = source.allDishes()
    if let wanted {
      guard
        let cuisine = source.categories.first(where: { $0.idstr == wanted })
          ?? source.categories.first(where: { $0.name == wanted })
      else {
        return fail("unknown cuisine '\(Sanitized.oneLine(wanted))'", status: 1)
      }
      dishes = dishes.filter { $0.cuisine.idstr == cuisine.idstr }
    }
    for line in Self.listLines(dishes) { output(line) }
    return 0
  }

  /// `idstr<TAB>cuisine<TAB>name` for each dish, every field printable
  /// and without tabs (names are untrusted).
  static func listLines(_ dishes: [(cuisine: Cuisine, dish: Dish)]) -> [String] {
    dishes.map { entry in
      [entry.dish.idstr, entry.cuisine.name, entry.dish.name].map(Sanitized.printable)
        .joined(separator: "\t")
    }
  }
}
