import Foundation
import RecipeKit
import Testing

/// One watcher over several folders (several sources open): one
/// descriptor, and a change in any of them comes out of it.
@Suite struct FileWatcherRootsTests {
  @Test func aSecondRootIsWatchedOnTheSameDescriptor() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("watch-roots-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    for path in ["/one/Soups", "/two/Bakes"] {
      try FileManager.default.createDirectory(
        atPath: base + path, withIntermediateDirectories: true)
    }
    let watcher = try #require(FileWatcher(root: base + "/one"))
    #expect(watcher.watch(root: base + "/two/"))
    #expect(!watcher.watch(root: base + "/missing"))
    #expect(watcher.roots == [base + "/one", base + "/two"])
    #expect(watcher.watchCount == 4)
    try "Rub @butter{}.".write(
      toFile: base + "/two/Bakes/Scones.cook", atomically: false, encoding: .utf8)
    let changes = watcher.takeChanges()
    #expect(changes.paths == [base + "/two/Bakes/Scones.cook"])
    #expect(changes.isStructural)
    // A folder made in the second root is watched as it appears.
    try FileManager.default.createDirectory(
      atPath: base + "/two/Bakes/Loaves", withIntermediateDirectories: true)
    _ = watcher.takeChanges()
    #expect(watcher.watchCount == 5)
  }
}
