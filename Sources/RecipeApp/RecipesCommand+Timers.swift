import FoundationEssentials
import RecipeKit

extension RecipesCommand {
  /// `recipes --timers IDSTR`: the durations of the dish's steps (a
  /// Cooklang step's `~` timers, else what `DurationFinder` finds), one
  /// line each: the step's position (1 for the first step), the seconds a
  /// timer takes (a range's upper bound) and the phrase (a marked timer's
  /// name, else its quantity as written), separated by tabs. The dish is
  /// named as for `--print`; a recipe without durations, or an unknown
  /// dish, is one line on stderr and status 1.
  func printTimers(dishID: String, options: Options) -> Int32 {
    let (source, dish): (any RecipeSource, Dish)
    switch openDish(dishID, options: options) {
    case .success(let found): (source, dish) = found
    case .failure(let failure): return failure.status
    }
    guard let recipe = Self.recipeOfKnownDish(dish.idstr, in: source) else {
      return fail(DishLookup.unknownMessage(dishID), status: 1)
    }
    let lines = Self.timerLines(for: recipe)
    // As --search does when nothing matches: say so, exit 1.
    guard !lines.isEmpty else {
      return fail("\(Sanitized.oneLine(dish.name)) has no durations in its steps", status: 1)
    }
    for line in lines { output(line) }
    return 0
  }

  /// The lines of `--timers` for `recipe` (see `printTimers`); the phrase
  /// goes through `Sanitized.printable` like every text from data.
  static func timerLines(for recipe: Recipe) -> [String] {
    var lines: [String] = []
    for (index, step) in recipe.stepTexts.enumerated() {
      for duration in recipe.durations(ofStep: index, text: step) {
        lines.append("\(index + 1)\t\(duration.seconds)\t\(Sanitized.printable(duration.phrase))")
      }
    }
    return lines
  }

  /// The recipe of the dish `id` when some category of `source` lists it
  /// and it has a recipe; nil otherwise.
  static func recipeOfKnownDish(_ id: String, in source: any RecipeSource) -> Recipe? {
    let listed = source.categories.contains { cuisine in
      (try? source.dishes(of: cuisine))?.contains { $0.idstr == id } ?? false
    }
    return listed ? source.recipe(forDishID: id) : nil
  }
}
