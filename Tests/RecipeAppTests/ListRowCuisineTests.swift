import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// Favourites and Recent mix cuisines, so their rows name each dish's
/// cuisine (issue 30, item 22); a cuisine's own rows do not.
@Suite struct ListRowCuisineTests {
  /// The second line of the row showing `name`.
  private func rowDetail(_ app: AppHarness, _ name: String) -> String? {
    let rows = app.screen.split(separator: "\n").map(String.init)
    guard let row = rows.firstIndex(where: { $0.contains(name) }), row + 1 < rows.count else {
      return nil
    }
    return rows[row + 1]
  }

  @Test func favouritesRowsNameTheirCuisine() throws {
    // A dish of the first cuisine, then one of the second, marked.
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab down f left down tab f")
    let second = try #require(app.coordinator.dishes.selectedDish)
    let secondCuisine = try #require(app.coordinator.dishes.cuisine?.name)
    try app.send("left home enter")
    #expect(app.coordinator.dishes.cuisine?.idstr == AppMemory.favouritesID)
    let detail = try #require(rowDetail(app, second.name))
    #expect(detail.contains(secondCuisine + "  Difficulty:"), "\(app.screen)")
  }

  @Test func recentRowsNameTheirCuisine() throws {
    let app = try AppHarness(
      size: Size(width: 120, height: 30), keys: "tab down enter esc", language: .zh)
    let dish = try #require(app.coordinator.dishes.selectedDish)
    let cuisine = try #require(app.coordinator.dishes.cuisine?.name)
    try app.send("left home enter")
    #expect(app.coordinator.dishes.cuisine?.idstr == AppMemory.recentID)
    let detail = try #require(rowDetail(app, dish.name))
    #expect(detail.contains(cuisine + "  打开于 "), "\(app.screen)")
  }

  @Test func aCuisinesOwnRowsDoNotRepeatIt() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab")
    let dish = try #require(app.coordinator.dishes.selectedDish)
    let detail = try #require(rowDetail(app, dish.name))
    #expect(detail.contains("Difficulty:"))
    #expect(!detail.contains("家常菜  "), "\(detail)")
  }
}
