import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// The shopping list in the app on `Data/Cooklang` (issue 27; issue 30,
/// item 10): `a` on a menu, the aisles and the pantry on the list, `x` then
/// `r`, `>` and `y` (`|`: `ShoppingListPagerTests`).
@Suite struct CooklangShoppingAppTests {
  static let size = Size(width: 120, height: 40)
  static let folder = PackagePaths.data.appendingPathComponent("Cooklang")

  /// The app on `Data/Cooklang` after `keys`; the pantry read on 5.12.2026.
  static func app(
    _ keys: String, environment: [String: String] = [:], configure: (HeadlessTerminal) -> Void = { _ in }
  ) throws -> (HeadlessTerminal, AppCoordinator) {
    let source = try RecipeSources.open(folder: folder)
    let terminal = HeadlessTerminal(size: size, events: [])
    configure(terminal)
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    coordinator.cooking.environment = ["RECIPES_TODAY": "05.12.2026"].merging(environment) { $1 }
    _ = coordinator.run()
    try send(keys, terminal, coordinator)
    return (terminal, coordinator)
  }

  static func send(_ keys: String, _ terminal: HeadlessTerminal, _ coordinator: AppCoordinator) throws {
    for event in try KeyScript.parse(keys) {
      terminal.enqueue([event])
      _ = terminal.nextEvent()
      coordinator.application.dispatch(event)
      coordinator.application.display()
    }
  }

  static func screen(_ terminal: HeadlessTerminal, _ coordinator: AppCoordinator) -> String {
    (terminal.lastFrame ?? coordinator.application.render()).text
  }

  @Test func aOnAMenuAddsEveryRecipeAtTheMenusAmounts() throws {
    // `G` takes the first column to its last row, Menus; the first menu is
    // Weeknight Dinners.
    let (terminal, coordinator) = try Self.app("G a")
    let entries = coordinator.state.shoppingList.entries
    #expect(
      entries.map(\.dishID) == [
        "Mains/Roast Chicken", "Sauces/Vinaigrette", "Mains/Spaghetti Bolognese",
        "Mains/Chickpea Curry", "Mains/Fish Tacos", "Lemonade", "Baking/Margherita Pizza",
        "Sauces/Basil Pesto", "Breakfast/Eggs/Eggs Benedict", "Baking/Chocolate Chip Cookies",
      ])
    // {4%servings} of servings 4 and 6, {2}, {125%g} of a 250 g yield,
    // {12%cookies} of 24 cookies.
    #expect(entries.map(\.scale) == [1, 1, 4.0 / 6, 2, 1, 1, 2, 0.5, 2, 0.5])
    #expect(Self.screen(terminal, coordinator).contains("Added the 10 recipes of Weeknight Dinners"))
  }

  @Test func theListIsInAisleOrderWithThePantryDimmed() throws {
    let (terminal, coordinator) = try Self.app("G a L")
    let lines = Self.screen(terminal, coordinator).split(separator: "\n").map(String.init)
    let produce = try #require(lines.firstIndex { $0.contains("│ produce") })
    let herbs = try #require(lines.firstIndex { $0.contains("│ herbs") })
    #expect(produce < herbs)
    // Eggs Benedict ×2 poaches 8 eggs; Hollandaise's yolks are yolks.
    try Self.send("end", terminal, coordinator)
    let page = try #require(coordinator.cooking.shoppingList)
    let items = page.rows.compactMap { row -> ShoppingItem? in
      if case .item(let item) = row { return item }
      return nil
    }
    #expect(items.first { $0.name == "butter" }?.pantry == .have)
    #expect(items.first { $0.name == "whole chicken" }?.pantry == nil)
    let headings = page.rows.compactMap { row -> String? in
      if case .heading(let text) = row { return text }
      return nil
    }
    #expect(headings.first == "Dishes")
    #expect(headings.dropFirst().first == "produce")
    #expect(headings.last == "tap")
  }

  @Test func xRemovesADishAndRBringsItBackInItsPlace() throws {
    let (terminal, coordinator) = try Self.app("G a L down")
    let before = coordinator.state.shoppingList.entries.map(\.dishID)
    try Self.send("x", terminal, coordinator)
    #expect(coordinator.state.shoppingList.entries.count == before.count - 1)
    #expect(Self.screen(terminal, coordinator).contains("Removed Mustard Vinaigrette — r restores"))
    try Self.send("r", terminal, coordinator)
    #expect(coordinator.state.shoppingList.entries.map(\.dishID) == before)
    // After the 5 seconds `r` does nothing.
    try Self.send("down x", terminal, coordinator)
    let clock = ContinuousClock.now + .seconds(6)
    coordinator.clock = { clock }
    try Self.send("r", terminal, coordinator)
    #expect(coordinator.state.shoppingList.entries.count == before.count - 1)
  }

  /// A menu has no difficulty or time: its row says `Menu` instead.
  @Test func menuRowsSayMenuNotDifficultyAndTime() throws {
    let (terminal, coordinator) = try Self.app("G")
    let screen = Self.screen(terminal, coordinator)
    let lines = screen.split(separator: "\n").map(String.init)
    let row = try #require(lines.firstIndex { $0.contains("Weeknight Dinners") })
    #expect(lines[row + 1].contains("Menu"), "\(screen)")
    #expect(!screen.contains("Difficulty: -"), "\(screen)")
  }

  @Test func greaterThanWritesTheFileAndReplacesOnlyAfterY() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("week.md").path
    let (terminal, coordinator) = try Self.app("G a L >")
    #expect(Self.screen(terminal, coordinator).contains("Save to: shopping-list.md"))
    try Self.send("ctrl-u text:\(path) enter", terminal, coordinator)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.hasPrefix("# Shopping list\n"))
    #expect(written.contains("## produce"))
    #expect(written.contains("- [ ] butter 315 g — "))
    // Again: the file exists, so it asks; `n` keeps it, `y` replaces it.
    try "mine\n".write(toFile: path, atomically: true, encoding: .utf8)
    try Self.send("> ctrl-u text:\(path) enter", terminal, coordinator)
    #expect(Self.screen(terminal, coordinator).contains("week.md exists. Replace it? (y/n)"))
    try Self.send("n", terminal, coordinator)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
    try Self.send("> ctrl-u text:\(path) enter y", terminal, coordinator)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
  }

  @Test(arguments: [
    ([String: String](), "Sent to the terminal's clipboard"),
    (["TMUX": "/tmp/tmux-0/default,1,0", "RECIPES_TMUX_CLIPBOARD": "external"], "set -g set-clipboard on"),
    (["TMUX": "/tmp/tmux-0/default,1,0", "RECIPES_TMUX_CLIPBOARD": "on"], "Sent to the terminal's clipboard"),
  ])
  func yTellsWhereTheListWent(environment: [String: String], message: String) throws {
    let (terminal, coordinator) = try Self.app(
      "G a L y", environment: environment, configure: { $0.allowsClipboard = true })
    let screen = Self.screen(terminal, coordinator)
    #expect(screen.contains(message), "\(screen)")
    #expect(environment["RECIPES_TMUX_CLIPBOARD"] != "on" || !screen.contains("set-clipboard"))
    #expect(terminal.clipboard.first?.contains("produce") == true)
  }

  @Test func theFirstWStartsWithThePantrysItems() throws {
    let (_, coordinator) = try Self.app("w")
    let text = try #require(coordinator.cooking.whatCanICook?.text)
    #expect(text.hasPrefix("butter milk eggs parmesan plainyogurt 鸡蛋"))
  }
}
