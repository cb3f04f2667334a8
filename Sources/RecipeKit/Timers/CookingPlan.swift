/// A recipe as cook mode walks it: one step at a time, each with the
/// durations its text names (the chips) and the ingredients it mentions.
///
/// Built once when cook mode opens a dish; a value, so the UI only reads it.
public struct CookingPlan: Hashable, Sendable {
  /// One step of the recipe.
  public struct Step: Hashable, Sendable {
    /// The step's index in `Recipe.stepTexts` (0-based; the UI shows
    /// `index + 1`, as `recipes --timers` does).
    public let index: Int
    /// The step's text as the page gives it.
    public let text: String
    /// The durations in `text`, in order (see `DurationFinder`); the chip
    /// for `durations[i]` starts a timer with origin `durationIndex: i`.
    public let durations: [StepDuration]
    /// The recipe's ingredients this step names, in the order of their
    /// first mention, with their amounts (see `IngredientMatcher`).
    public let ingredients: [Ingredient]
    /// The step's section when the recipe names one (`Dough`), with the
    /// step's place in it (from 1) and the section's number of steps.
    public var section: String? = nil
    public var sectionPosition = 1
    public var sectionCount = 1
  }

  /// The dish the plan is for (`Dish.idstr`).
  public let dishID: String
  /// The steps in page order; empty for a recipe without steps.
  public let steps: [Step]

  /// The ingredients step `index` of a recipe that marks them (Cooklang)
  /// mentions, each mention as the step gives it (its own amount, scaled
  /// with the recipe), one that says the same again left out: what the
  /// step names, not what its words happen to hold (`more water` after a
  /// `@cold water{}` mention is not the syrup's water).
  static func mentioned(in recipe: Recipe, step index: Int) -> [Ingredient] {
    guard recipe.stepPieces.indices.contains(index) else { return [] }
    var seen: Set<Ingredient> = []
    var result: [Ingredient] = []
    for case .ingredient(let ingredient) in recipe.stepPieces[index]
    where seen.insert(ingredient).inserted {
      result.append(ingredient)
    }
    return result
  }

  /// The plan of `recipe`, the page of dish `dishID`.
  public init(dishID: String, recipe: Recipe) {
    let matcher = IngredientMatcher(recipe: recipe)
    self.dishID = dishID
    var steps = recipe.stepTexts.enumerated().map { index, text in
      Step(
        index: index, text: text, durations: recipe.durations(ofStep: index, text: text),
        ingredients: recipe.stepPieces.isEmpty
          ? matcher.ingredients(namedIn: text) : Self.mentioned(in: recipe, step: index))
    }
    // Sections: a run of steps under one name (`Dough 2/5`).
    var start = 0
    while start < steps.count {
      let name =
        recipe.stepDetails.indices.contains(start) ? recipe.stepDetails[start].section : nil
      var end = start + 1
      while end < steps.count, recipe.stepDetails.indices.contains(end),
        recipe.stepDetails[end].section == name, name != nil
      {
        end += 1
      }
      for index in start..<end {
        steps[index].section = name
        steps[index].sectionPosition = index - start + 1
        steps[index].sectionCount = end - start
      }
      start = end
    }
    self.steps = steps
  }

  /// Where a timer started from `durationIndex` of step `stepIndex` comes
  /// from; nil when the plan has no such duration.
  public func origin(stepIndex: Int, durationIndex: Int) -> CookingTimer.Origin? {
    guard steps.indices.contains(stepIndex),
      steps[stepIndex].durations.indices.contains(durationIndex)
    else { return nil }
    return CookingTimer.Origin(dishID: dishID, stepIndex: stepIndex, durationIndex: durationIndex)
  }
}
