import Foundation
import RecipeKit
import Testing

@testable import RecipeApp

/// Two instances on one state file (issue 15): the app's shopping list is
/// merged like favourites and history, a three-way union of its dishes
/// and of its ticks, never the last saver's list alone.
@Suite struct StateShoppingListMergeTests {
  static let bundle = "/srv/recipes/Data"

  static func entry(_ id: String, scale: Double = 1) -> ShoppingList.Entry {
    ShoppingList.Entry(
      dishID: id, name: "dish \(id)", scale: scale,
      lines: [
        IngredientLine(group: "主料", name: "鸡蛋", amount: AmountReader.read("2个")),
        IngredientLine(group: "主料", name: "番茄\(id)", amount: AmountReader.read("100克")),
      ])
  }

  static func list(_ state: BundleState) -> ShoppingList? {
    state.browser[BundleState.shoppingListField]?.decoded(as: ShoppingList.self)
  }

  static func withList(_ state: BundleState, _ change: (inout ShoppingList) -> Void) -> BundleState
  {
    var list = Self.list(state) ?? ShoppingList()
    change(&list)
    var copy = state
    copy.browser[BundleState.shoppingListField] = JSONValue(encoding: list)
    return copy
  }

  @Test func bothInstancesAdditionsAreKeptAndRemovalsStick() throws {
    let path = temporaryStateFolder() + "/state.json"
    let seed = StateStore(path: path, bundleKey: Self.bundle, clock: { 10 })
    seed.update(Self.withList(seed.load()) { $0.add(Self.entry("s")) })
    #expect(seed.saveNow())

    let a = StateStore(path: path, bundleKey: Self.bundle, clock: { 20 })
    let b = StateStore(path: path, bundleKey: Self.bundle, clock: { 30 })
    var stateA = Self.withList(a.load()) { $0.add(Self.entry("a")) }
    var stateB = Self.withList(b.load()) {
      $0.add(Self.entry("b"))
      $0.add(Self.entry("s", scale: 3))
      $0.toggle("鸡蛋")
    }
    a.update(stateA)
    b.update(stateB)
    #expect(a.saveNow())
    #expect(b.saveNow())
    var merged = try #require(Self.list(StateStore(path: path, bundleKey: Self.bundle).load()))
    // B saved last: its own order, then A's addition.
    #expect(merged.entries.map(\.dishID) == ["s", "b", "a"])
    #expect(merged.entries.first?.scale == 3, "B changed s's scale")
    #expect(merged.ticked == ["鸡蛋"])

    // A removes s (which it never changed); B, unaware, saves again.
    stateA = Self.withList(stateA) { $0.remove(dishID: "s") }
    a.update(stateA)
    #expect(a.saveNow())
    stateB.cuisine = "yue"
    b.update(stateB)
    #expect(b.saveNow())
    merged = try #require(Self.list(StateStore(path: path, bundleKey: Self.bundle).load()))
    #expect(!merged.entries.map(\.dishID).contains("s"), "A's removal sticks")
    #expect(Set(merged.entries.map(\.dishID)) == ["a", "b"])
  }

  @Test func withoutAListOnEitherSideNothingIsAdded() {
    let merged = BundleState.merged(mine: BundleState(), base: BundleState(), disk: BundleState())
    #expect(merged.browser[BundleState.shoppingListField] == nil)
  }
}
