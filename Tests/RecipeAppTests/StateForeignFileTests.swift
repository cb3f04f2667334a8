import Foundation
import Glibc
import TestSupport
import Testing

@testable import RecipeApp

/// Only a file that could be ours is ever moved aside (issue 31, item 1):
/// one that parses as JSON, or one in our own state folder. `--state` on
/// anything else (a folder, a device, the user's text) is refused with one
/// line and status 2; at the default path it is left as it is and the run
/// saves nothing, with a warning.
@Suite struct StateForeignFileTests {
  let folder = temporaryStateFolder()

  /// A `--render` run with `--state path`, its XDG folders in `folder`.
  func render(state path: String) -> InProcessRun {
    InProcessRun(
      [
        "--data", PackagePaths.data.path, "--render", "80x24", "--keys", "tab down", "--state",
        path,
      ],
      environment: InProcessRun.environment(folder: folder))
  }

  /// The names in `folder`, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func aFolderNamedByStateIsRefusedAndLeftAsItIs() throws {
    let documents = folder + "/Documents"
    try FileManager.default.createDirectory(atPath: documents, withIntermediateDirectories: false)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: documents + "/letter.txt"))
    let run = render(state: documents)
    #expect(run.status == 2)
    #expect(
      run.errors == [
        "recipes: --state \(documents) is not a state file (a folder); it is left as it is"
      ],
      "\(run.errors)")
    #expect(run.outputs.isEmpty, "nothing is drawn")
    #expect(try names() == ["Documents"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: documents) == ["letter.txt"])
  }

  @Test func theUsersTextIsRefusedAndLeftAsItIs() throws {
    let notes = folder + "/notes.txt"
    let text = "shopping: eggs, tomatoes\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: notes))
    let run = render(state: notes)
    #expect(run.status == 2)
    #expect(run.errors.count == 1 && run.errors[0].contains("not valid JSON"), "\(run.errors)")
    #expect(try names() == ["notes.txt"])
    #expect(FileManager.default.contents(atPath: notes) == Data(text.utf8))
  }

  @Test func aDeviceIsRefusedAndLeftAsItIs() throws {
    // (Through a link: `--state /dev/null` itself would rename /dev/null on
    // a build without the fix, run as root.)
    let link = folder + "/null"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
    let run = render(state: link)
    #expect(run.status == 2)
    #expect(
      run.errors.count == 1 && run.errors[0].contains("(a character device)"), "\(run.errors)")
    #expect(try names() == ["null"])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
  }

  @Test func aJSONFileThatIsNoStateFileIsOursToMoveAside() throws {
    let path = folder + "/elsewhere.json"
    try Data("[1, 2, 3]".utf8).write(to: URL(fileURLWithPath: path))
    let run = render(state: path)
    #expect(run.status == 0, "\(run.errors)")
    #expect(FileManager.default.contents(atPath: path + ".bad") == Data("[1, 2, 3]".utf8))
  }

  @Test func aDamagedFileInOurOwnStateFolderIsMovedAside() throws {
    let own = folder + "/state/recipes"
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
    let path = own + "/other.json"
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
    let run = render(state: path)
    #expect(run.status == 0, "\(run.errors)")
    #expect(FileManager.default.contents(atPath: path + ".bad") == Data("garbage".utf8))
  }

  @Test(arguments: [HostileStateFileTests.Hostile.folder, .fifo, .symlinkToZero])
  func atTheDefaultPathItIsUsedReadOnlyWithAWarning(hostile: HostileStateFileTests.Hostile) throws {
    let path = folder + "/state.json"
    try HostileStateFileTests.make(hostile, at: path)
    let store = StateStore(path: path, bundleKey: "/a", origin: .defaultPath)
    #expect(store.load() == BundleState())
    let warnings = store.takeWarnings()
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasSuffix("; it is left as it is, and this run saves nothing") == true,
      "\(warnings)")
    store.update(HostileStateFileTests.someState())
    #expect(!store.saveNow())
    #expect(try names() == ["state.json"], "no .bad, no lock, no new file")
  }
}
