import FoundationEssentials
import Testing

@testable import RecipeKit

@Suite struct ShoppingListTests {
  /// A recipe with one group per `(group, [(name, amount)])`.
  static func recipe(_ groups: [(String, [(String, String)])]) -> Recipe {
    Recipe(
      blocks: groups.map { group, items in
        .ingredients(group: group, items: items.map { Ingredient(name: $0.0, amount: $0.1) })
      })
  }

  static let tomatoEggs = recipe([
    ("主料", [("番茄", "2个"), ("鸡蛋", "3个")]), ("调料", [("盐", "适量"), ("小葱", "1根"), ("白糖", "1茶匙")]),
  ])
  static let soup = recipe([
    ("主料", [("西红柿", "一个"), ("鸡蛋", "1个")]),
    ("辅料", [("葱花", "少许"), ("盐", "少许"), ("番茄酱", "1汤匙"), ("白糖", "5g")]),
  ])
  static let stew = recipe([
    ("主料", [("牛肉", "半斤"), ("土豆", "2个")]),
    ("辅料", [("马铃薯", "100克"), ("洋葱", "半个"), ("盐", ""), ("牛肉", "200g")]),
  ])

  static func list() -> ShoppingList {
    var list = ShoppingList()
    list.add(dishID: "1", name: "番茄炒蛋", scale: 1, recipe: tomatoEggs)
    list.add(dishID: "2", name: "番茄蛋汤", scale: 2, recipe: soup)
    list.add(dishID: "3", name: "土豆炖牛肉", scale: 1, recipe: stew)
    return list
  }

  static func item(_ name: String, in items: [ShoppingItem]) -> ShoppingItem? {
    items.first { $0.name == name }
  }

  @Test func synonymsMergeAndCountsAddByMeasureWord() throws {
    let items = Self.list().items()
    let tomato = try #require(Self.item("番茄", in: items))
    #expect(tomato.amounts == ["4个"])  // 2个 + 一个 ×2
    #expect(tomato.dishes == ["番茄炒蛋", "番茄蛋汤"])
    #expect(try #require(Self.item("鸡蛋", in: items)).amounts == ["5个"])
    #expect(Self.item("西红柿", in: items) == nil)
  }

  @Test func quantitiesAddAfterConversionToACommonUnit() throws {
    let items = Self.list().items()
    // 半斤 + 200g: grams.
    #expect(try #require(Self.item("牛肉", in: items)).amounts == ["450克"])
    // 2个 and 100克 cannot be added: two parts.
    #expect(try #require(Self.item("土豆", in: items)).amounts == ["2个", "100克"])
    // 1茶匙 + 5g ×2: a volume and a mass stay apart.
    #expect(try #require(Self.item("白糖", in: items)).amounts == ["1茶匙", "10g"])
  }

  @Test func familiesCoverTheirMembersButNotOtherWords() throws {
    let items = Self.list().items()
    let scallion = try #require(Self.item("小葱", in: items))
    #expect(scallion.key == "葱")
    #expect(scallion.amounts == ["1根", "少许（番茄蛋汤）"])
    #expect(Self.item("洋葱", in: items)?.key == "洋葱")
    #expect(Self.item("番茄酱", in: items)?.amounts == ["2汤匙"])
  }

  @Test func vagueAmountsAreListedOnceWithTheirDishes() throws {
    let salt = try #require(Self.item("盐", in: Self.list().items()))
    #expect(salt.amounts == ["适量（番茄炒蛋、番茄蛋汤）"])
    #expect(salt.dishes == ["番茄炒蛋", "番茄蛋汤", "土豆炖牛肉"])
  }

  @Test func mainIngredientsComeFirstInAStableOrder() {
    let names = Self.list().items().map(\.name)
    #expect(names == ["番茄", "鸡蛋", "牛肉", "土豆", "盐", "小葱", "白糖", "番茄酱", "洋葱"])
    #expect(Self.list().items() == Self.list().items())
  }

  @Test func metricUnitsApplyToEveryItem() throws {
    let items = Self.list().items(units: .metric)
    // 1茶匙 of sugar is 5 ml × 198 g / 236.59 ml = 4.18 g (the density
    // table), which adds to the other dish's 10g: 14.18 → 14克.
    #expect(try #require(Self.item("白糖", in: items)).amounts == ["14克"])
    #expect(try #require(Self.item("番茄酱", in: items)).amounts == ["30毫升"])
  }

  @Test func aUSListAddsCupsAndSpoonsIntoTheUnitThatReadsBest() throws {
    var list = ShoppingList()
    let cup = Recipe(blocks: [.ingredients(group: "", items: [Ingredient(name: "flour", amount: "1 cup")])])
    let spoons = Recipe(blocks: [.ingredients(group: "", items: [Ingredient(name: "flour", amount: "2 tbsp")])])
    list.add(dishID: "a", name: "Bread", scale: 1, recipe: cup)
    list.add(dishID: "b", name: "Gravy", scale: 1, recipe: spoons)
    // 236.6 ml + 30 ml = 266.6 ml = 1.127 cups → 1⅛ cups.
    #expect(try #require(list.items(units: .us).first).amounts == ["1⅛ cups"])
    // Metric: 120 g + 30 ml × 0.5072 g/ml = 135.2 g → 135 g.
    #expect(try #require(list.items(units: .metric).first).amounts == ["135 g"])
  }

  @Test func addingADishAgainChangesItsScaleAndRemovingDropsItsTicks() {
    var list = Self.list()
    list.toggle("牛肉")
    list.toggle("番茄")
    list.add(dishID: "1", name: "番茄炒蛋", scale: 3, recipe: Self.tomatoEggs)
    #expect(list.entries.map(\.dishID) == ["1", "2", "3"])
    #expect(Self.item("番茄", in: list.items())?.amounts == ["8个"])
    #expect(Self.item("番茄", in: list.items())?.isTicked == true)
    list.remove(dishID: "3")
    #expect(list.ticked == ["番茄"])
    list.toggle("番茄")
    #expect(list.ticked.isEmpty)
    list.removeAll()
    #expect(list.isEmpty && list.items().isEmpty)
  }

  @Test func theListIsCodable() throws {
    var list = Self.list()
    list.toggle("盐")
    let data = try JSONEncoder().encode(list)
    let decoded = try JSONDecoder().decode(ShoppingList.self, from: data)
    #expect(decoded == list)
    #expect(decoded.items() == list.items())
  }

  @Test func rangesAddBothEnds() throws {
    var list = ShoppingList()
    list.add(dishID: "a", name: "A", scale: 1, recipe: Self.recipe([("主料", [("蒜", "2-3瓣")])]))
    list.add(dishID: "b", name: "B", scale: 1, recipe: Self.recipe([("主料", [("大蒜", "4瓣")])]))
    #expect(try #require(list.items().first).amounts == ["6-7瓣"])
  }
}
