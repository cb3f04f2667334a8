import Foundation
import Glibc
import Testing

@testable import RecipeApp

/// Temporary files of saves that were interrupted (a SIGKILL between the
/// write and the rename) are removed when the app starts, once their
/// process is gone (issue 31, item 7).
@Suite struct StateTemporaryFileTests {
  /// A process id no process has: past the kernel's largest.
  static let deadPID = 4_194_305

  @Test func staleTemporaryFilesOfDeadProcessesAreRemovedAtStart() throws {
    let folder = temporaryStateFolder()
    let path = folder + "/state.json"
    try Data(#"{"bundles":{"/a":{"cuisine":"kept"}}}"#.utf8).write(to: URL(fileURLWithPath: path))
    let big = Data(count: 1 << 20)
    let dead = [".state.json.tmp-\(Self.deadPID)", ".state.json.tmp-\(Self.deadPID + 1)"]
    // pid 1 is alive: its save may be under way.
    let alive = ".state.json.tmp-1"
    let unrelated = [".other.json.tmp-\(Self.deadPID)", "state.json.tmp-\(Self.deadPID)", "notes"]
    for name in dead + [alive] + unrelated {
      try big.write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    let store = StateStore(path: path, bundleKey: "/a")
    #expect(store.load().cuisine == "kept")
    #expect(store.takeWarnings().isEmpty)
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
    #expect(names == Set(["state.json", alive] + unrelated), "\(names.sorted())")
  }
}
