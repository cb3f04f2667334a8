import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// The light and dark variants (issue 18), as goldens of the styles per
/// cell (`Canvas.styleDump`, what `--render-styles` prints): the launch
/// screen, and a recipe sheet over the dimmed lists.
@Suite struct ThemeVariantSnapshotTests {
  static let size = Size(width: 100, height: 30)

  @Test(arguments: ThemeChoice.allCases, ["", "enter"])
  func stylesOfTheVariant(choice: ThemeChoice, keys: String) throws {
    var options = Options()
    options.theme = choice
    let app = try AppHarness(size: Self.size, keys: keys, options: options)
    let frame = app.terminal.lastFrame ?? app.coordinator.application.render()
    // auto draws dark until the terminal answers: the same as dark.
    let name = "theme-\(choice == .light ? "light" : "dark")-\(keys.isEmpty ? "launch" : "sheet")"
    assertSnapshot(frame.text + "\n\n" + frame.styleDump, named: name + "-100x30")
  }

  @Test func theVariantsDifferWhereTheBackgroundMatters() throws {
    var light = Options()
    light.theme = .light
    let lightFrame = try #require(
      AppHarness(size: Self.size, keys: "enter", options: light)
        .terminal.lastFrame)
    let darkFrame = try #require(AppHarness(size: Self.size, keys: "enter").terminal.lastFrame)
    #expect(lightFrame.text == darkFrame.text)
    #expect(lightFrame.styleDump != darkFrame.styleDump)
  }
}

/// `--theme`, `theme.mode` and `--render-styles` through the command line.
@Suite struct ThemeCommandLineTests {
  func render(_ extra: [String], config: String? = nil) throws -> (Int32, [String], [String]) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("theme-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if let config {
      try FileManager.default.createDirectory(
        atPath: folder + "/config/recipes", withIntermediateDirectories: true)
      try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/config/recipes/config.toml"))
    }
    var output: [String] = []
    var errors: [String] = []
    let command = RecipesCommand(
      environment: [
        "HOME": folder + "/home", "XDG_CONFIG_HOME": folder + "/config",
        "XDG_STATE_HOME": folder + "/state", "LANG": "C.UTF-8",
      ], executable: nil,
      output: {
        output.append(
          contentsOf: $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      },
      errorOutput: { errors.append($0) })
    let status = command.run(
      ["--data", PackagePaths.data.path, "--render", "60x20", "--render-styles"] + extra
    ) { _ in throw CancellationError() }
    return (status, output, errors)
  }

  @Test func renderStylesPrintsTheStylesAfterTheScreen() throws {
    let (status, output, errors) = try render(["--theme", "light"])
    #expect(status == 0 && errors.isEmpty)
    let blank = try #require(output.firstIndex(of: ""))
    let styles = output[(blank + 1)...].filter { !$0.isEmpty }
    #expect(!styles.isEmpty)
    #expect(
      styles.allSatisfy { $0.range(of: #"^\d+: \d+-\d+ "#, options: .regularExpression) != nil })
  }

  @Test func theConfigsModeAppliesAndTheFlagWins() throws {
    let dark = try render(["--theme", "dark"]).1
    let light = try render(["--theme", "light"]).1
    #expect(dark != light)
    #expect(try render([], config: "[theme]\nmode = \"light\"\n").1 == light)
    #expect(try render(["--theme", "dark"], config: "[theme]\nmode = \"light\"\n").1 == dark)
    let (status, _, errors) = try render(["--theme", "sepia"])
    #expect(status == 2 && errors.first?.contains("--theme must be auto, dark or light") == true)
  }
}
