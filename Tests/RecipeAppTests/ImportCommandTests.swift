import Foundation
import Testing

@testable import RecipeApp

/// `recipes import` in process, with its own HOME and XDG folders: files
/// written whole and never over another, nothing outside `--into`, one
/// sanitised line a source, the exit statuses.
@Suite struct ImportCommandTests {
  static func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "import-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  static func page(_ name: String) -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent("RecipeKitTests/ImportFixtures/Pages/\(name).html").path
  }

  static func files(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func pagesBecomeCookFilesAndNoneIsOverwritten() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let into = folder + "/into"
    let page = Self.page("01-top-level-object")
    let run = InProcessRun(
      ["import", "--into", into, page, page], environment: InProcessRun.environment(folder: folder))
    #expect(run.status == 0)
    #expect(run.errors == [page + ": imported", page + ": imported"])
    #expect(Self.files(into) == ["Lentil Soup (2).cook", "Lentil Soup.cook"])
    let text = try String(contentsOfFile: into + "/Lentil Soup.cook", encoding: .utf8)
    #expect(text.hasPrefix("---\ntitle: \"Lentil Soup\"\n"))
    #expect(
      text.contains(
        "\n= Ingredients\n\n@red lentils{1%cup}\n\n@carrots{2}(diced)\n\n@salt{0.5%tsp}\n"))
    #expect(try String(contentsOfFile: into + "/Lentil Soup (2).cook", encoding: .utf8) == text)
  }

  @Test func theJSONGivesEachLineReadIntoItsParts() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = InProcessRun(
      ["import", "--dry-run", "--format", "json", Self.page("01-top-level-object")],
      environment: InProcessRun.environment(folder: folder))
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.outputs.joined().utf8)) as? [String: Any])
    let parsed = try #require(object["ingredients_parsed"] as? [[String: Any]])
    let parts = parsed.map { line in
      [
        (line["quantity"] as? Double).map { String($0) } ?? "-", line["unit"] as? String ?? "-",
        line["name"] as? String ?? "?", line["preparation"] as? String ?? "?",
        line["note"] as? String ?? "?",
      ]
    }
    #expect(
      parts == [
        ["1.0", "cup", "red lentils", "", ""], ["2.0", "-", "carrots", "diced", ""],
        ["0.5", "tsp", "salt", "", ""],
      ])
  }

  @Test func aDeepSourcePathIsReportedWhole() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let deep = folder + "/" + String(repeating: "a-rather-long-folder-name/", count: 4)
    try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
    let page = deep + "lentils.html"
    try FileManager.default.copyItem(atPath: Self.page("01-top-level-object"), toPath: page)
    #expect(page.count > 120)
    let run = InProcessRun(
      ["import", "--dry-run", page], environment: InProcessRun.environment(folder: folder))
    #expect(run.status == 0)
    #expect(run.errors == [page + ": imported"])
  }

  @Test func theDefaultFolderIsTheDataHomes() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var environment = InProcessRun.environment(folder: folder)
    environment["XDG_DATA_HOME"] = folder + "/data"
    let run = InProcessRun(["import", Self.page("02-graph")], environment: environment)
    #expect(run.status == 0)
    #expect(Self.files(folder + "/data/recipes") == ["Lentil Soup.cook"])
  }

  @Test func aHostileTitleNamesAFileInsideTheFolderAndReachesNoTerminal() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = folder + "/evil\u{1B}[2J.json"
    let json =
      #"{"@type": "Recipe", "name": "../../escape\u001b]0;owned\u0007/x", "recipeIngredient": ["1 egg"]}"#
    try Data(json.utf8).write(to: URL(fileURLWithPath: source))
    let into = folder + "/into"
    let run = InProcessRun(
      ["import", "--into", into, source], environment: InProcessRun.environment(folder: folder))
    #expect(run.status == 0)
    #expect(Self.files(into) == ["escape]0;owned x.cook"])
    #expect(Self.files(folder).sorted() == ["evil\u{1B}[2J.json", "into"])
    #expect(run.errors.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })

    let dry = InProcessRun(
      ["import", "--dry-run", "--format", "json", source],
      environment: InProcessRun.environment(folder: folder))
    #expect(
      dry.outputs.allSatisfy {
        !$0.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }
      })
  }

  @Test func eachSourceGetsOneLineAndTheStatusSaysIfAnyFailed() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = InProcessRun(
      [
        "import", "--dry-run", Self.page("01-top-level-object"), Self.page("36-no-recipe"),
        Self.page("37-nested-too-deep"), "https://example.com/soup", folder + "/missing.html",
      ],
      environment: InProcessRun.environment(folder: folder))
    #expect(run.status == 1)
    #expect(
      run.errors.map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" } == [
        " imported", " skipped (no recipe found)", " failed (nested too deep)",
        "//example.com/soup: failed (a web address: save the page first, there is no network)",
        " failed (cannot read it)",
      ])
    #expect(run.outputs.count == 1)
    #expect(run.outputs[0].hasPrefix("---\ntitle: \"Lentil Soup\""))
    #expect(Self.files(folder) == [])
  }

  @Test(arguments: [
    ["import"], ["import", "--format", "json", "x.html"], ["import", "--bogus", "x"],
    ["import", "--into"],
  ])
  func badArgumentsExitTwo(_ arguments: [String]) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      InProcessRun(arguments, environment: InProcessRun.environment(folder: folder)).status == 2)
  }
}
