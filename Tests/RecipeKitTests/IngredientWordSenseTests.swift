import Testing

@testable import RecipeKit

/// Ingredient names read the way a cook reads them (issue 30, item 6):
/// 盐分 is not 盐, 葱姜 is 葱 and 姜, 洋葱 is not 葱.
@Suite struct IngredientWordSenseTests {
  @Test func aCompoundOfKnownNamesStandsForEachPart() {
    #expect(IngredientNames.keys("葱姜") == ["葱姜", "葱", "姜"])
    #expect(IngredientNames.keys("葱姜蒜末") == ["葱姜蒜末", "葱", "姜", "蒜"])
    #expect(IngredientNames.keys("葱姜（切末）") == ["葱姜", "葱", "姜"])
  }

  @Test func aNameNotWhollyMadeOfKnownNamesIsOneKey() {
    #expect(IngredientNames.keys("洋葱") == ["洋葱"])
    #expect(IngredientNames.keys("五花肉") == ["五花肉"])
    #expect(IngredientNames.keys("葱花") == ["葱"])
    #expect(IngredientNames.keys("蛋黄") == ["蛋黄"])
    #expect(IngredientNames.keys("") == [])
  }

  private func named(_ step: String, _ names: [String]) -> [String] {
    IngredientMatcher(ingredients: names.map { Ingredient(name: $0) })
      .ingredients(namedIn: step).map(\.name)
  }

  @Test func aNameInsideAnotherWordOfTheStepIsNoMention() {
    #expect(named("腌的时候注意盐分，别太咸。", ["盐", "葱"]) == [])
    #expect(named("放入洋葱丝炒香。", ["盐", "葱"]) == [])
    #expect(named("沥干水分后下锅。", ["水", "盐"]) == [])
    #expect(named("蒜苗切段。", ["蒜", "蒜苗"]) == ["蒜苗"])
  }

  @Test func theSameNamesStillCountWhereTheyStandAlone() {
    #expect(named("加盐，撒葱。", ["盐", "葱"]) == ["盐", "葱"])
    // A recipe that lists 洋葱 finds it, and 葱 beside it still counts.
    #expect(named("洋葱切丝，葱切段。", ["葱", "洋葱"]) == ["洋葱", "葱"])
  }

  @Test func aCompoundIngredientIsNamedByEachOfItsParts() {
    #expect(named("放入葱段爆香。", ["葱姜", "盐"]) == ["葱姜"])
    #expect(named("加姜片。", ["葱姜", "盐"]) == ["葱姜"])
  }

  private func index(_ dishes: [(String, [String])]) -> IngredientIndex {
    IngredientIndex(
      dishes: dishes.map { id, names in
        IngredientIndex.Dish(
          dishID: id, name: id, cuisineID: "1", cuisineName: "家常菜",
          ingredients: names.map {
            IngredientIndex.Ingredient(name: $0, key: IngredientNames.key($0), isMain: true)
          })
      })
  }

  @Test func withAndWithoutReadCompoundsAndKeepOnionsApart() {
    let index = index([
      ("ginger-scallion", ["鸡肉", "葱姜", "盐"]),
      ("onion", ["鸡肉", "洋葱", "盐"]),
      ("scallion", ["鸡肉", "小葱", "盐"]),
    ])
    func ids(_ text: String) -> [String] {
      index.search(IngredientQuery(parsing: text)).map(\.dish.dishID)
    }
    #expect(ids("鸡肉 -葱") == ["onion"])
    #expect(ids("鸡肉 -姜") == ["onion", "scallion"])
    #expect(Set(ids("葱")) == ["ginger-scallion", "scallion"])
    #expect(ids("洋葱") == ["onion"])
    #expect(index.search(IngredientQuery(parsing: "葱")).first { $0.dish.dishID == "ginger-scallion" }?.matched == ["葱姜"])
  }

  @Test func theCompoundKeysSurviveTheCacheFile() throws {
    let index = index([("ginger-scallion", ["葱姜"])])
    let text = IndexFileFormat.encode(
      index, fingerprint: SourceFingerprint(path: "/x", stamps: ["a"], dishIDs: ["ginger-scallion"], categoryIDs: ["1"]))
    let decoded = try #require(IndexFileFormat.decode(Array(text.utf8)))
    #expect(decoded.0.dishes.first?.ingredients.first?.keys == ["葱姜", "葱", "姜"])
  }
}
