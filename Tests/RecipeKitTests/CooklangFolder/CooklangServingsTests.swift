import Foundation
import RecipeKit
import Testing

/// Servings, scaling, timers and references of Cooklang recipes (issue 27),
/// each expectation worked out by hand from the recipe's text.
@Suite struct CooklangServingsTests {
  static let omelette = """
    ---
    servings: 4
    ---
    Beat @eggs{3} with @milk{1-2%cups} and @salt{=1%tsp}.

    Melt @butter{30%g}, then cook for ~eggs{6%minutes} and rest ~{30%seconds}.

    """

  /// The recipe of `text` as `name`.cook in a new collection.
  private func recipe(_ text: String, name: String = "Omelette") throws -> Recipe {
    var read: Recipe?
    try TemporaryBundle.with { folder in
      try folder.write(name + ".cook", text)
      let source = try RecipeSources.open(folder: folder.folder)
      read = source.recipe(forDishID: name)
    }
    return try #require(read)
  }

  /// Each ingredient's name and amount text after `scale`.
  private func amounts(_ recipe: Recipe, scale: Double) -> [String] {
    recipe.scaled(by: scale).blocks.flatMap { block -> [String] in
      guard case .ingredients(_, let items) = block else { return [] }
      return items.map { "\($0.name) \($0.amount)" }
    }
  }

  @Test func servingsStepOneAtATime() throws {
    let servings = try #require(RecipeServings(recipe: recipe(Self.omelette)))
    #expect(servings == RecipeServings(count: 4))
    // 4 servings: + is 5 (×1.25), - is 3 (×0.75); from 6 (×1.5) + is 7.
    #expect(servings.stepped(from: 1, by: 1) == 1.25)
    #expect(servings.stepped(from: 1, by: -1) == 0.75)
    #expect(servings.stepped(from: 1.5, by: 1) == 1.75)
    // Never below one serving: from 1 (×0.25) - stays at 1.
    #expect(servings.stepped(from: 0.25, by: -1) == 0.25)
    // From a factor between servings (×⅓ is 1.33): + is 2, - is 1.
    #expect(servings.stepped(from: 1.0 / 3.0, by: 1) == 0.5)
    #expect(servings.stepped(from: 1.0 / 3.0, by: -1) == 0.25)
  }

  @Test func fixedAmountsStayRangesScaleAtBothEndsCountsInFractions() throws {
    let recipe = try recipe(Self.omelette)
    // 6 servings of 4 (×1.5): 3 eggs are 4½, 1-2 cups are 1½-3, the fixed
    // teaspoon of salt stays, 30 g are 45 g.
    #expect(
      amounts(recipe, scale: 1.5) == ["eggs 4½", "milk 1½-3 cups", "salt 1 tsp", "butter 45 g"])
    // 2 servings (×½): 1½ eggs, ½-1 cup, salt 1 tsp, 15 g.
    #expect(
      amounts(recipe, scale: 0.5) == ["eggs 1½", "milk ½-1 cup", "salt 1 tsp", "butter 15 g"])
    // 5 servings (×1.25): 3.75 eggs round to the half (4), 1¼-2½ cups,
    // 37.5 g to the whole gram (38).
    #expect(
      amounts(recipe, scale: 1.25) == ["eggs 4", "milk 1¼-2½ cups", "salt 1 tsp", "butter 38 g"])
  }

  /// A scaled recipe says its servings at the scale (the title bar's
  /// `5 servings (×1.25)`), not the page's own.
  @Test func theServingsAndYieldFactsFollowTheScale() throws {
    let recipe = Recipe(blocks: [
      .fact(.servings, "4"), .fact(.yield, "24 cookies"), .fact(.time, "30 min"),
    ])
    #expect(
      recipe.scaled(by: 1.25).blocks == [
        .fact(.servings, "5 (×1.25)"), .fact(.yield, "30 cookies (×1.25)"), .fact(.time, "30 min"),
      ])
    #expect(recipe.scaled(by: 0.5).blocks.first == .fact(.servings, "2 (×½)"))
    // Only the units changed: the servings stay as written.
    #expect(recipe.scaled(by: 1, units: .metric).blocks.first == .fact(.servings, "4"))
    // No number to scale: as written.
    #expect(ServingsFact.text("4-6", scale: 2) == "4-6")
    #expect(ServingsFact.text("3 people", scale: 2) == "6 people (×2)")
  }

  @Test func servingsComeFromServesOrACountedYield() throws {
    #expect(
      try RecipeServings(recipe: recipe("---\nserves: 3 people\n---\nEat.\n"))
        == RecipeServings(count: 3))
    #expect(
      try RecipeServings(recipe: recipe("---\nyield: 24%cookies\n---\nBake.\n"))
        == RecipeServings(count: 24, unit: "cookies"))
    #expect(
      try RecipeServings(recipe: recipe("---\nyield: 2\n---\nBake.\n")) == RecipeServings(count: 2))
    // A mass is no count; a range is no number of servings.
    #expect(try RecipeServings(recipe: recipe("---\nyield: 900%g\n---\nBake.\n")) == nil)
    #expect(try RecipeServings(recipe: recipe("---\nservings: 4-6\n---\nEat.\n")) == nil)
    #expect(try RecipeServings(recipe: recipe("Eat @bread{1}.\n")) == nil)
  }

  @Test func namedAndUnnamedTimersAreTheStepsDurations() throws {
    let recipe = try recipe(Self.omelette)
    let text = recipe.stepTexts[1]
    #expect(text == "Melt butter, then cook for eggs and rest 30 seconds.")
    let durations = recipe.durations(ofStep: 1, text: text)
    // The named timer by its name, 6 minutes; the unnamed one by its
    // quantity as written, 30 seconds.
    #expect(durations.map(\.phrase) == ["eggs", "30 seconds"])
    #expect(durations.map(\.seconds) == [360, 30])
    // Each stands where its text is: the second `eggs`, not an ingredient.
    #expect(durations.map { String(text[$0.range]) } == ["eggs", "30 seconds"])
    #expect(durations[0].characterRange == 27..<31)
    // A step without `~` timers has none ("3 minutes" is no timer here).
    #expect(recipe.durations(ofStep: 0, text: recipe.stepTexts[0]).isEmpty)
    // The cook mode plan offers the same.
    let plan = CookingPlan(dishID: "Omelette", recipe: recipe)
    #expect(plan.steps[1].durations.map(\.phrase) == ["eggs", "30 seconds"])
  }

  @Test func aTimerRangeTakesItsUpperEnd() throws {
    let recipe = try recipe("Simmer ~sauce{1-2%hours}, or ~{3%min}.\n")
    let durations = recipe.durations(ofStep: 0, text: recipe.stepTexts[0])
    #expect(durations.map(\.seconds) == [7_200, 180])
    #expect(durations.map(\.lowerSeconds) == [3_600, nil])
  }

  @Test func cookModeFollowsSections() throws {
    let recipe = try recipe(
      "= Dough\nMix @flour{500%g}.\n\nKnead.\n\n= Topping\nSpread @sauce{1%cup}.\n")
    let plan = CookingPlan(dishID: "Pizza", recipe: recipe)
    #expect(plan.steps.map(\.section) == ["Dough", "Dough", "Topping"])
    #expect(plan.steps.map(\.sectionPosition) == [1, 2, 1])
    #expect(plan.steps.map(\.sectionCount) == [2, 2, 1])
  }

  @Test func aReferenceScalesTheReferencedRecipe() throws {
    var sauce: Recipe?
    var dish: Recipe?
    try TemporaryBundle.with { folder in
      try folder.write(
        "Sauces/Hollandaise.cook", "---\nservings: 4\nyield: 300%g\n---\nWhisk @yolks{3}.\n")
      try folder.write(
        "Eggs.cook",
        "Top with @./Sauces/Hollandaise{150%g}.\n")
      let source = try RecipeSources.open(folder: folder.folder)
      sauce = source.recipe(forDishID: "Sauces/Hollandaise")
      dish = source.recipe(forDishID: "Eggs")
    }
    let target = try #require(sauce)
    let read = try #require(dish)
    #expect(read.ingredientLines.first?.name == "Hollandaise")
    let firsts = read.blocks.compactMap { block -> Ingredient? in
      guard case .ingredients(_, let items) = block else { return nil }
      return items.first
    }
    let reference = try #require(firsts.first)
    #expect(reference.reference == "Sauces/Hollandaise")
    // 150 g of a 300 g yield is ×½; at the dish's ×2 it is ×1.
    #expect(ReferenceScale.factor(reference.readAmount, of: target) == 0.5)
    #expect(ReferenceScale.factor(reference.readAmount.scaled(by: 2), of: target) == 1)
    // 0.3 kg is the whole yield; {2} is ×2; {6%servings} of 4 is ×1.5.
    #expect(ReferenceScale.factor(.structured(AmountNumber(low: 0.3), unit: "kg"), of: target) == 1)
    #expect(ReferenceScale.factor(.structured(AmountNumber(low: 2), unit: ""), of: target) == 2)
    #expect(
      ReferenceScale.factor(.structured(AmountNumber(low: 6), unit: "servings"), of: target) == 1.5)
    // A unit it yields nothing in: ×1.
    #expect(ReferenceScale.factor(.structured(AmountNumber(low: 2), unit: "cups"), of: target) == 1)
  }
}
