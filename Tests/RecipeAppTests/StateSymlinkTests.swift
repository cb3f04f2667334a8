import Foundation
import Glibc
import Testing

@testable import RecipeApp

/// A state file that is a symbolic link (a dotfiles repository, a synced
/// folder) stays one (issue 31, item 8): saves write through to the link's
/// target, atomically in the target's folder, and the link is left as it is.
@Suite struct StateSymlinkTests {
  @Test(arguments: [false, true])
  func aSaveWritesThroughTheLinkToItsTarget(relative: Bool) throws {
    let root = temporaryStateFolder()
    try FileManager.default.createDirectory(
      atPath: root + "/dotfiles", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/state", withIntermediateDirectories: true)
    let target = root + "/dotfiles/recipes.json"
    try Data(#"{"bundles":{"/a":{"cuisine":"before"}}}"#.utf8).write(
      to: URL(fileURLWithPath: target))
    let link = root + "/state/state.json"
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: relative ? "../dotfiles/recipes.json" : target)
    let store = StateStore(path: link, bundleKey: "/a", clock: { 1 })
    #expect(store.load().cuisine == "before")
    var state = BundleState()
    state.cuisine = "after"
    store.update(state)
    #expect(store.saveNow())
    #expect(store.takeWarnings().isEmpty)
    let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink, "the link is still a link")
    #expect(StateStore(path: target, bundleKey: "/a").load().cuisine == "after")
    #expect(StateStore(path: link, bundleKey: "/a").load().cuisine == "after")
    // The temporary file was in the target's folder (the rename is atomic
    // only within one file system) and is gone.
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/state") == ["state.json"])
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: root + "/dotfiles"))
        == ["recipes.json", "recipes.json.lock"])
  }

  @Test func aDamagedTargetIsMovedAsideInItsOwnFolder() throws {
    let root = temporaryStateFolder()
    let target = root + "/target.json"
    try Data("[]".utf8).write(to: URL(fileURLWithPath: target))
    let link = root + "/link.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let store = StateStore(path: link, bundleKey: "/a")
    store.load()
    #expect(store.takeWarnings().first?.hasSuffix("kept as target.json.bad") == true)
    #expect(FileManager.default.contents(atPath: target + ".bad") == Data("[]".utf8))
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
  }
}
