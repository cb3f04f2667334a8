import RecipeKit
import Testing

/// Which ingredients a step names.
@Suite struct IngredientMatcherTests {
  @Test func theLongestNameWins() {
    let matcher = IngredientMatcher(ingredients: [
      Ingredient(name: "葱", amount: "1根"), Ingredient(name: "葱花", amount: "少许"),
      Ingredient(name: "盐", amount: "适量"),
    ])
    let named = matcher.ingredients(namedIn: "撒上葱花和盐即可。")
    #expect(named.map(\.name) == ["葱花", "盐"])
    let both = matcher.ingredients(namedIn: "葱切段，出锅前撒葱花。")
    #expect(both.map(\.name) == ["葱", "葱花"], "葱段 names 葱, 葱花 names 葱花")
  }

  @Test func namesComeInTheOrderOfTheirFirstMention() {
    let matcher = IngredientMatcher(ingredients: [
      Ingredient(name: "鸡翅"), Ingredient(name: "料酒"), Ingredient(name: "生抽"),
    ])
    #expect(
      matcher.ingredients(namedIn: "生抽、料酒倒入鸡翅中，再加生抽。").map(\.name) == [
        "生抽", "料酒", "鸡翅",
      ])
    #expect(matcher.ingredients(namedIn: "烤箱预热。").isEmpty)
  }

  @Test(arguments: [
    ("葱花（切碎）", ["葱花"]), ("香菜或葱花", ["香菜", "葱花"]), ("葱、姜末", ["葱", "姜末"]),
    ("老抽1/2大匙", ["老抽"]), ("黄酱/甜面酱", ["黄酱", "甜面酱"]), ("枸杞、", ["枸杞"]),
    ("豆腐干或者油豆腐", ["豆腐干", "油豆腐"]), ("梅菜干(若没有梅菜就用", ["梅菜干"]),
    ("（注）", []), ("", []),
  ])
  func anIngredientIsLookedForUnderTheNamesItsTextGives(text: String, names: [String]) {
    let matcher = IngredientMatcher(ingredients: [Ingredient(name: text, amount: "1")])
    for name in names {
      #expect(matcher.ingredients(namedIn: "加入\(name)。").map(\.name) == [text], "\(name)")
    }
    if names.isEmpty {
      #expect(matcher.ingredients(namedIn: "加入注和（注）。").isEmpty)
    }
  }

  @Test func aRecipeGivesEveryGroupOnceWithItsAmount() {
    let recipe = Recipe(blocks: [
      .ingredients(group: "主料", items: [Ingredient(name: "鸡腿", amount: "2只")]),
      .ingredients(
        group: "调料", items: [Ingredient(name: "盐", amount: "适量"), Ingredient(name: "鸡腿")]),
    ])
    let matcher = IngredientMatcher(recipe: recipe)
    #expect(matcher.ingredients.count == 2)
    #expect(
      matcher.ingredients(namedIn: "鸡腿抹盐。") == [
        Ingredient(name: "鸡腿", amount: "2只"), Ingredient(name: "盐", amount: "适量"),
      ])
  }
}
