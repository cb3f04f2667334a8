import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 18: `--a11y` for screen readers. Goldens of the launch, the
/// drawer, a recipe and the wide split in both languages; no box drawing
/// or decorative glyph anywhere; rows say where they are; the terminal's
/// cursor is on the focused row; the bottom line says where the user is.
@Suite struct AccessibleModeTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let size: Size
    let keys: String
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "launch-100x24", size: Size(width: 100, height: 24), keys: ""),
    Case(name: "drawer-100x24", size: Size(width: 100, height: 24), keys: "tab down"),
    Case(name: "recipe-100x24", size: Size(width: 100, height: 24), keys: "down enter"),
    Case(name: "split-140x30", size: Size(width: 140, height: 30), keys: "down down"),
  ]

  static var a11y: Options {
    var options = Options()
    options.a11y = true
    return options
  }

  static let decorative: Set<Character> = [
    "─", "│", "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼", "▲", "▼", "◀", "▶", "≡", "…", "✓",
  ]

  @Test(arguments: cases, [Labels.Language.en, .zh])
  func screen(_ test: Case, language: Labels.Language) throws {
    let app = try AppHarness(
      size: test.size, keys: test.keys, language: language, options: Self.a11y)
    assertSnapshot(app.screen, named: "a11y-\(test.name)-\(language.rawValue)")
    #expect(!app.screen.contains { Self.decorative.contains($0) })
  }

  @Test func theCursorIsOnTheFocusedRowAndTheRowsSayWhereTheyAre() throws {
    let app = try AppHarness(
      size: Size(width: 140, height: 30), keys: "down down", options: Self.a11y)
    let frame = try #require(app.terminal.lastFrame)
    let cursor = try #require(frame.cursor, "no cursor on the focused row")
    let row = frame.row(cursor.y)
    // Three columns: the cuisines have the focus.
    #expect(frame[cursor.x, cursor.y].character == "鲁" && row.contains(" 鲁菜, 3 of 16"))
    // Every change of place is one status line.
    let status = frame.row(frame.size.height - 1).trimmingCharacters(in: .whitespaces)
    #expect(status == "Cuisines: 鲁菜, 3 of 16")
    try app.send("tab")
    let after = try #require(app.terminal.lastFrame)
    let dish = try #require(app.coordinator.dishes.selectedDish)
    let line = "鲁菜 dishes: \(dish.name), 1 of \(app.coordinator.dishes.visible.count)"
    #expect(after.row(after.size.height - 1).trimmingCharacters(in: .whitespaces) == line)
    let moved = try #require(after.cursor)
    #expect(after[moved.x, moved.y].character == dish.name.first)
    #expect(after.row(moved.y).contains(dish.name + ", 1 of "))
  }

  @Test func withoutA11yThereIsNoCursorAndNoPositions() throws {
    let app = try AppHarness(size: Size(width: 140, height: 30), keys: "down down")
    #expect(app.terminal.lastFrame?.cursor == nil)
    #expect(!app.screen.contains(" of 9"))
  }

  @Test func theEnvironmentVariableTurnsItOn() throws {
    var lines: [String] = []
    let command = RecipesCommand(
      environment: ["LANG": "C.UTF-8", "HOME": "/nonexistent", "RECIPES_A11Y": "1"],
      executable: nil, output: { lines.append($0) }, errorOutput: { _ in })
    let status = command.run(["--data", PackagePaths.data.path, "--render", "100x24"]) { _ in
      throw CancellationError()
    }
    #expect(status == 0)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("番茄炒蛋, 1 of 9") && !text.contains { Self.decorative.contains($0) })
  }
}
