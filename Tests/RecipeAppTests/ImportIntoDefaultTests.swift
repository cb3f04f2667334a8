import Foundation
import Testing

@testable import RecipeApp

/// Where `recipes import` writes without `--into`: the config's
/// `import_into`, else the first Cooklang source (`RECIPES_DATA`, the
/// config's `data`), else `$XDG_DATA_HOME/recipes`.
@Suite struct ImportIntoDefaultTests {
  /// Runs `import PAGE` with temporary XDG folders (data home
  /// `FOLDER/data`), `extra` variables and `config` as the config file.
  static func importPage(
    folder: String, extra: [String: String] = [:], config: String? = nil
  ) throws -> InProcessRun {
    if let config { try InProcessRun.writeConfig(config, folder: folder) }
    var environment = InProcessRun.environment(folder: folder)
    environment["XDG_DATA_HOME"] = folder + "/data"
    environment.merge(extra) { $1 }
    return InProcessRun(
      ["import", ImportCommandTests.page("02-graph")], environment: environment)
  }

  static func cookFiles(_ folder: String) -> [String] {
    ImportCommandTests.files(folder).filter { $0.hasSuffix(".cook") }
  }

  static func makeFolder(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  @Test func theConfigsImportIntoComesFirst() throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.makeFolder(folder + "/cooklang")
    // Relative to the config file's folder, like `data`.
    let run = try Self.importPage(
      folder: folder, extra: ["RECIPES_DATA": folder + "/cooklang"],
      config: "import_into = \"../inbox\"\n")
    #expect(run.status == 0)
    #expect(Self.cookFiles(folder + "/config/inbox") == ["Lentil Soup.cook"])
    #expect(Self.cookFiles(folder + "/cooklang") == [])
    #expect(!FileManager.default.fileExists(atPath: folder + "/data/recipes"))
  }

  @Test func elseTheFirstCooklangSource() throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.makeFolder(folder + "/cooklang")
    let run = try Self.importPage(folder: folder, extra: ["RECIPES_DATA": folder + "/cooklang"])
    #expect(run.status == 0)
    #expect(Self.cookFiles(folder + "/cooklang") == ["Lentil Soup.cook"])

    let configured = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: configured) }
    try Self.makeFolder(configured + "/mine")
    let byConfig = try Self.importPage(folder: configured, config: "data = \"\(configured)/mine\"\n")
    #expect(byConfig.status == 0)
    #expect(Self.cookFiles(configured + "/mine") == ["Lentil Soup.cook"])
  }

  @Test func aBundleIsNeverWrittenSoTheDataHomeIsUsed() throws {
    let folder = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.makeFolder(folder + "/bundle/Plist")
    let run = try Self.importPage(folder: folder, extra: ["RECIPES_DATA": folder + "/bundle"])
    #expect(run.status == 0)
    #expect(Self.cookFiles(folder + "/bundle") == [])
    #expect(Self.cookFiles(folder + "/data/recipes") == ["Lentil Soup.cook"])
    // A source that does not exist is not one to write into either.
    let missing = try Self.importPage(folder: folder, extra: ["RECIPES_DATA": folder + "/gone"])
    #expect(missing.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder + "/gone"))
    #expect(Self.cookFiles(folder + "/data/recipes") == ["Lentil Soup (2).cook", "Lentil Soup.cook"])
  }
}
