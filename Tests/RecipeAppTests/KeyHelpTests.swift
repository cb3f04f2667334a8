import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// The help, `--help` and the README are made from (or checked against) the
/// controllers' binding tables, and the tables drive dispatch.
@Suite struct KeyHelpTests {
  /// The README's table under `## Keys`, as lines.
  static func readmeKeyTable() throws -> String {
    let readme = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let heading = try #require(lines.firstIndex(of: "## Keys"))
    let table = lines[(heading + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    return table.joined(separator: "\n")
  }

  @Test func theReadmesKeyTableIsTheGeneratedOne() throws {
    let readme = try Self.readmeKeyTable()
    let generated = KeyHelp.markdownTable()
    #expect(readme == generated, "README.md's key table should be:\n\(generated)")
  }

  @Test(arguments: Labels.Language.allCases)
  func everyBoundActionOfTheAppIsInTheHelp(language: Labels.Language) {
    let rows = KeyHelp.rows(language)
    let tables = [
      AppCoordinator.bindings, MenuViewController.bindings, DishListViewController.bindings,
      ListView.bindings, SplitViewController.bindings, Application.bindings,
    ]
    for binding in tables.flatMap(\.entries) {
      let keys = binding.keys.map(\.description)
      #expect(
        rows.contains { row in keys.allSatisfy { key in row.keys.joined().contains(key) } },
        "\(binding.action) (\(keys)) is not in the \(language) help")
    }
  }

  @Test func helpTextListsTheGeneratedKeys() {
    let help = Options.helpText
    for row in KeyHelp.rows(.en) {
      #expect(help.contains(KeyHelp.text(of: row)) && help.contains(row.label), "\(row.label)")
    }
    #expect(help.contains("recipes --render COLSxROWS"))
  }

  @Test func theKeysPageShowsTheRemappedKeys() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40))
    app.coordinator.application.keyOverrides = [.sort: [.character("o")]]
    try app.send("?")
    #expect(app.screen.contains("[‹ Help] Keys"))
    func sortLine() -> Substring? {
      app.screen.split(separator: "\n").first { $0.contains("Sort: default") }
    }
    // Down the page until the line shows (the page is longer than the popover).
    for _ in 0..<40 where sortLine() == nil { try app.send("down") }
    #expect(sortLine()?.contains(" o ") == true)
  }

  @Test func remappedKeysDriveTheApp() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40))
    app.coordinator.application.keyOverrides = [
      .sort: [.character("o")], .moveDown: [.character("n")], .quit: [.character("x")],
      .close: [.escape],
    ]
    try app.send("s")
    #expect(app.coordinator.application.presentations.isEmpty)
    try app.send("o")
    #expect(app.coordinator.application.presentations.count == 1)
    // `q` no longer closes; esc does.
    try app.send("q")
    #expect(app.coordinator.application.presentations.count == 1)
    try app.send("esc tab n n")
    #expect(app.coordinator.dishes.list.selectedRow == 2)
    try app.send("j q")
    #expect(app.coordinator.dishes.list.selectedRow == 2)
    app.terminal.enqueue([.key(.character("x"))])
    #expect(app.coordinator.application.run() == .quit)
  }
}
