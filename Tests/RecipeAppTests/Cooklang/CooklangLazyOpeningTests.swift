import Foundation
import SplitLayout
import TermUI
import Testing

@testable import RecipeApp
@testable import RecipeKit

/// Opening a Cooklang collection lists the files of one category before
/// the first frame, the rest between keys (issue 26's first frame on
/// 10,000 files): the screens are the ones a whole walk gives, and what
/// needs every file (a change on disk, the check, the fingerprint, the
/// search index, a dish looked up by id) sees every file before the walk
/// is done.
@Suite struct CooklangLazyOpeningTests {
  static let folderCount = 12
  static let dishCount = 30

  /// Twelve folders of thirty recipes, each with its own title.
  static func write(_ collection: GeneratedCollection) throws {
    for folder in 1...folderCount {
      for dish in 1...dishCount {
        try collection.write(
          "Folder \(folder)/Dish \(dish).cook",
          "---\ntitle: Stew \(folder)x\(dish)\nservings: 2\n---\n"
            + "Simmer @beans{\(dish)%g} in a #pot{} for ~{\(folder)%minutes}.\n")
      }
    }
  }

  /// A collection freshly opened, its walk not done.
  static func opened(_ collection: GeneratedCollection) throws -> CooklangSource {
    let source = try CooklangSource(folder: collection.folder)
    #expect(source.isOpening)
    return source
  }

  /// The app on `source`; `keys` sent through the run loop when given.
  static func screen(_ source: CooklangSource, keys: String?) throws -> String {
    let events = try keys.map { try KeyScript.parse($0) } ?? []
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 40), events: events)
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    guard keys != nil else { return coordinator.application.render().text }
    _ = coordinator.run()
    return try #require(terminal.lastFrame).text
  }

  @Test func theFirstFrameListsOneCategorysFilesNotEvery() throws {
    try GeneratedCollection.with { collection in
      try Self.write(collection)
      let source = try Self.opened(collection)
      let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
      let coordinator = AppCoordinator(
        source: source, options: Options(), labels: Labels(.en), terminal: terminal)
      let first = coordinator.application.render().text
      #expect(first.contains("Stew 1x1"))
      // The root's files (are there any?) and the first category's: two
      // folders of thirteen, the other eleven left for between keys.
      #expect(source.foldersListed == 2)
      #expect(source.isOpening)
      #expect(coordinator.application.hasIdleWork)
      // The run loop (the headless terminal has no key waiting) lists the
      // rest after its first frame, which is the one above.
      _ = coordinator.run()
      #expect(!source.isOpening)
      #expect(source.foldersListed == Self.folderCount + 1)
      #expect(terminal.lastFrame?.text == first)
    }
  }

  @Test func theScreensAreTheOnesAWholeWalkGives() throws {
    try GeneratedCollection.with { collection in
      try Self.write(collection)
      for keys in [nil, "", "j j j enter", "G enter", "j enter down down enter"] {
        let lazy = try Self.screen(try Self.opened(collection), keys: keys)
        let wholeSource = try CooklangSource(folder: collection.folder)
        _ = wholeSource.scan
        #expect(!wholeSource.isOpening)
        let whole = try Self.screen(wholeSource, keys: keys)
        #expect(lazy == whole, "\(keys ?? "first frame")")
      }
    }
  }

  @Test func whatNeedsEveryFileSeesEveryFileBeforeTheWalkIsDone() throws {
    try GeneratedCollection.with { collection in
      try Self.write(collection)
      let total = Self.folderCount * Self.dishCount
      let check = try Self.opened(collection).check()
      #expect(check.dishCount == total)
      #expect(check.cuisineCount == Self.folderCount)
      #expect(try Self.opened(collection).fingerprint().dishIDs.count == total)
      #expect(try Self.opened(collection).scan.files.count == total)
      // A dish looked up by id, in a folder not listed yet.
      let byID = try Self.opened(collection)
      #expect(byID.filePath(forDishID: "Folder 11/Dish 29") == "Folder 11/Dish 29.cook")
      #expect(byID.recipe(forDishID: "Folder 10/Dish 3") != nil)
      // (Each lists its own folder's files only.)
      #expect(byID.isOpening)
      #expect(byID.recipeDish(forID: "Folder 12/Dish 30")?.name == "Stew 12x30")
      // The search index, built from a source whose walk is not done.
      let index = SearchIndex.build(from: try Self.opened(collection), ingredients: false)
      #expect(index.dishCount == total)
      #expect(index.search("Stew 11x7").ranked.count >= 1)
      #expect(index.search("Stew 12x30").total == 1)
    }
  }

  @Test func aChangeOnDiskDuringTheWalkIsSeen() throws {
    try GeneratedCollection.with { collection in
      try Self.write(collection)
      let source = try Self.opened(collection)
      let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
      let coordinator = AppCoordinator(
        source: source, options: Options(), labels: Labels(.en), terminal: terminal)
      _ = coordinator.application.render()
      #expect(source.isOpening)
      // A recipe shown is retitled, one in a folder not listed yet too,
      // and a new one comes: the change event (no run loop, so no walk
      // between) sees all three.
      try collection.write("Folder 1/Dish 1.cook", "---\ntitle: Renamed soup\n---\nStir.\n")
      try collection.write("Folder 9/Dish 4.cook", "---\ntitle: Renamed pie\n---\nBake.\n")
      try collection.write("Folder 12/Dish 31.cook", "---\ntitle: Newcomer\n---\nFry.\n")
      let root = collection.folder.path
      coordinator.application.dispatch(
        .fileChange(
          ["Folder 1/Dish 1.cook", "Folder 9/Dish 4.cook", "Folder 12/Dish 31.cook"].map {
            root + "/" + $0
          }))
      #expect(coordinator.application.render().text.contains("Renamed soup"))
      let folders = source.categories.filter { $0.idstr.hasPrefix("Folder ") }
      let nine = try #require(folders.first { $0.idstr == "Folder 9" })
      #expect(try source.dishes(of: nine).contains { $0.name == "Renamed pie" })
      let twelve = try #require(folders.first { $0.idstr == "Folder 12" })
      #expect(try source.dishes(of: twelve).count == Self.dishCount + 1)
      // A file changed in place (not a structural change) in a folder
      // not listed yet after a fresh opening.
      let fresh = try Self.opened(collection)
      _ = try fresh.dishes(of: nine)
      try collection.write("Folder 9/Dish 4.cook", "---\ntitle: Pie again\n---\nBake.\n")
      fresh.refresh(for: FileChanges(paths: [root + "/Folder 9/Dish 4.cook"]))
      #expect(try fresh.dishes(of: nine).contains { $0.name == "Pie again" })
      #expect(fresh.isOpening)
    }
  }
}
