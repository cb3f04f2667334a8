import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// The first column shows each source's name as a heading above its
/// categories (issue 26, "Several sources"), also when the column is
/// longer than the screen: the first source's heading is not scrolled
/// away at launch.
@Suite struct SourceHeadingTests {
  @Test(arguments: [14, 30])
  func theFirstHeadingShowsAtLaunch(rows: Int) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("SourceHeading-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let home = root.appendingPathComponent("Home")
    for path in ["Sauces/Pesto.cook", "Soups/Miso.cook"] {
      let url = home.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("Blend @basil{30%g}.\n".utf8).write(to: url)
    }
    // Data/'s sixteen cuisines make the column longer than 14 rows.
    let run = InProcessRun(
      ["--no-state", "--data", PackagePaths.data.path, "--render", "120x\(rows)", home.path],
      environment: InProcessRun.environment(folder: root.path))
    #expect(run.status == 0, "\(run.errors)")
    let screen = run.outputs.joined()
    let firstColumn = screen.split(separator: "\n").dropFirst(2).map {
      String($0.prefix(while: { $0 != "│" })).trimmingCharacters(in: .whitespaces)
    }
    #expect(Array(firstColumn.prefix(3)) == ["Home", "Sauces", "Soups"], "\(screen)")
  }
}
