import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 18: `y` copies the open recipe as `--print` prints it, or says it
/// cannot; `ctrl-z` records the place, suspends the terminal and repaints.
@Suite struct CopyAndSuspendTests {
  static let size = Size(width: 100, height: 30)

  /// What `recipes --print ID --width 80` prints.
  func printed(_ id: String, folder: URL = PackagePaths.data) -> [String] {
    var lines: [String] = []
    let command = RecipesCommand(
      environment: ["LANG": "C.UTF-8", "HOME": "/nonexistent"], executable: nil,
      output: { lines.append($0) }, errorOutput: { _ in })
    _ = command.run(["--data", folder.path, "--print", id, "--width", "80", "--no-state"]) { _ in
      throw CancellationError()
    }
    return lines
  }

  @Test func yCopiesTheOpenRecipeAsPrintPrintsIt() throws {
    let app = try AppHarness(size: Self.size, keys: "enter")
    app.terminal.allowsClipboard = true
    try app.send("y")
    let dish = try #require(app.coordinator.presenter.dish)
    #expect(app.terminal.clipboard == [printed(dish.idstr).joined(separator: "\n")])
    #expect(app.screen.contains("Copied the recipe to the clipboard"))
  }

  @Test func whereTheTerminalCannotItSaysSo() throws {
    let app = try AppHarness(size: Self.size, keys: "enter y")
    #expect(app.terminal.clipboard.isEmpty)
    #expect(app.screen.contains("this terminal takes no clipboard"))
    let zh = try AppHarness(size: Self.size, keys: "enter y", language: .zh)
    #expect(zh.screen.contains("终端不接受剪贴板"))
  }

  @Test func theHostileBundlesTextReachesTheClipboardSanitised() throws {
    try HostileBundle.with { bundle in
      let app = try AppHarness(size: Self.size, keys: "enter", folder: bundle.folder)
      app.terminal.allowsClipboard = true
      try app.send("y")
      let text = try #require(app.terminal.clipboard.first)
      #expect(!text.isEmpty)
      #expect(
        text.unicodeScalars.allSatisfy {
          $0 == "\n" || ($0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value))
        })
    }
  }

  @Test func ctrlZSuspendsRecordsThePlaceAndRepaints() throws {
    let app = try AppHarness(size: Self.size, keys: "down down")
    let before = app.screen
    try app.send("ctrl-z")
    #expect(app.terminal.suspendCount == 1)
    #expect(app.screen == before, "the same screen after fg")
  }
}
