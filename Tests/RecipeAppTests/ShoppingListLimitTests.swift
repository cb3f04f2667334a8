import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// The shopping list has one limit, for adding and for loading, and says
/// when it is reached (issue 31, item 4): the app let 522 dishes in and the
/// next start cut them to 200 without a word.
@Suite struct ShoppingListLimitTests {
  static let size = Size(width: 120, height: 30)
  static let limit = BrowserState.maximumShoppingDishes

  /// A list of `count` made-up dishes.
  static func list(_ count: Int) -> ShoppingList {
    var list = ShoppingList()
    for index in 0..<count {
      list.add(
        ShoppingList.Entry(dishID: "x\(index)", name: "dish \(index)", scale: 1, lines: []))
    }
    return list
  }

  @Test func aFullListTakesNoNewDishAndSaysSo() throws {
    let app = try AppHarness(size: Self.size, keys: "tab down") {
      $0.state.shoppingList = Self.list(Self.limit)
    }
    try app.send("a")
    let entries = app.coordinator.state.shoppingList.entries
    #expect(entries.count == Self.limit)
    #expect(!entries.contains { $0.dishID == "102" })
    #expect(
      app.screen.contains("The shopping list is full (\(Self.limit) dishes)"), "\(app.screen)")
  }

  @Test func aDishOnAFullListStillChangesItsScale() throws {
    let app = try AppHarness(size: Self.size, keys: "tab down enter") {
      var list = Self.list(Self.limit - 1)
      list.add(ShoppingList.Entry(dishID: "102", name: "青椒肉丝", scale: 1, lines: []))
      $0.state.shoppingList = list
    }
    try app.send("+")
    try app.send("a")
    let entries = app.coordinator.state.shoppingList.entries
    #expect(entries.count == Self.limit && entries.last?.scale == 1.5)
  }

  @Test func aLongerListFromTheFileIsCutWithALine() throws {
    let path = temporaryStateFolder() + "/state.json"
    var entry = BundleState()
    entry.browser[BundleState.shoppingListField] = JSONValue(encoding: Self.list(Self.limit + 50))
    let key = StateStore.bundleKey(folder: PackagePaths.data.path)
    let seed = StateStore(path: path, bundleKey: key)
    seed.update(entry)
    #expect(seed.saveNow())
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let coordinator = AppCoordinator(
      source: bundle, options: Options(), labels: Labels(.en),
      terminal: HeadlessTerminal(size: Self.size, events: []))
    let lines = coordinator.startRemembering(
      StateStore(path: path, bundleKey: key), config: ConfigPlace())
    #expect(coordinator.state.shoppingList.entries.count == Self.limit)
    #expect(
      lines.contains(
        "The shopping list holds at most \(Self.limit) dishes: kept the first \(Self.limit) of \(Self.limit + 50)"
      ), "\(lines)")
  }

  @Test func aListAtTheLimitLoadsWhole() throws {
    var place = BrowserState()
    place.shoppingList = Self.list(Self.limit)
    var back = BrowserState()
    back.load(savedValues: place.savedValues())
    #expect(back.shoppingList == place.shoppingList)
  }
}
