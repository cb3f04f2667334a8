import Foundation
import Testing
import TestSupport

@testable import RecipeApp

/// `recipes export --to DIR [--format cooklang|json] [--data DIR]` and
/// `--print ID --format cooklang`, in process with temporary XDG folders.
@Suite struct ExportCommandTests {
  static func run(_ arguments: [String], folder: String) -> InProcessRun {
    InProcessRun(arguments, environment: InProcessRun.environment(folder: folder))
  }

  @Test func theBundleBecomesOneFolderACategoryOfCookFiles() throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let into = folder + "/out"
    let run = Self.run(["export", "--to", into, "--data", PackagePaths.data.path], folder: folder)
    #expect(run.status == 0)
    #expect(run.errors.last == "recipes: exported 144 recipes to " + into)
    let categories = ImportCommandTests.files(into)
    #expect(categories.contains("川菜"))
    let dishes = ImportCommandTests.files(into + "/川菜")
    #expect(dishes.allSatisfy { $0.hasSuffix(".cook") })
    let text = try String(contentsOfFile: into + "/川菜/" + dishes[0], encoding: .utf8)
    #expect(text.hasPrefix("---\ntitle: \""))
    #expect(text.contains("\n= 主料\n\n@"))
    // The bundle is never written.
    #expect(!ImportCommandTests.files(PackagePaths.data.path).contains { $0.hasSuffix(".cook") })
  }

  @Test func aCooklangCollectionIsCopiedFileForFileInItsFolders() throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let into = folder + "/out"
    let collection = PackagePaths.data.appendingPathComponent("Cooklang").path
    let run = Self.run(["export", "--to", into, "--data", collection], folder: folder)
    #expect(run.status == 0)
    let originals = ImportHostileTests.tree(collection).filter {
      $0.hasSuffix(".cook") && !$0.hasPrefix("config/")
    }
    #expect(originals.count > 20)
    #expect(ImportHostileTests.tree(into).filter { $0.hasSuffix(".cook") } == originals)
    for path in originals {
      let original = try Data(contentsOf: URL(fileURLWithPath: collection + "/" + path))
      #expect(try Data(contentsOf: URL(fileURLWithPath: into + "/" + path)) == original, "\(path)")
    }
    // The menus are copied as they are, not written as recipes.
    let menus = ImportHostileTests.tree(collection).filter { $0.hasSuffix(".menu") }
    #expect(menus.count == 2)
    #expect(ImportHostileTests.tree(into).filter { $0.hasSuffix(".menu") } == menus)
    for path in menus {
      let original = try Data(contentsOf: URL(fileURLWithPath: collection + "/" + path))
      #expect(try Data(contentsOf: URL(fileURLWithPath: into + "/" + path)) == original, "\(path)")
    }
  }

  @Test(arguments: ["cooklang", "json"])
  func aHostileBundleWritesOnlyIntoTheFolderAndPrintsNothingRaw(format: String) throws {
    try HostileBundle.with(hugePage: false) { bundle in
      let folder = try ImportCommandTests.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let outside = ImportHostileTests.tree(bundle.root.path)
      let into = folder + "/out"
      let run = Self.run(
        ["export", "--to", into, "--format", format, "--data", bundle.folder.path], folder: folder)
      // Its unreadable categories are problems; the rest is written.
      #expect(run.status == 1)
      #expect(run.errors.last?.hasPrefix("recipes: exported ") == true)
      let raw = run.errors.joined().unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
      }
      #expect(raw.isEmpty)
      #expect(ImportHostileTests.tree(folder).allSatisfy { $0.hasPrefix("out") })
      #expect(ImportHostileTests.tree(bundle.root.path) == outside)
      let written = ImportHostileTests.tree(into)
      #expect(!written.isEmpty)
      #expect(written.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
    }
  }

  @Test func jsonIsOneArrayOfThePrintObjects() throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let into = folder + "/out"
    let run = Self.run(
      ["export", "--to", into, "--format", "json", "--data", PackagePaths.data.path], folder: folder)
    #expect(run.status == 0)
    #expect(ImportCommandTests.files(into) == ["recipes.json"])
    let data = try Data(contentsOf: URL(fileURLWithPath: into + "/recipes.json"))
    let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(array.count == 144)
    let first = try #require(array.first?["id"] as? String)
    let printed = Self.run(
      ["--print", first, "--format", "json", "--data", PackagePaths.data.path], folder: folder)
    let printedObject = try #require(
      try JSONSerialization.jsonObject(with: Data(printed.outputs.joined().utf8)) as? NSDictionary)
    #expect(printedObject == (array[0] as NSDictionary))
  }

  @Test func aFolderInUseIsRefusedAndNothingIsWritten() throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
    for to in [folder, folder + "/file"] {
      let run = Self.run(["export", "--to", to, "--data", PackagePaths.data.path], folder: folder)
      #expect(run.status == 2)
      #expect(run.errors.count == 1)
    }
    #expect(ImportCommandTests.files(folder) == ["file"])
  }

  @Test(arguments: [
    ["export"], ["export", "--to"], ["export", "--to", "x", "--format", "yaml"],
    ["export", "--to", "x", "extra"],
  ])
  func badArgumentsExitTwo(_ arguments: [String]) throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(Self.run(arguments, folder: folder).status == 2)
    #expect(ImportCommandTests.files(folder) == [])
  }

  @Test func printAsCooklangIsTheExportersText() throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let into = folder + "/out"
    _ = Self.run(["export", "--to", into, "--data", PackagePaths.data.path], folder: folder)
    let printed = Self.run(
      ["--print", "番茄炒蛋", "--format", "cooklang", "--data", PackagePaths.data.path],
      folder: folder)
    #expect(printed.status == 0)
    let file = try String(contentsOfFile: into + "/家常菜/番茄炒蛋.cook", encoding: .utf8)
    #expect(printed.outputs.joined(separator: "\n") + "\n" == file)
  }
}
