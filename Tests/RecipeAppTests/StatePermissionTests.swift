import Foundation
import Glibc
import TestSupport
import Testing

@testable import RecipeApp

/// A state file the user may not read is not damaged (issue 31, item 6): it
/// is left as it is, the app runs without saving, and one line says so.
@Suite struct StatePermissionTests {
  static let line = "cannot read the state file"

  /// The user's own file in the user's own folder, mode 0: a rename would
  /// succeed, so only the store's choice keeps it in place.
  @Test(.enabled(if: getuid() != 0, "root reads any file"))
  func anUnreadableFileIsLeftAloneAndNothingIsSaved() throws {
    let folder = temporaryStateFolder()
    let path = folder + "/state.json"
    try Data(#"{"bundles":{}}"#.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0)
    let store = StateStore(path: path, bundleKey: "/a")
    store.load()
    let warnings = store.takeWarnings()
    #expect(warnings.count == 1)
    #expect(
      warnings.first == "\(Self.line) \(path) (Permission denied); not saving this run",
      "\(warnings)")
    store.update(HostileStateFileTests.someState())
    #expect(!store.saveNow())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
  }

  /// The same as another user, for a run as root (which reads any file):
  /// the built binary under `setpriv`, its folder and file owned by that user.
  @Test(
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && PackagePaths.recipesBinary != nil, "needs root, setpriv and the built recipes"))
  func anUnreadableFileOfTheUserIsLeftAloneByTheBinary() throws {
    let nobody: uid_t = 65_534
    let folder = temporaryStateFolder()
    let path = folder + "/state.json"
    let text = #"{"bundles":{}}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(chown(folder, nobody, gid_t(nobody)) == 0 && chown(path, nobody, gid_t(nobody)) == 0)
    chmod(path, 0)
    let binary = try #require(PackagePaths.recipesBinary)
    let result = try runProcess(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", binary.path, "--data",
        PackagePaths.data.path, "--render", "120x30", "--keys", "tab down", "--state", path,
        "--lang", "en",
      ],
      environment: ["LANG": "C.UTF-8", "HOME": "/nonexistent"])
    #expect(result.status == 0, "\(result.stderr)")
    let bottom = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(bottom.contains(Self.line), "\(bottom)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
    #expect(FileManager.default.contents(atPath: path) == Data(text.utf8))
  }
}
