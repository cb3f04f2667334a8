import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// `f` and the two lists above the cuisines: `★ Favourites` and `Recent`.
@Suite struct FavouritesTests {
  @Test func fMarksTheHighlightedDishAndTheFavouritesRowAppears() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab down")
    let dish = try #require(app.coordinator.dishes.selectedDish)
    #expect(!app.screen.contains("★"), "no favourites yet: no row")
    try app.send("f")
    #expect(app.coordinator.memory.isFavourite(dish.idstr))
    let rows = app.screen.split(separator: "\n").map(String.init)
    #expect(rows[2].hasPrefix(" ★ Favourites"), "\(rows[2])")
    #expect(rows.contains { $0.contains("★ " + dish.name) }, "the row shows ★")
    // The chosen cuisine and the highlight stay on what they were.
    #expect(app.coordinator.menu.cuisines[app.coordinator.menu.chosenIndex ?? 0].idstr == "1")
    #expect(app.coordinator.dishes.selectedDish == dish)
    try app.send("f")
    #expect(!app.coordinator.memory.isFavourite(dish.idstr))
    #expect(!app.screen.contains("★"), "the last favourite removed: the row goes")
  }

  @Test func fInAnOpenRecipeMarksItsDish() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab down down enter")
    let dish = try #require(app.coordinator.presenter.dish)
    try app.send("f")
    #expect(app.coordinator.memory.favourites.map(\.dish) == [dish.idstr])
  }

  @Test func theFavouritesRowListsThemAcrossCuisinesNewestFirst() throws {
    // A dish of the first cuisine, then one of the second.
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab down f left down tab f")
    let ids = app.coordinator.memory.favourites.map(\.dish)
    #expect(ids.count == 2)
    try app.send("left home enter")
    #expect(app.coordinator.dishes.cuisine?.idstr == AppMemory.favouritesID)
    #expect(app.coordinator.dishes.dishes.map(\.idstr) == ids)
    // Unmarking one there takes it off the list at once.
    try app.send("f")
    #expect(app.coordinator.dishes.dishes.count == 1)
  }

  @Test func recentListsOpenedDishesWithTheirDates() throws {
    let app = try AppHarness(
      size: Size(width: 120, height: 30), keys: "tab down enter esc down enter esc")
    let history = app.coordinator.memory.history
    #expect(history.count == 2 && history.allSatisfy { $0.kind == .opened })
    try app.send("left home enter")
    #expect(app.coordinator.dishes.cuisine?.idstr == AppMemory.recentID)
    #expect(app.coordinator.dishes.dishes.map(\.idstr) == history.map(\.dish))
    let date = AppMemory.dateText(history[0].date)
    #expect(app.screen.contains("Opened \(date)"), "\(app.screen)")
    #expect(date.count == 16 && date.dropFirst(4).first == "-")
  }

  @Test func chineseRowsAreNamedInChinese() throws {
    let app = try AppHarness(
      size: Size(width: 120, height: 30), keys: "tab down f enter esc", language: .zh)
    #expect(app.screen.contains("★ 收藏"))
    #expect(app.screen.contains("最近"))
    try app.send("left home down enter")
    #expect(app.screen.contains("打开于 "))
  }

  @Test func aRemappedFavouriteKeyWorks() throws {
    var options = Options()
    options.keys = [.favourite: [.character("F")]]
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab f F", options: options)
    #expect(app.coordinator.memory.favourites.count == 1)
  }

  @Test func aFavouriteKeyRemappedInTheConfigWorksInARender() throws {
    let config = "[keys]\nfavourite = \"F\"\n"
    func render(_ keys: String) throws -> String {
      let result = try ConfigCommandTests().run(
        ["--render", "120x30", "--data", PackagePaths.data.path, "--keys", keys], config: config)
      #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
      return result.output.joined(separator: "\n")
    }
    #expect(try render("tab F").contains("★ Favourites"))
    #expect(!(try render("tab f")).contains("★"), "f is no longer bound")
  }

  @Test func asciiMarksWithAStar() throws {
    var options = Options()
    options.ascii = true
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab f", options: options)
    #expect(app.screen.contains(" * Favourites") && app.screen.contains("* 番茄炒蛋"))
    #expect(!app.screen.contains("★"))
  }
}
