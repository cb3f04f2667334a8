import Testing

@testable import RecipeKit

@Suite struct SearchIndexTests {
  static let sichuan = Cuisine(idstr: "2", name: "川菜")
  static let home = Cuisine(idstr: "1", name: "家常菜")

  static func dish(_ id: String, _ name: String) -> Dish {
    Dish(idstr: id, name: name, diff: nil, time: nil, imageUrl: nil, url: nil)
  }

  static func index() -> SearchIndex {
    let index = SearchIndex(cuisines: [home, sichuan])
    index.add([dish("10", "红烧肉"), dish("11", "回锅肉片"), dish("12", "火锅")], of: home)
    index.add([dish("20", "回锅肉"), dish("21", "锅包肉"), dish("22", "回锅肉")], of: sichuan)
    return index
  }

  func names(_ index: SearchIndex, _ query: String) -> [String] {
    index.hits(index.search(query), limit: 50).map { "\($0.kind.rawValue):\($0.name)" }
  }

  @Test func rankingIsWholePrefixInitialsSubstringSubsequenceThenShorterThenOrder() {
    let index = Self.index()
    #expect(
      names(index, "huiguorou") == ["dish:回锅肉", "dish:回锅肉", "dish:回锅肉片"])
    #expect(names(index, "hgr") == ["dish:回锅肉", "dish:回锅肉", "dish:回锅肉片"])
    // 火锅 (prefix), 锅包肉 (prefix), then substrings, shorter first.
    #expect(
      names(index, "guo") == [
        "dish:锅包肉", "dish:火锅", "dish:回锅肉", "dish:回锅肉", "dish:回锅肉片",
      ])
    // Both subsequences of the same length: the bundle's order.
    #expect(names(index, "hr").prefix(2) == ["dish:红烧肉", "dish:回锅肉"])
    #expect(names(index, "chuan") == ["cuisine:川菜"])
    let hit = index.hits(index.search("hgr"), limit: 1)[0]
    #expect(hit.idstr == "20" && hit.cuisine == Self.sichuan && hit.match == .initials)
    #expect(hit.highlighted == [0, 1, 2])
  }

  @Test func aPrefixEndingOnAWholeReadingRanksBeforeOneEndingInsideOne() {
    // 葱 is read cong and (in kHanyuPinyin) chuang: `chuan` is a cut
    // reading there, a whole one in 川菜, which is longer.
    let index = Self.index()
    index.addIngredients(["葱"])
    #expect(names(index, "chuan") == ["cuisine:川菜", "ingredient:葱"])
    // Both whole syllables: the shorter name first again.
    #expect(names(index, "hui").prefix(1) == ["dish:回锅肉"])
  }

  @Test func aLimitMakesOnlyTheFirstResultsAndCountsThemAll() {
    let index = Self.index()
    let all = index.search("rou")
    let first = index.search("rou", limit: 2)
    #expect(first.total == all.total && first.count == all.ranked.count)
    #expect(first.ranked == Array(all.ranked.prefix(2)))
    #expect(index.search("rou", limit: 0).ranked.isEmpty)
  }

  @Test func cuisinesIngredientsAndCommandsAreSearchedToo() {
    let index = Self.index()
    index.addIngredients(["五花肉", "土豆", "五花肉"])
    index.commands = [SearchCommand(name: "Sort by difficulty", key: "s", action: "sort")]
    #expect(index.ingredientCount == 2)
    #expect(names(index, "wuhua") == ["ingredient:五花肉"])
    #expect(names(index, "jiachang") == ["cuisine:家常菜"])
    let command = index.hits(index.search("sort"), limit: 1)[0]
    #expect(command.kind == .command && command.command?.key == "s" && command.idstr.isEmpty)
    #expect(names(index, "diff") == ["command:Sort by difficulty"])
  }

  @Test func aGrowingQueryExaminesOnlyThePreviousMatchesAndNewDishes() {
    let index = Self.index()
    // Names are examined, each distinct name once (回锅肉 is there twice).
    func distinctDishNames(_ results: SearchResults) -> Int {
      Set(index.hits(results, limit: 50).filter { $0.kind == .dish }.map(\.name)).count
    }
    let first = index.search("h")
    #expect(first.dishesExamined == 5)
    let second = index.search("hu")
    #expect(second.dishesExamined == distinctDishNames(first))
    index.add([Self.dish("13", "回锅饭")], of: Self.home, complete: true)
    let third = index.search("hui")
    #expect(third.dishesExamined == distinctDishNames(second) + 1)
    #expect(names(index, "huig").contains("dish:回锅饭"))
    // A query that does not extend the last one examines every name again.
    #expect(index.search("guo").dishesExamined == 6)
    // The narrowed results are the results of a fresh search.
    let fresh = Self.index()
    fresh.add([Self.dish("13", "回锅饭")], of: Self.home)
    #expect(index.search("g").ranked == fresh.search("g").ranked)
    #expect(index.search("gr").ranked == fresh.search("gr").ranked)
  }

  @Test func aNameIsStoredOnceEachDishKeepsItsOwnIdAndCuisine() {
    let index = Self.index()
    index.add(
      [Self.dish("30", "Pizza"), Self.dish("31", "pizza"), Self.dish("32", "Pizza")],
      of: Self.home)
    #expect(index.dishCount == 9 && index.dishNameCount == 7)
    let hits = index.hits(index.search("huiguorou"), limit: 5)
    #expect(hits.map(\.idstr) == ["20", "22", "11"])
    #expect(hits.map { $0.cuisine?.name } == ["川菜", "川菜", "家常菜"])
    // Names that differ only in case stay apart, each shown as written.
    let pizzas = index.hits(index.search("pizza"), limit: 5)
    #expect(pizzas.map(\.name) == ["Pizza", "pizza", "Pizza"])
    #expect(pizzas.map(\.idstr) == ["30", "31", "32"])
  }

  @Test func cuisinesStillLoadingAreCounted() {
    let index = SearchIndex(cuisines: [Self.home, Self.sichuan])
    #expect(index.pendingCuisines == 2)
    index.add([Self.dish("10", "红烧肉")], of: Self.home, complete: false)
    #expect(index.search("hong").pendingCuisines == 2)
    index.add([Self.dish("11", "回锅肉")], of: Self.home, complete: true)
    #expect(index.search("hong").pendingCuisines == 1)
    index.add([], of: Cuisine(idstr: "9", name: "不在"), complete: true)
    #expect(index.pendingCuisines == 1)
  }

  @Test func emptyLongAndControlQueriesAreDefined() {
    let index = Self.index()
    #expect(index.search("").isEmpty)
    #expect(index.search(" \u{7}\u{1B} ").isEmpty)
    #expect(index.search(String(repeating: "回", count: 1_000)).isEmpty)
    // The escape is dropped, not matched: what is left is `huiguo`.
    let hits = index.hits(index.search("hui\u{1B}guo"), limit: 5)
    #expect(hits.map(\.name) == ["回锅肉", "回锅肉", "回锅肉片"])
    #expect(index.search("hui\u{200B}guo").query.text == "huiguo")
  }

  @Test func theIndexCostsFewBytesADish() {
    let index = SearchIndex(cuisines: [Self.home])
    let names = ["红烧肉", "回锅肉片", "火锅", "糖醋里脊", "西红柿炒鸡蛋"]
    index.add((0..<10_000).map { Self.dish(String(100_000 + $0), names[$0 % 5]) }, of: Self.home)
    _ = index.search("h")
    let perDish = Double(index.dishBytes) / Double(index.dishCount)
    #expect(perDish <= 100, "\(perDish) bytes a dish")
  }
}
