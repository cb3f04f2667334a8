import Foundation
import SplitLayout
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the built `recipes` writes outside the full-screen UI (`--print`,
/// `--check-data`, `--render`, error messages) for hostile data: plain
/// text only (`PlainText`), a clear message and the documented exit status
/// for what cannot be used, and nothing written into the bundle.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct HostileOutputTests {
  func run(_ arguments: [String]) throws -> CommandRun {
    try CommandRun(try #require(PackagePaths.recipesBinary), arguments)
  }

  @Test func printingTheHostilePageWritesPlainText() throws {
    try HostileBundle.with { bundle in
      let before = FolderSnapshot(of: bundle.root)
      let run = try run(["--data", bundle.folder.path, "--print", "101", "--width", "60"])
      #expect(run.status == 0)
      expectPlain(run)
      #expect(run.output.contains("Title\u{FFFD}[2J"))
      #expect(run.output.contains("Visible"))
      #expect(run.output.contains("RLOZWJEnd"))
      #expect(FolderSnapshot(of: bundle.root) == before)
    }
  }

  @Test(arguments: ["../../../outside/secret", "leak", "loop", "fifo", "folder", "no-such-dish"])
  func printingAPageThatCannotBeShownSafelyIsRefused(id: String) throws {
    try HostileBundle.with { bundle in
      let run = try run(["--data", bundle.folder.path, "--print", id])
      #expect(run.status == 1, "\(run.output)\(run.error)")
      #expect(run.error.hasPrefix("recipes: unknown dish"))
      #expect(!run.output.contains(HostileBundle.canary))
      expectPlain(run)
    }
  }

  @Test func anUnknownDishIdIsEchoedAsPlainText() throws {
    let run = try run([
      "--data", PackagePaths.data.path, "--print", "x" + HostileBundle.Payload.all,
    ])
    #expect(run.status == 1)
    expectPlain(run)
  }

  @Test func checkingTheHostileBundleReportsEachProblemOnOnePlainLine() throws {
    try HostileBundle.with { bundle in
      let before = FolderSnapshot(of: bundle.root)
      let run = try run(["--check-data", bundle.folder.path])
      // Usable (cuisine 1 has dishes), but with errors: exit 1.
      #expect(run.status == 1, "\(run.output)")
      #expect(run.output.contains(": usable ("), "\(run.output)")
      expectPlain(run)
      for text in [
        "Plist/type_2_foods.plist: error: the root is a dictionary, not an array",
        "Plist/type_3_foods.plist: error: not a property list (truncated or corrupt)",
        "Plist/type_5_foods.plist: error: is a FIFO, not a file",
        "Plist/type_6_foods.plist: error: symbolic link loop",
        "Plist/type_10_foods.plist: error: nested more than 64 levels deep",
        "has no page: its id is not a safe file name",
        "has no page: Html/food/leak.html leads outside the bundle",
        "has no page: Html/food/folder.html is not a file",
        "Html/food/deep.html:1: warning: page too deeply nested at line 1: the rest is not shown",
      ] {
        #expect(run.output.contains(text), "missing: \(text)\n\(run.output)")
      }
      #expect(FolderSnapshot(of: bundle.root) == before)
    }
  }

  @Test func renderingTheHostileBundleWritesPlainText() throws {
    try HostileBundle.with { bundle in
      // `c`, `c enter`, `T`: cook mode and the timers on hostile names (issue 14).
      for keys in ["", "tab enter", "tab enter end", "down enter", "m", "tab c", "tab c enter T"] {
        let run = try run(["--data", bundle.folder.path, "--render", "100x30", "--keys", keys])
        #expect(run.status == 0)
        expectPlain(run)
      }
    }
  }

  // MARK: Bundles that cannot be opened at all

  /// A folder holding one broken bundle, made by `setUp`, for the body.
  func withBrokenBundle(_ setUp: (URL) throws -> Void, _ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Broken-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("bundle")
    try setUp(bundle)
    try body(bundle)
  }

  static func makePlist(_ bundle: URL, _ data: Data) throws {
    let plist = bundle.appendingPathComponent("Plist")
    try FileManager.default.createDirectory(at: plist, withIntermediateDirectories: true)
    try data.write(to: plist.appendingPathComponent("food_types.plist"))
  }

  /// How each broken bundle is made, and the reason the message must give.
  static let brokenBundles: [(name: String, reason: String)] = [
    ("missing folder", "no such folder"),
    ("a file, not a folder", "not a folder"),
    ("no cuisine list", "Plist/food_types.plist: missing (no such file)"),
    (
      "cuisine list of the wrong type",
      "Plist/food_types.plist: the root is a dictionary, not an array"
    ),
    (
      "truncated cuisine list", "Plist/food_types.plist: not a property list (truncated or corrupt)"
    ),
    ("cuisine list is a FIFO", "Plist/food_types.plist: is a FIFO, not a file"),
    ("cuisine list is a link loop", "Plist/food_types.plist: symbolic link loop"),
  ]

  static func make(_ name: String, at bundle: URL) throws {
    let fileManager = FileManager.default
    switch name {
    case "missing folder":
      break
    case "a file, not a folder":
      try Data("x".utf8).write(to: bundle)
    case "no cuisine list":
      // An empty `Plist` folder: a bundle without its list (an empty folder
      // is an empty Cooklang collection).
      try fileManager.createDirectory(
        at: bundle.appendingPathComponent("Plist"), withIntermediateDirectories: true)
    case "cuisine list of the wrong type":
      try makePlist(
        bundle,
        try PropertyListSerialization.data(
          fromPropertyList: ["idstr": "1"], format: .xml, options: 0))
    case "truncated cuisine list":
      let full = try PropertyListSerialization.data(
        fromPropertyList: [["idstr": "1", "name": "家常菜"]], format: .xml, options: 0)
      try makePlist(bundle, full.prefix(full.count / 2))
    case "cuisine list is a FIFO":
      try fileManager.createDirectory(
        at: bundle.appendingPathComponent("Plist"), withIntermediateDirectories: true)
      mkfifo(bundle.appendingPathComponent("Plist/food_types.plist").path, 0o644)
    default:
      try fileManager.createDirectory(
        at: bundle.appendingPathComponent("Plist"), withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(
        atPath: bundle.appendingPathComponent("Plist/food_types.plist").path,
        withDestinationPath: "food_types.plist")
    }
  }

  @Test(arguments: brokenBundles)
  func aBundleThatCannotBeOpenedIsAOneLineErrorWithStatusTwo(name: String, reason: String) throws {
    try withBrokenBundle({ try Self.make(name, at: $0) }) { bundle in
      let render = try run(["--data", bundle.path, "--render", "80x24"])
      #expect(render.status == 2)
      #expect(render.output.isEmpty)
      #expect(render.error.hasPrefix("recipes: cannot open data folder \(bundle.path): "))
      #expect(render.error.contains(reason), "\(render.error)")
      #expect(render.error.split(separator: "\n").count == 1)
      expectPlain(render)
      let check = try run(["--check-data", bundle.path])
      // A folder that cannot be read exits 2; a bundle that opens no
      // further has an error (1), said as `PATH: error: WHY`.
      let aboutTheFolder = !reason.hasPrefix("Plist/")
      #expect(check.status == (aboutTheFolder ? 2 : 1))
      let said = aboutTheFolder ? reason : reason.replacingOccurrences(of: ": ", with: ": error: ")
      #expect(check.output.contains(said), "\(check.output)")
      expectPlain(check)
    }
  }

  @Test func aDataFolderWhoseNameHoldsEscapesIsNamedAsPlainText() throws {
    try withBrokenBundle({ _ in }) { bundle in
      let hostile = bundle.path + HostileBundle.Payload.title + HostileBundle.Payload.c1
      for arguments in [["--data", hostile, "--render", "80x24"], ["--check-data", hostile]] {
        let run = try run(arguments)
        #expect(run.status != 0)
        #expect(run.error.contains("no such folder") || run.output.contains("no such folder"))
        expectPlain(run)
      }
    }
  }
}
