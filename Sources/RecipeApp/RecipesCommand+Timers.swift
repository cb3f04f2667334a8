import FoundationEssentials
import RecipeKit

extension RecipesCommand {
  /// `recipes --timers IDSTR`: the durations of the dish's steps (a
  /// Cooklang step's `~` timers, else what `DurationFinder` finds), one line each: the step's position (1 for the first
  /// step), the seconds a timer takes (a range's upper bound) and the phrase
  /// (a marked timer's name, else its quantity as written), separated by tabs. Nothing for a recipe without durations.
  /// An unknown dish is one line on stderr and status 1, as for `--print`.
  func printTimers(dishID: String, options: Options) -> Int32 {
    let source: any RecipeSource
    switch openSource(options) {
    case .success(let opened): source = opened
    case .failure(let failure): return fail(failure.message, status: 2)
    }
    guard let recipe = Self.recipeOfKnownDish(dishID, in: source) else {
      return fail("unknown dish '\(Sanitized.oneLine(dishID))'", status: 1)
    }
    for line in Self.timerLines(for: recipe) {
      output(line)
    }
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
