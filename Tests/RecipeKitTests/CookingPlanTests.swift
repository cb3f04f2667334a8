import Foundation
import RecipeKit
import Testing

/// A recipe as cook mode walks it, and its chips starting timers.
@Suite struct CookingPlanTests {
  static let recipe = Recipe(blocks: [
    .title("红烧肉"),
    .ingredients(
      group: "主料",
      items: [Ingredient(name: "五花肉", amount: "500克"), Ingredient(name: "葱", amount: "2根")]),
    .ingredients(
      group: "调料",
      items: [Ingredient(name: "葱花", amount: "少许"), Ingredient(name: "冰糖", amount: "30克")]),
    .step(number: 1, text: "五花肉切块，冷水下锅焯5分钟。"),
    .step(number: 2, text: "小火炒冰糖，下肉翻炒，加水炖1个半小时，或15-20分钟高压锅。"),
    .step(number: 3, text: "撒葱花出锅。"),
  ])

  @Test func eachStepHasItsChipsAndItsIngredients() {
    let plan = CookingPlan(dishID: "9", recipe: Self.recipe)
    #expect(plan.steps.map(\.index) == [0, 1, 2])
    #expect(plan.steps[0].durations.map(\.seconds) == [300])
    #expect(plan.steps[1].durations.map(\.phrase) == ["1个半小时", "15-20分钟"])
    #expect(plan.steps[1].durations.map(\.isRange) == [false, true])
    #expect(plan.steps[2].durations.isEmpty)
    #expect(plan.steps[0].ingredients == [Ingredient(name: "五花肉", amount: "500克")])
    #expect(plan.steps[1].ingredients.map(\.name) == ["冰糖"])
    #expect(plan.steps[2].ingredients.map(\.name) == ["葱花"], "葱花, not 葱")
  }

  @Test func aChipStartsItsTimerOnce() throws {
    let plan = CookingPlan(dishID: "9", recipe: Self.recipe)
    let clock = ManualClock()
    var board = TimerBoard()
    let started = board.start(plan, stepIndex: 1, durationIndex: 1, dishName: "红烧肉", now: clock.now)
    let id = try #require(started)
    let timer = try #require(board[id])
    #expect(timer.title == "红烧肉 · 15-20分钟")
    #expect(timer.duration == 1200)
    #expect(timer.label(at: clock.now) == "20:00")
    #expect(timer.origin == CookingTimer.Origin(dishID: "9", stepIndex: 1, durationIndex: 1))
    clock.advance(by: 5)
    let again = board.start(plan, stepIndex: 1, durationIndex: 1, dishName: "红烧肉", now: clock.now)
    #expect(again == id)
    #expect(board.timers.count == 1)
    let missing = board.start(plan, stepIndex: 2, durationIndex: 0, dishName: "红烧肉", now: clock.now)
    #expect(missing == nil)
    let outside = board.start(plan, stepIndex: 7, durationIndex: 0, dishName: "", now: clock.now)
    #expect(outside == nil)
  }

  @Test func aRecipeWithoutStepsHasAnEmptyPlan() {
    #expect(CookingPlan(dishID: "1", recipe: .empty).steps.isEmpty)
  }

  /// An English step's words hold other names: `ice` in `Juice`, `oil`
  /// in `boil`; a plural still names its ingredient.
  @Test func aNameInsideAnEnglishWordIsNoMention() {
    let recipe = Recipe(blocks: [
      .ingredients(
        group: "",
        items: [
          Ingredient(name: "lemon", amount: "6"), Ingredient(name: "ice", amount: ""),
          Ingredient(name: "oil", amount: "1 tbsp"),
        ]),
      .step(number: 1, text: "Juice the lemons, then boil."),
      .step(number: 2, text: "Serve over ice; drizzle oil."),
    ])
    let plan = CookingPlan(dishID: "1", recipe: recipe)
    #expect(plan.steps[0].ingredients.map(\.name) == ["lemon"])
    #expect(plan.steps[1].ingredients.map(\.name) == ["ice", "oil"])
  }

  /// A Cooklang step names its ingredients with `@`: those are its
  /// ingredients, with the amounts of their mentions, whatever else its
  /// words say.
  @Test func aCooklangStepHasTheIngredientsItMarks() throws {
    var read: Recipe?
    try TemporaryBundle.with { folder in
      try folder.write(
        "Lemonade.cook",
        "Heat @sugar{150%g} with @water{250%ml}.\n\nJuice @lemons{6} into a jug.\n\n"
          + "Stir in @cold water{1%l}. Add more water to taste.\n\nServe over @ice{}.\n")
      read = try RecipeSources.open(folder: folder.folder).recipe(forDishID: "Lemonade")
    }
    let recipe = try #require(read)
    let plan = CookingPlan(dishID: "Lemonade", recipe: recipe)
    #expect(
      plan.steps.map { $0.ingredients.map(\.description) } == [
        ["sugar 150 g", "water 250 ml"], ["lemons 6"], ["cold water 1 l"], ["ice"],
      ])
    // Scaled with the recipe.
    let doubled = CookingPlan(dishID: "Lemonade", recipe: recipe.scaled(by: 2, units: .original))
    #expect(doubled.steps[0].ingredients.map(\.amount) == ["300 g", "500 ml"])
  }
}
