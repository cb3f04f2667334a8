import Foundation
import RecipeKit
import Testing

/// The inotify watcher on a temporary folder: each kind of change arrives,
/// several events of one save come as one batch, new folders are watched,
/// links are not followed.
@Suite struct FileWatcherTests {
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("watch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: folder + "/Sauces", withIntermediateDirectories: true)
    try "old".write(toFile: folder + "/Sauces/Pesto.cook", atomically: false, encoding: .utf8)
  }

  private func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

  private func watcher() throws -> FileWatcher {
    try #require(FileWatcher(root: folder))
  }

  @Test func nothingWaitingGivesNothingAtOnce() throws {
    defer { cleanUp() }
    let watcher = try watcher()
    let start = ContinuousClock.now
    #expect(watcher.takeChanges().isEmpty)
    #expect(ContinuousClock.now - start < .milliseconds(50))
    #expect(watcher.watchCount == 2)
  }

  @Test func aNewFileIsStructural() throws {
    defer { cleanUp() }
    let watcher = try watcher()
    try "new".write(toFile: folder + "/Sauces/Aioli.cook", atomically: false, encoding: .utf8)
    let changes = watcher.takeChanges()
    #expect(changes.paths == [folder + "/Sauces/Aioli.cook"])
    #expect(changes.isStructural)
  }

  @Test func anEditIsOneChangeNotStructural() throws {
    defer { cleanUp() }
    let watcher = try watcher()
    // Several writes and a close: one batch naming the file once.
    let handle = try #require(FileHandle(forWritingAtPath: folder + "/Sauces/Pesto.cook"))
    for _ in 0..<5 { handle.write(Data("more\n".utf8)) }
    try handle.close()
    let changes = watcher.takeChanges()
    #expect(changes.paths == [folder + "/Sauces/Pesto.cook"])
    #expect(!changes.isStructural)
    #expect(watcher.takeChanges().isEmpty)
  }

  @Test func anEditorsSaveIsOneBatch() throws {
    defer { cleanUp() }
    let watcher = try watcher()
    // Write a temporary file, rename it over the recipe (as vim and most
    // editors do), spread over time shorter than the settling time.
    try "v2".write(toFile: folder + "/Sauces/.Pesto.swp", atomically: false, encoding: .utf8)
    let writer = Thread {
      usleep(20_000)
      _ = rename(self.folder + "/Sauces/.Pesto.swp", self.folder + "/Sauces/Pesto.cook")
    }
    writer.start()
    let changes = watcher.takeChanges()
    #expect(changes.paths.contains(folder + "/Sauces/Pesto.cook"))
    #expect(changes.isStructural)
    #expect(watcher.takeChanges().isEmpty)
  }

  @Test func renameAndRemoveName() throws {
    defer { cleanUp() }
    let watcher = try watcher()
    try FileManager.default.moveItem(
      atPath: folder + "/Sauces/Pesto.cook", toPath: folder + "/Sauces/Green.cook")
    let renamed = watcher.takeChanges()
    #expect(renamed.paths == [folder + "/Sauces/Green.cook", folder + "/Sauces/Pesto.cook"])
    try FileManager.default.removeItem(atPath: folder + "/Sauces/Green.cook")
    let removed = watcher.takeChanges()
    #expect(removed.paths == [folder + "/Sauces/Green.cook"])
    #expect(removed.isStructural)
  }

  @Test func aNewFolderIsWatchedAsItAppears() throws {
    defer { cleanUp() }
    let watcher = try watcher()
    try FileManager.default.createDirectory(
      atPath: folder + "/Breakfast", withIntermediateDirectories: false)
    let created = watcher.takeChanges()
    #expect(created.paths == [folder + "/Breakfast"])
    #expect(watcher.watchCount == 3)
    try "eggs".write(toFile: folder + "/Breakfast/Eggs.cook", atomically: false, encoding: .utf8)
    #expect(watcher.takeChanges().paths == [folder + "/Breakfast/Eggs.cook"])
  }

  @Test func linksAreNotFollowed() throws {
    defer { cleanUp() }
    // A link back to the root: a loop, never followed.
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Sauces/Loop", withDestinationPath: folder)
    let watcher = try watcher()
    #expect(watcher.watchCount == 2)
  }
}
