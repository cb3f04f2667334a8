import Foundation
import RecipeKit
import SplitLayout
import TermUI
import Testing

@testable import RecipeApp

/// The watching flow on the real Cooklang source (not a test double): a
/// step added on disk and a new recipe show after a scripted `.fileChange`,
/// the open recipe and the highlight kept.
@Suite struct CooklangWatchTests {
  let folder: URL

  init() throws {
    folder = try SauceFolder.make(prefix: "cooklang-watch")
  }

  private func file(_ name: String) -> URL { SauceFolder.file(name, in: folder) }

  @Test func anEditAndANewFileShowWithThePlaceKept() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try CooklangSource(folder: folder)
    var events = try KeyScript.parse("enter j enter")
    events.append(.fileChange([file("Bechamel").path, file("Anchovy Dressing").path]))
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 30), events: events)
    terminal.willDeliver = { event in
      guard case .fileChange = event else { return }
      try? "Stir the @bechamel base{1%cup}.\n\nSeason it.\n\nGrate @nutmeg{} over it."
        .write(to: file("Bechamel"), atomically: false, encoding: .utf8)
      try? "Whisk.".write(to: file("Anchovy Dressing"), atomically: false, encoding: .utf8)
    }
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    _ = coordinator.run()
    let screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("Grate nutmeg over it."))
    // The new recipe sorts first: Bechamel, still highlighted, is now the
    // third of four (the list is behind the sheet).
    #expect(screen.contains("Sauces 3/4"))
    #expect(coordinator.presenter.dish?.idstr == "Sauces/Bechamel")
    #expect(coordinator.dishes.selectedDish?.idstr == "Sauces/Bechamel")
    #expect(coordinator.sourceWatch?.refreshCount == 1)
  }
}
