import Foundation
import Glibc
import TestSupport
import Testing

@testable import RecipeApp

/// State files that are not what the app wrote: never a crash or a hang;
/// the app starts clean with one line, keeps the bad file as
/// `state.json.bad`, and its next save writes a good file.
@Suite struct HostileStateFileTests {
  enum Hostile: String, CaseIterable, Sendable {
    case empty, truncated, huge, binary, array, deepArrays, deepObjects, wrongTypes
    case wrongNumber, symlinkToZero, fifo, folder, nulBytes
  }

  /// Puts `hostile` at `path`.
  static func make(_ hostile: Hostile, at path: String) throws {
    func write(_ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
    switch hostile {
    case .empty: try write([])
    case .truncated:
      try write(Array(#"{"version": 1, "bundles": {"/a": {"cuisine": "chu"#.utf8))
    case .huge:
      // 100 MB (sparse): refused by its size before a byte is read.
      let fd = open(path, O_WRONLY | O_CREAT, 0o600)
      #expect(fd >= 0 && ftruncate(fd, 100_000_000) == 0)
      close(fd)
    case .binary:
      var generator = SeededGenerator(seed: 15)
      try write((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    case .array: try write(Array("[1, 2, 3]".utf8))
    case .deepArrays: try write(Array(String(repeating: "[", count: 1_000_000).utf8))
    case .deepObjects:
      try write(Array((String(repeating: #"{"a":"#, count: 100_000) + "1").utf8))
    case .wrongTypes:
      try write(Array(#"{"version": 1, "bundles": {"/a": {"favourites": "yes"}}}"#.utf8))
    case .wrongNumber:
      try write(Array(#"{"version": 1, "bundles": {"/a": {"accent": 1e400}}}"#.utf8))
    case .symlinkToZero:
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
    case .fifo: #expect(mkfifo(path, 0o600) == 0)
    case .folder:
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    case .nulBytes: try write([UInt8](repeating: 0, count: 10_000))
    }
  }

  /// The damaged files (the special ones are not ours to move: see
  /// `StateForeignFileTests`).
  static let damaged = Hostile.allCases.filter { ![.symlinkToZero, .fifo, .folder].contains($0) }

  @Test(arguments: damaged)
  func aBadFileStartsCleanWithOneLineAndIsKept(hostile: Hostile) throws {
    let path = temporaryStateFolder() + "/state.json"
    try Self.make(hostile, at: path)
    let store = StateStore(path: path, bundleKey: "/a", clock: { 7 })
    #expect(store.load() == BundleState())
    let warnings = store.takeWarnings()
    #expect(warnings.count == 1, "\(warnings)")
    let line = try #require(warnings.first)
    #expect(line.hasPrefix("state file \(path) is unusable ("), "\(line)")
    #expect(line.hasSuffix("; starting clean, kept as state.json.bad"), "\(line)")
    #expect(!line.contains("\n"))
    // The bad file is kept aside.
    var info = stat()
    #expect(lstat(path + ".bad", &info) == 0)
    #expect(lstat(path, &info) != 0, "the path is free for a good file")
    // The app works on: its next save writes a valid file.
    var state = BundleState()
    state.cuisine = "chuan"
    store.update(state)
    #expect(store.saveNow())
    #expect(StateStore(path: path, bundleKey: "/a").load().cuisine == "chuan")
  }

  @Test func theReasonSaysWhatWasWrong() throws {
    let cases: [(Hostile, String)] = [
      (.empty, "empty"), (.truncated, "not valid JSON"), (.huge, "larger than 8192 KiB"),
      (.array, "not a state file (wrong types)"), (.deepArrays, "nested too deeply"),
      (.wrongTypes, "not a state file (wrong types)"), (.symlinkToZero, "(a character device)"),
      (.fifo, "(a FIFO)"), (.folder, "(a folder)"),
    ]
    for (hostile, reason) in cases {
      let path = temporaryStateFolder() + "/state.json"
      try Self.make(hostile, at: path)
      let store = StateStore(path: path, bundleKey: "/a")
      store.load()
      #expect(store.takeWarnings().first?.contains(reason) == true, "\(hostile)")
    }
  }

  @Test func aFileThatGoesBadWhileRunningIsSetAsideAtTheNextSave() throws {
    let path = temporaryStateFolder() + "/state.json"
    let store = StateStore(path: path, bundleKey: "/a", clock: { 1 })
    store.load()
    try Self.make(.binary, at: path)
    var state = BundleState()
    state.sort = "name"
    store.update(state)
    #expect(store.saveNow())
    #expect(store.takeWarnings().count == 1)
    #expect(FileManager.default.fileExists(atPath: path + ".bad"))
    #expect(StateStore(path: path, bundleKey: "/a").load().sort == "name")
  }

  @Test func aFileThatCannotBeSetAsideIsNeverOverwritten() {
    // A path under a regular file: open fails (ENOTDIR) and so does rename.
    let folder = temporaryStateFolder()
    FileManager.default.createFile(atPath: folder + "/plain", contents: Data("x".utf8))
    let path = folder + "/plain/state.json"
    let store = StateStore(path: path, bundleKey: "/a")
    store.load()
    let line = store.takeWarnings().first ?? ""
    #expect(
      line == "cannot read the state file \(path) (Not a directory); not saving this run",
      "\(line)")
    store.update(Self.someState())
    #expect(!store.saveNow())
  }

  @Test func anUnwritableFolderWarnsOnceAndTheAppGoesOn() {
    // /proc refuses new files even to root: a read-only home as far as the
    // store can tell.
    let path = "/proc/recipes-test-\(getpid())/state.json"
    let store = StateStore(path: path, bundleKey: "/a")
    #expect(store.load() == BundleState())
    #expect(store.takeWarnings().isEmpty, "a missing file is no problem")
    store.update(Self.someState())
    #expect(!store.saveIfDue(now: 10))
    let first = store.takeWarnings()
    #expect(first.count == 1 && first[0].hasPrefix("cannot save the state in /proc/"), "\(first)")
    var state = Self.someState()
    state.cuisine = "another"
    store.update(state)
    #expect(!store.saveIfDue(now: 11))
    #expect(!store.saveNow())
    #expect(store.takeWarnings().isEmpty, "the same problem is told once")
  }

  @Test func absurdValuesAreClampedWhenRead() throws {
    let path = temporaryStateFolder() + "/state.json"
    let long = String(repeating: "x", count: 10_000)
    let text = """
      {"bundles": {"/a": {"cuisine": "\(long)", "accent": 9999, "dividerWidth": -5,
        "places": {"c": {"dish": "1", "scroll": -40}},
        "openRecipe": {"dish": "1", "line": -3, "scale": -2, "cookStep": 99999999},
        "favourites": [{"dish": "a", "added": 1}, {"dish": "a", "added": 2}, {"dish": "", "added": 3}],
        "history": [{"dish": "a", "kind": "opened", "date": 1}, {"dish": "a", "kind": "opened", "date": 1}]}}}
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let state = StateStore(path: path, bundleKey: "/a").load()
    #expect(state.cuisine == nil && state.accent == nil && state.dividerWidth == 0)
    #expect(state.places["c"]?.scroll == 0)
    #expect(state.openRecipe == OpenRecipe(dish: "1", line: 0, scale: 1, cookStep: 10_000))
    #expect(state.favourites == [Favourite(dish: "a", added: 2)])
    #expect(state.history.count == 1)
  }

  @Test func theLockIsHeldWhileSavingAndABusyLockGivesUpInsteadOfHanging() throws {
    let path = temporaryStateFolder() + "/state.json"
    let held = try #require(try? StateFileIO.lock(path).get())
    let store = StateStore(path: path, bundleKey: "/a")
    store.load()
    store.update(Self.someState())
    // flock locks belong to the open file: a second open is another owner.
    #expect(!store.saveNow())
    #expect(store.takeWarnings().first?.hasSuffix("another recipes holds its lock") == true)
    StateFileIO.unlock(held)
    #expect(store.saveNow())
  }

  static func someState() -> BundleState {
    var state = BundleState()
    state.cuisine = "chuan"
    return state
  }
}
