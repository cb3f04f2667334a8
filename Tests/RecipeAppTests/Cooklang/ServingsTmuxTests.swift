import Foundation
import SplitLayout
import TestSupport
import Testing

/// Issue 27 end to end in tmux: a Cooklang recipe scaled by servings, then
/// cooked, its named two-second timer started and ringing under its name.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"),
  .enabled(
    if: PackagePaths.which("tmux") != nil && PackagePaths.which("bash") != nil,
    "needs tmux and bash"))
struct ServingsTmuxTests {
  @Test func scaleARecipeAndCookWithANamedTimerRinging() throws {
    let app = try GreenTeaApp()
    let tmux = app.tmux
    // The category, the dish, open it; one serving more: 3 of 2.
    try tmux.send(keys: ["Enter"])
    try tmux.send(keys: ["Enter"])
    try wait(tmux, "500 ml")
    try tmux.send(keys: ["+"])
    let scaled = try wait(tmux, "3 servings (×1.5)")
    // 2 tsp × 1.5 = 3 tsp, 500 ml × 1.5 = 750 ml.
    #expect(scaled.joined().contains("3 tsp"))
    #expect(scaled.joined().contains("750 ml"))
    // The servings fact follows the scale.
    #expect(scaled.joined().contains("Servings: 3 (×1.5)"))
    // Cook mode: the timer's chip, started with enter, rings as `steep`.
    try tmux.send(keys: ["c"])
    try wait(tmux, "[⏱ 00:02]")
    try tmux.send(keys: ["Enter"])
    let rang = try tmux.waitForScreen(timeout: 10) { rows in
      rows.joined().contains("done]") && rows.joined().contains("Green Tea · steep")
    }
    #expect(rang.joined().contains("Green Tea · steep"))
    // Acknowledge it, then `esc` layer by layer (the ring, cook mode, the
    // recipe) until the base screen's footer offers `q quit`, and quit.
    try tmux.send(keys: ["Enter"])
    for _ in 0..<4 {
      let rows = try tmux.waitForScreen(timeout: 2) { $0.last { !$0.isEmpty }?.hasSuffix("q quit") == true }
      if rows.last(where: { !$0.isEmpty })?.hasSuffix("q quit") == true { break }
      try tmux.send(keys: ["Escape"])
      // `q` right after `esc` would read as alt-q: let the layer go first.
      _ = try tmux.waitForScreen(timeout: 2) { $0 != rows }
    }
    let base = try wait(tmux, "q quit")
    #expect(!base.joined().contains("[Close]"), "\(base)")
    try tmux.send(keys: ["q"])
    let asked = try tmux.waitForScreen(timeout: 5) {
      $0.joined().contains("again to quit") || $0.last { !$0.isEmpty }?.hasPrefix("$") == true
    }
    if asked.joined().contains("again to quit") { try tmux.send(keys: ["q"]) }
    let shell = try tmux.waitForScreen { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }
    #expect(shell.last { !$0.isEmpty }?.hasPrefix("$") == true, "\(shell)")
  }

  /// A menu of the collection: highlighted under `Menus`, `a` puts its
  /// recipe on the list at the menu's servings (4 of 2: ×2), `L` shows it.
  @Test func addAMenuAndOpenTheShoppingList() throws {
    let app = try GreenTeaApp(files: [
      "Tea Time.menu": "== Monday ==\n@./Drinks/Green Tea{4%servings}\n"
    ])
    let tmux = app.tmux
    // The drawer's categories: Drinks, then Menus.
    try tmux.send(keys: ["m"])
    try wait(tmux, "Menus")
    try tmux.send(keys: ["Down", "Enter"])
    try wait(tmux, "Tea Time")
    try tmux.send(keys: ["a"])
    try wait(tmux, "Added the recipe of Tea Time to the shopping list")
    try tmux.send(keys: ["L"])
    let list = try wait(tmux, "Shopping list 1 dish")
    // 2 tsp and 500 ml for 2 servings, the menu asks for 4.
    #expect(list.joined().contains("Green Tea ×2"))
    #expect(list.joined().contains("tea leaves  4 tsp"))
    #expect(list.joined().contains("water  1000 ml"))
    try tmux.send(keys: ["Escape"])
    _ = try tmux.waitForScreen(timeout: 5) { !$0.joined().contains("Shopping list") }
    try tmux.send(keys: ["q"])
    let shell = try tmux.waitForScreen { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }
    #expect(shell.last { !$0.isEmpty }?.hasPrefix("$") == true, "\(shell)")
  }

  /// A collection of one recipe, `Drinks/Green Tea` (2 servings, a named
  /// two-second timer), and `files` beside it (path: text), in a new
  /// folder removed at the end; the built app started on it in tmux at
  /// 100x30, its base screen up.
  final class GreenTeaApp {
    let folder: URL
    let tmux: TmuxSession

    init(files: [String: String] = [:]) throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("cooklang-tmux-\(UUID().uuidString)")
      let file = folder.appendingPathComponent("Drinks/Green Tea.cook")
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try """
      ---
      servings: 2
      ---
      Steep @tea leaves{2%tsp} in @water{500%ml} for ~steep{2%seconds}.

      """.write(to: file, atomically: false, encoding: .utf8)
      for (path, text) in files {
        try text.write(to: folder.appendingPathComponent(path), atomically: false, encoding: .utf8)
      }
      let binary = try #require(PackagePaths.recipesBinary)
      tmux = try #require(try TmuxSession.cleanShell(columns: 100, rows: 30))
      try tmux.send(keys: ["\(binary.path) --data '\(folder.path)'", "Enter"])
      try ServingsTmuxTests.wait(tmux, "q quit")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  /// Waits for `text` on the screen, and records an issue when it does not come.
  @discardableResult
  static func wait(_ tmux: TmuxSession, _ text: String) throws -> [String] {
    let rows = try tmux.waitForScreen(timeout: 15) { $0.joined().contains(text) }
    #expect(rows.joined().contains(text), "waited for \(text): \(rows.joined(separator: "\n"))")
    return rows
  }

  @discardableResult
  private func wait(_ tmux: TmuxSession, _ text: String) throws -> [String] {
    try Self.wait(tmux, text)
  }
}
