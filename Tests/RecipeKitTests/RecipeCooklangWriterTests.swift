import Testing

@testable import RecipeKit

/// Any source's recipe as a normalised Cooklang file (the exporter's and
/// `--print --format cooklang`'s writer), and what the Cooklang reader
/// makes of it again.
@Suite struct RecipeCooklangWriterTests {
  static let dish = Dish(
    idstr: "7", name: "番茄炒蛋", diff: "新手尝试", time: "10分钟",
    imageUrl: "http://example.com/7.jpg", url: "http://example.com/7.html")

  static let recipe = Recipe(blocks: [
    .title("番茄炒蛋"),
    .introduction("家常\n快手"),
    .facts(difficulty: "新手尝试", time: "10-30分钟"),
    .ingredients(group: "主料", items: [
      Ingredient(name: "番茄", amount: "2个"), Ingredient(name: "鸡蛋", amount: "约3个"),
    ]),
    .ingredients(group: "", items: [Ingredient(name: "盐", amount: "适量"), Ingredient(name: "油")]),
    .heading("番茄炒蛋的做法步骤"),
    .step(number: 1, text: "鸡蛋@打散，4~5分钟"),
    .step(number: 2, text: "= 下锅"),
    .tips(["番茄去皮更好"]),
    .image(alt: "成品"),
  ])

  @Test func theBundlesPartsMapAsTheIssueSays() {
    let expected = """
      ---
      title: "番茄炒蛋"
      description: "家常\\n快手"
      difficulty: "新手尝试"
      time: "10-30分钟"
      image: "http://example.com/7.jpg"
      source:
        url: "http://example.com/7.html"
      ---

      = 主料

      @番茄{2%个}

      @鸡蛋{约3个}

      = Ingredients

      @盐{适量}

      @油{}

      = 番茄炒蛋的做法步骤

      鸡蛋＠打散，4∼5分钟

      ＝ 下锅

      > 番茄去皮更好

      """
    #expect(RecipeCooklangWriter.text(for: Self.recipe, dish: Self.dish) == expected)
  }

  @Test func stepsAfterAListWithoutAHeadingGetASectionWithoutAName() {
    let recipe = Recipe(blocks: [
      .title("x"), .ingredients(group: "", items: [Ingredient(name: "盐", amount: "1克")]),
      .step(number: 1, text: "拌匀"),
    ])
    let text = RecipeCooklangWriter.text(for: recipe, dish: Dish(
      idstr: "1", name: "x", diff: nil, time: nil, imageUrl: nil, url: nil))
    #expect(text.hasSuffix("= Ingredients\n\n@盐{1%克}\n\n==\n\n拌匀\n"))
  }

  @Test func theCooklangReaderShowsTheListsAsListsAndTheStepsAsSteps() {
    let text = RecipeCooklangWriter.text(for: Self.recipe, dish: Self.dish)
    let parsed = CooklangParser.parse(text).recipe
    // Every section but the steps' is a list.
    #expect(parsed.sections.last?.name == "番茄炒蛋的做法步骤")
    #expect(CooklangRecipeBlocks.leadingLists(of: parsed) == parsed.sections.count - 1)
    let groups = CooklangRecipeBlocks.ingredientGroups(of: parsed)
    #expect(groups.map(\.0) == ["主料", "Ingredients"])
    #expect(groups[0].1.map(\.name) == ["番茄", "鸡蛋"])
    #expect(groups[0].1[0].readAmount.number?.low == 2)
    #expect(groups[0].1[1].readAmount.prefix == "约")
    #expect(groups[1].1.map(\.amount) == ["适量", ""])
  }

  @Test func aListNamingOneIngredientTwiceKeepsBothLines() {
    let recipe = Recipe(blocks: [
      .title("x"),
      .ingredients(group: "主料", items: [
        Ingredient(name: "糖", amount: "45克"), Ingredient(name: "糖", amount: "15克"),
      ]),
      .heading("做法"), .step(number: 1, text: "加@糖{5%克}和@糖{5%克}"),
    ])
    let text = RecipeCooklangWriter.text(for: recipe, dish: Dish(
      idstr: "1", name: "x", diff: nil, time: nil, imageUrl: nil, url: nil))
    let groups = CooklangRecipeBlocks.ingredientGroups(of: CooklangParser.parse(text).recipe)
    #expect(groups.count == 1)
    #expect(groups[0].1.map(\.amount) == ["45 克", "15 克"])
  }

  @Test func anAmountIsStructuredOnlyWhenNothingElseIsWritten() {
    func braces(_ written: String) -> String { IngredientCooklang.braces(AmountReader.read(written)) }
    #expect(braces("150克") == "150%克")
    #expect(braces("1/2茶匙") == "0.5%茶匙")
    #expect(braces("3") == "3")
    #expect(braces("") == "")
    #expect(braces("适量") == "适量")
    #expect(braces("两个250克") == "两个250克")
    #expect(IngredientCooklang.text(Ingredient(name: "-盐{x}", amount: "适量")) == "@－盐｛x｝{适量}")
  }
}
