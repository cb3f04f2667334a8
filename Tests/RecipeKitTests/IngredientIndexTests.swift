import Testing

@testable import RecipeKit

@Suite struct IngredientIndexTests {
  static func dish(_ id: String, _ main: [String], _ other: [String] = []) -> IngredientIndex.Dish {
    let lines =
      main.map { IngredientLine(group: "主料", name: $0, amount: .empty) }
      + other.map { IngredientLine(group: "调料", name: $0, amount: .empty) }
    return IngredientIndex.dish(
      Dish(idstr: id, name: "菜\(id)", diff: nil, time: nil, imageUrl: nil, url: nil),
      cuisine: Cuisine(idstr: "1", name: "家常菜"), lines: lines)
  }

  static let index = IngredientIndex(dishes: [
    dish("1", ["番茄", "鸡蛋"], ["葱花", "盐"]),
    dish("2", ["西红柿", "鸡蛋", "牛肉"], ["盐"]),
    dish("3", ["鸡蛋"], ["小葱"]),
    dish("4", ["番茄酱", "鸡蛋"]),
    dish("5", ["土豆", "牛肉", "洋葱"]),
    dish("6", ["鸡蛋（大）", "番茄", "青椒", "木耳"]),
  ])

  @Test func queriesAreReadFromWordsWithExclusions() {
    let query = IngredientQuery(parsing: " 鸡蛋　西红柿 -小葱 鸡蛋 - ")
    #expect(query.wanted == ["鸡蛋", "番茄"])
    #expect(query.excluded == ["葱"])
    #expect(!query.matchesAny)
  }

  @Test func everyWantedIngredientIsNeededFewestOtherMainFirst() {
    let found = Self.index.search(IngredientQuery(parsing: "鸡蛋 番茄"))
    #expect(found.map(\.dish.dishID) == ["1", "2", "6"])
    #expect(found.map(\.matched) == [["鸡蛋", "番茄"], ["鸡蛋", "西红柿"], ["鸡蛋（大）", "番茄"]])
    #expect(found.map(\.otherMainCount) == [0, 1, 2])
  }

  @Test func excludedIngredientsRemoveDishesByFamily() {
    let found = Self.index.search(IngredientQuery(parsing: "鸡蛋 -葱"))
    #expect(found.map(\.dish.dishID) == ["4", "2", "6"])
  }

  @Test func anyRanksByHowManyAreUsed() {
    let found = Self.index.search(IngredientQuery(parsing: "番茄 牛肉", matchesAny: true))
    #expect(found.map(\.dish.dishID) == ["2", "1", "5", "6"])
    #expect(found.first?.matched == ["西红柿", "牛肉"])
  }

  @Test func familiesAreNotMatchedByPart() {
    #expect(Self.index.search(IngredientQuery(parsing: "番茄酱")).map(\.dish.dishID) == ["4"])
    #expect(Self.index.search(IngredientQuery(parsing: "洋葱")).map(\.dish.dishID) == ["5"])
    #expect(Self.index.search(IngredientQuery(parsing: "葱")).map(\.dish.dishID) == ["3", "1"])
  }

  @Test func nothingWantedFindsNothing() {
    #expect(Self.index.search(IngredientQuery(parsing: "-葱")).isEmpty)
    #expect(Self.index.search(IngredientQuery(parsing: "龙虾")).isEmpty)
  }

  @Test(arguments: [
    ("西红柿", "番茄"), ("马铃薯", "土豆"), ("小葱", "葱"), ("大葱", "葱"), ("葱花", "葱"), ("洋葱", "洋葱"),
    ("番茄酱", "番茄酱"), ("鸡蛋（打散）", "鸡蛋"), (" 生姜 ", "姜"), ("BBQ酱", "bbq酱"), ("", ""),
  ])
  func namesHaveKeys(name: String, key: String) {
    #expect(IngredientNames.key(name) == key)
  }
}
