import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// `recipes --parse-ingredient LINE|-`: one JSON object a line, in process
/// and from the outside (temporary XDG folders, a clean environment).
@Suite struct ParseIngredientCommandTests {
  /// Runs in process with `input` as standard input.
  func run(_ arguments: [String], input: [String] = []) -> (Int32, [String], [String]) {
    let capture = InProcessRun.Capture()
    var lines = input[...]
    var command = RecipesCommand(
      environment: ["LANG": "C.UTF-8"], executable: nil, output: { capture.output.append($0) },
      errorOutput: { capture.errors.append($0) })
    command.inputLine = { lines.popFirst() }
    let status = command.run(arguments) { _ in throw CancellationError() }
    return (status, capture.output, capture.errors)
  }

  func object(_ line: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(
      with: Data(line.utf8), options: [.fragmentsAllowed])
    return try #require(value as? [String: Any])
  }

  @Test func aLineIsPrintedAsOneJSONObjectWithTheFiveFields() throws {
    let (status, output, errors) = run([
      "--parse-ingredient", "2 cups (250 g) all-purpose flour, sifted",
    ])
    #expect(status == 0)
    #expect(errors.isEmpty)
    #expect(
      output == [
        #"{"name":"all-purpose flour","note":"250 g","preparation":"sifted","quantity":2,"unit":"cup"}"#
      ])
  }

  @Test func aRangeIsLowAndHighAndNoAmountIsNull() throws {
    let (_, output, _) = run(["--parse-ingredient", "1-2 EL Öl"])
    let range = try #require(try object(output[0])["quantity"] as? [String: Double])
    #expect(range == ["low": 1, "high": 2])
    let (_, none, _) = run(["--parse-ingredient", "salt to taste"])
    let fields = try object(none[0])
    #expect(fields["quantity"] is NSNull)
    #expect(fields["unit"] is NSNull)
    #expect(fields["note"] as? String == "to taste")
  }

  @Test func aDashReadsEachLineOfStandardInput() throws {
    let (status, output, _) = run(
      ["--parse-ingredient", "-"], input: ["150克 鸡胸肉", "", "3 large eggs"])
    #expect(status == 0)
    #expect(output.count == 3)
    #expect(try object(output[0])["unit"] as? String == "g")
    #expect(try object(output[1])["name"] as? String == "")
    #expect(try object(output[2])["name"] as? String == "large eggs")
  }

  @Test func controlCharactersNeverReachTheOutput() throws {
    let (status, output, _) = run([
      "--parse-ingredient", "1 cup \u{1B}[31mred\u{9B}2J \u{202E}flour",
    ])
    #expect(status == 0)
    let text = output.joined()
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\\u001b"))
    #expect((try object(text)["name"] as? String)?.contains("flour") == true)
  }

  @Test func itCannotBeCombinedWithAnotherMode() {
    let (status, _, errors) = run(["--parse-ingredient", "1 egg", "--list"])
    #expect(status == 2)
    #expect(errors.first?.contains("cannot be combined") == true)
  }

  @Test(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
  func theBinaryReadsStandardInputLineByLine() throws {
    let binary = try #require(PackagePaths.recipesBinary)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("parse-ingredient-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = TemporaryXDG.environment(home: home)
    let result = try runProcess(
      binary, ["--parse-ingredient", "-"], environment: environment,
      input: "1 TL Salz\n2 c. à s. d'huile d'olive\n一个半 番茄\n",
      currentDirectory: PackagePaths.root)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(try lines.map { try object($0)["unit"] as? String } == ["tsp", "tbsp", "个"])
  }
}
