import Foundation
import TestSupport
import Testing

/// `Data/` is a bundle with our Cooklang collection inside it
/// (`Data/Cooklang`): the bundle reader and `--check-data Data` must see the
/// bundle exactly as they would without the collection.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct CooklangCollectionIgnoredTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")

  func run(_ arguments: [String]) throws -> ProcessResult {
    let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
      .merging(TemporaryXDG.environment()) { $1 }
    return try runProcess(
      binary, arguments, environment: environment, currentDirectory: PackagePaths.root)
  }

  /// A bundle folder holding only copies of `Data/`'s `Plist` and `Html`
  /// (copies: a linked folder leads outside the bundle, which the reader
  /// refuses).
  func bundleWithoutTheCollection() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-bare-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["Plist", "Html"] {
      try FileManager.default.copyItem(
        at: PackagePaths.data.appendingPathComponent(name),
        to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func checkDataOfDataIsUnchangedByTheCollection() throws {
    let collection = PackagePaths.data.appendingPathComponent("Cooklang/config/aisle.conf")
    #expect(FileManager.default.fileExists(atPath: collection.path), "the collection is there")
    let bare = try bundleWithoutTheCollection()
    defer { try? FileManager.default.removeItem(at: bare) }

    let withCollection = try run(["--check-data", "Data"])
    let without = try run(["--check-data", bare.path])
    #expect(withCollection.status == 0)
    #expect(withCollection.status == without.status)
    #expect(withCollection.stdout == without.stdout)
    #expect(withCollection.stderr == without.stderr)
    #expect(!withCollection.stdout.contains("Cooklang") && !withCollection.stdout.contains(".cook"))
  }

  @Test func theBrowserShowsTheSameBundleWithTheCollection() throws {
    let bare = try bundleWithoutTheCollection()
    defer { try? FileManager.default.removeItem(at: bare) }
    let keys = ["--render", "120x30", "--lang", "en", "--keys", "end enter"]
    let withCollection = try run(["--data", "Data"] + keys)
    let without = try run(["--data", bare.path] + keys)
    #expect(withCollection.status == 0, "\(withCollection.stderr)")
    #expect(withCollection.stdout == without.stdout)
    #expect(withCollection.stdout.contains("甜品"), "the last cuisine is listed")
  }
}
