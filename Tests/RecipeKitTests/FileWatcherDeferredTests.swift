import Foundation
import RecipeKit
import Testing

/// A watcher that watches only its root at once and the folders below it
/// step by step (the app's first frame does not wait for them).
@Suite struct FileWatcherDeferredTests {
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("watch-deferred-\(UUID().uuidString)").path
    for index in 0..<20 {
      try FileManager.default.createDirectory(
        atPath: folder + "/Folder \(index)/Inner", withIntermediateDirectories: true)
    }
  }

  private func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

  @Test func onlyTheRootIsWatchedUntilTheStepsAreTaken() throws {
    defer { cleanUp() }
    let watcher = try #require(FileWatcher(root: folder, deferringBelow: true))
    #expect(watcher.watchCount == 1)
    #expect(watcher.isWatchingPending)
    var steps = 0
    while watcher.continueWatching(folders: 4) {
      steps += 1
      #expect(steps < 100, "steps that never end")
      if steps >= 100 { break }
    }
    #expect(steps > 1, "the folders came in several steps")
    #expect(!watcher.isWatchingPending)
    // The root, 20 folders and an inner folder in each: as the whole
    // watch at once has them.
    let whole = try #require(FileWatcher(root: folder))
    #expect(watcher.watchCount == 41)
    #expect(whole.watchCount == watcher.watchCount)
  }

  @Test func aChangeDeepBelowIsSeenOnceTheStepsAreDone() throws {
    defer { cleanUp() }
    let watcher = try #require(FileWatcher(root: folder, deferringBelow: true))
    while watcher.continueWatching() {}
    let file = folder + "/Folder 7/Inner/Tea.cook"
    try "Steep @tea{2%tsp}.".write(toFile: file, atomically: false, encoding: .utf8)
    let changes = watcher.takeChanges()
    #expect(changes.paths == [file])
  }

  @Test func aFolderMadeWhileStepsRemainIsWatched() throws {
    defer { cleanUp() }
    let watcher = try #require(FileWatcher(root: folder, deferringBelow: true))
    try FileManager.default.createDirectory(
      atPath: folder + "/New", withIntermediateDirectories: false)
    _ = watcher.takeChanges()
    while watcher.continueWatching() {}
    let file = folder + "/New/Soup.cook"
    try "@water".write(toFile: file, atomically: false, encoding: .utf8)
    #expect(watcher.takeChanges().paths == [file])
    #expect(watcher.watchCount == 42)
  }
}
