import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// `recipes --parse FILE|-`: JSON on standard output, problems on standard
/// error as `--check-data` lines, exit 2 only for input that cannot be read.
@Suite struct ParseCommandTests {
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("parse-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  func run(_ arguments: [String]) -> InProcessRun {
    InProcessRun(arguments, environment: InProcessRun.environment(folder: folder))
  }

  func document(_ run: InProcessRun) throws -> [String: Any] {
    #expect(run.outputs.count == 1)
    let line = try #require(run.outputs.first)
    return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test func aFileGivesJSONAndItsProblemsOnStandardError() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try write(
      "Eggs.cook",
      Array(
        "---\ntitle: Eggs\n---\n= Boil\nBoil @eggs{2%zz} for ~eggs{3%minutes}.\n\n> Fresh.\n".utf8))
    let result = run(["--parse", path])
    #expect(result.status == 0)
    let json = try document(result)
    let steps = try #require(json["steps"] as? [[[String: Any]]])
    #expect(steps.count == 1)
    #expect(steps[0][1]["name"] as? String == "eggs")
    #expect(steps[0][1]["units"] as? String == "zz")
    #expect((json["metadata"] as? [String: Any])?["title"] as? String == "Eggs")
    let sections = try #require(json["sections"] as? [[String: Any]])
    #expect(sections.first?["name"] as? String == "Boil")
    #expect((json["notes"] as? [[String: Any]])?.first?["text"] as? String == "Fresh.")
    #expect(result.errors == ["\(path):5:14: warning: unknown unit `zz`"])
  }

  @Test func unreadableInputExitsTwo() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let notUTF8 = try write("bad.cook", [0x40, 0x61, 0xFF, 0xFE, 0x0A])
    let huge = try write("huge.cook", Array(repeating: 0x61, count: 10 * 1024 * 1024 + 1))
    let cases = [
      (folder + "/missing.cook", "no such file"), (folder, "is a folder"),
      (notUTF8, "not UTF-8 text"), (huge, "larger than 10 MB"),
    ]
    for (path, reason) in cases {
      let result = run(["--parse", path])
      #expect(result.status == 2, "\(path)")
      #expect(result.outputs.isEmpty)
      #expect(result.errors == ["recipes: cannot read \(path): \(reason)"])
    }
    // Exactly 10 MB is read (spaces: a blank text, quick to parse).
    let limit = try write("limit.cook", Array(repeating: 0x20, count: 10 * 1024 * 1024))
    #expect(run(["--parse", limit]).status == 0)
  }

  @Test func controlAndBidiCharactersAreEscapedInTheJSON() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let name = "evil\u{1B}[2J\u{202E}\u{85}\u{7F}\u{2028}x"
    let path = try write("evil.cook", Array("Add @\(name){1%zz\u{1B}}.\n".utf8))
    let result = run(["--parse", path])
    #expect(result.status == 0)
    let line = try #require(result.outputs.first)
    for scalar in line.unicodeScalars {
      #expect(scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value))
      #expect(scalar.properties.generalCategory != .format)
      #expect(scalar.properties.generalCategory != .lineSeparator)
    }
    #expect(line.contains("\\u001b[2J\\u202e\\u0085\\u007f\\u2028x"))
    // The escapes decode back to the name exactly.
    let steps = try #require(try document(result)["steps"] as? [[[String: Any]]])
    #expect(steps[0][1]["name"] as? String == name)
    // The problem line on standard error is sanitised too.
    for line in result.errors { #expect(!line.unicodeScalars.contains { $0.value == 0x1B }) }
  }

  @Test func parseCannotBeCombinedWithAnotherMode() {
    let result = run(["--parse", "x.cook", "--print", "1"])
    #expect(result.status == 2)
    #expect(result.errors.first?.contains("cannot be combined") == true)
  }

  @Test(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
  func standardInputIsReadWithADash() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let binary = try #require(PackagePaths.recipesBinary)
    let result = try runProcess(
      binary, ["--parse", "-"],
      environment: InProcessRun.environment(folder: folder).merging(["PATH": "/usr/bin:/bin"]) {
        $1
      },
      input: "Mix @flour{1-2%cups} and @salt{=1%tsp}.\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"quantity\":\"1-2\",\"units\":\"cups\",\"range\":[1,2]"))
    #expect(
      result.stdout.contains("\"name\":\"salt\",\"quantity\":1,\"units\":\"tsp\",\"fixed\":true"))
    #expect(result.stderr.isEmpty)
  }
}
