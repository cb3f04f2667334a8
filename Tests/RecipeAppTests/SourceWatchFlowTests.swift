import Foundation
import RecipeKit
import SplitLayout
import TermUI
import Testing

@testable import RecipeApp

/// The sources-and-watching flow headless: a scripted `.fileChange`, the
/// files changed on disk just before it comes, changes the page and the
/// list while the place is kept.
@Suite struct SourceWatchFlowTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flow-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sauces"), withIntermediateDirectories: true)
    for name in ["Aioli", "Bechamel", "Pesto"] {
      try "Stir the \(name.lowercased()) base.\nSeason it."
        .write(to: file(name), atomically: false, encoding: .utf8)
    }
  }

  private func file(_ name: String) -> URL {
    folder.appendingPathComponent("Sauces/\(name).cook")
  }

  private func run(_ keys: String, then change: @escaping () -> Void) throws -> (
    HeadlessTerminal, AppCoordinator, FolderTestSource
  ) {
    let source = FolderTestSource(folder: folder)
    var events = try KeyScript.parse(keys)
    events.append(.fileChange([file("Bechamel").path]))
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 30), events: events)
    terminal.willDeliver = { event in
      if case .fileChange = event { change() }
    }
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    _ = coordinator.run()
    return (terminal, coordinator, source)
  }

  @Test func anEditedOpenRecipeIsReadAgainInPlace() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (terminal, coordinator, source) = try run("enter j enter") {
      try? "Stir the bechamel base.\nSeason it.\nAdd nutmeg at the end."
        .write(to: file("Bechamel"), atomically: false, encoding: .utf8)
    }
    let screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("Add nutmeg at the end."))
    #expect(coordinator.presenter.dish?.idstr == "Sauces/Bechamel")
    #expect(coordinator.dishes.selectedDish?.idstr == "Sauces/Bechamel")
    #expect(source.invalidated == ["Sauces/Bechamel.cook"])
    #expect(coordinator.sourceWatch?.refreshCount == 1)
  }

  @Test func aNewFileShowsInTheListWithTheHighlightKept() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (terminal, coordinator, source) = try run("enter j j") {
      try? "Whisk.".write(to: file("Aaa Dressing"), atomically: false, encoding: .utf8)
    }
    let screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("Aaa Dressing"))
    #expect(coordinator.dishes.selectedDish?.idstr == "Sauces/Pesto")
    #expect(source.reloadCount == 1)
  }

  @Test func aRemovedFileLeavesTheList() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (terminal, _, _) = try run("enter") {
      try? FileManager.default.removeItem(at: file("Pesto"))
    }
    let screen = try #require(terminal.lastFrame).text
    #expect(!screen.contains("Pesto"))
    #expect(screen.contains("Bechamel"))
  }

  @Test func theBundleHasNoWatchingFlow() throws {
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 30))
    let coordinator = AppCoordinator(
      source: try RecipeBundle(folder: URL(fileURLWithPath: "Data")), options: Options(),
      labels: Labels(.en), terminal: terminal)
    #expect(coordinator.sourceWatch == nil)
    #expect(terminal.watchedDescriptor == nil)
  }
}
