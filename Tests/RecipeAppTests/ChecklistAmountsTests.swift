import Foundation
import RecipeKit
import SplitLayout
import TermUI
import Testing

@testable import RecipeApp

/// The inspector's checklist shows the amounts the recipe page shows:
/// scaled after `+` and `-`, converted after `u`, as written after `=`.
@Suite struct ChecklistAmountsTests {
  /// The checklist's rows as drawn (`[ ] 番茄  4个（约800克）`).
  static func rows(_ coordinator: AppCoordinator) -> [String] {
    let checklist = coordinator.checklist
    return (0..<checklist.numberOfRows(in: checklist.list)).map {
      checklist.listView(checklist.list, rowAt: $0).title
    }
  }

  /// The rows the checklist should show for the page on screen: its
  /// ingredients at the page's scale and units.
  static func pageRows(_ coordinator: AppCoordinator) throws -> [String] {
    let dish = try #require(coordinator.presenter.dish)
    let shown = coordinator.cooking.recipe(for: dish)
    return shown.blocks.flatMap { block -> [String] in
      guard case .ingredients(_, let items) = block else { return [] }
      return items.map { item in
        let parts = IngredientNameNote(item.name)
        return "[ ] " + parts.name + (item.amount.isEmpty ? "" : "  " + item.amount)
          + (parts.note.isEmpty ? "" : "  （" + parts.note + "）")
      }
    }
  }

  @Test func scalingAndUnitsChangeTheChecklistWithThePage() throws {
    // 210 columns: the checklist is the inspector column beside the recipe.
    let app = try AppHarness(size: Size(width: 210, height: 30), keys: "tab enter")
    let coordinator = app.coordinator
    let asWritten = Self.rows(coordinator)
    #expect(asWritten == (try Self.pageRows(coordinator)))
    #expect(asWritten.contains("[ ] 番茄  2个（约400克）"), "\(asWritten)")

    try app.send("+ +")
    let doubled = Self.rows(coordinator)
    #expect(doubled == (try Self.pageRows(coordinator)))
    #expect(doubled.contains("[ ] 番茄  4个（约800克）"), "\(doubled)")
    #expect(app.screen.contains("[ ] 番茄  4个（约800克）"), "\(app.screen)")

    try app.send("u")
    let converted = Self.rows(coordinator)
    #expect(converted == (try Self.pageRows(coordinator)))
    #expect(converted != doubled)

    try app.send("=")
    #expect(Self.rows(coordinator) == (try Self.pageRows(coordinator)))
    #expect(Self.rows(coordinator) != converted)
  }

  @Test func aTickStaysOnItsRowWhenTheScaleChanges() throws {
    let app = try AppHarness(size: Size(width: 210, height: 30), keys: "tab enter")
    let coordinator = app.coordinator
    coordinator.checklist.toggle(row: 0)
    try app.send("+")
    #expect(Self.rows(coordinator).first?.hasPrefix("[x] ") == true)
    #expect(Self.rows(coordinator).dropFirst().allSatisfy { $0.hasPrefix("[ ] ") })
  }
}
