import Foundation
import RecipeKit
import SplitLayout
import TermUI
import Testing

@testable import RecipeApp

/// Watching with several sources open: a file added in the second
/// collection shows (its category's list, and the first column when it
/// is a new folder) after a scripted `.fileChange`.
@Suite struct SeveralSourcesWatchTests {
  @Test func aChangeInTheSecondSourceShows() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("several-watch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in [
      ("Home/Sauces/Pesto.cook", "Blend @basil{}."), ("Work/Bakes/Scones.cook", "Rub @butter{}."),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: false, encoding: .utf8)
    }
    let source = CompositeSource([
      try CooklangSource(folder: root.appendingPathComponent("Home")),
      try CooklangSource(folder: root.appendingPathComponent("Work")),
    ])
    let added = root.appendingPathComponent("Work/Pies/Apple Pie.cook")
    let terminal = HeadlessTerminal(
      size: Size(width: 130, height: 24), events: [.fileChange([added.path])])
    terminal.willDeliver = { event in
      guard case .fileChange = event else { return }
      try? FileManager.default.createDirectory(
        at: added.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? "Bake @apples{6}.".write(to: added, atomically: false, encoding: .utf8)
    }
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    #expect(coordinator.sourceWatch != nil)
    _ = coordinator.run()
    #expect(coordinator.sourceWatch?.refreshCount == 1)
    let rows = coordinator.menu.cuisines.map(\.idstr)
    #expect(rows == ["/heading/Home", "Home/Sauces", "/heading/Work", "Work/Bakes", "Work/Pies"])
    let pies = try #require(source.categories.first { $0.idstr == "Work/Pies" })
    #expect(try source.dishes(of: pies).map(\.idstr) == ["Work/Pies/Apple Pie"])
    // The highlight stayed on the first category (not a heading).
    #expect(coordinator.menu.chosenIndex == 1)
  }
}
