import Foundation
import RecipeKit
import Testing

@testable import RecipeApp

/// `recipes --parse` against the 60 cases of the Cooklang canonical suite,
/// compared as the spec's runners compare (adjacent text joined, extra keys
/// ignored).
@Suite(.enabled(if: CanonicalSuite.isPresent, "../shared/cooklang/canonical.json is absent"))
struct CooklangCanonicalTests {
  /// The JSON that `recipes --parse` prints for `source` (run in process
  /// on a temporary file), decoded.
  static func document(_ source: String) throws -> [String: Any] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("canonical-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/recipe.cook"
    try Data(source.utf8).write(to: URL(fileURLWithPath: file))
    let run = InProcessRun(
      ["--parse", file], environment: InProcessRun.environment(folder: folder))
    #expect(run.status == 0)
    let text = try #require(run.outputs.first)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func everyCaseAgrees() throws {
    let cases = try CanonicalSuite.cases()
    #expect(cases.count == 60)
    var failing: [String] = []
    for test in cases {
      let differences = CanonicalSuite.differences(try Self.document(test.source), test.result)
      if !differences.isEmpty {
        failing.append(test.name + ": " + differences.joined(separator: "; "))
      }
    }
    #expect(
      failing.isEmpty,
      "\(failing.count) of \(cases.count) differ:\n\(failing.joined(separator: "\n"))")
  }

  /// The comparison itself can fail: a wrong quantity is caught.
  @Test func aWrongResultIsCaught() throws {
    let document = try Self.document("@milk{1/2%cup}\n")
    let expected: [String: Any] = [
      "steps": [[["type": "ingredient", "name": "milk", "quantity": 0.25, "units": "cup"]]],
      "metadata": [String: Any](),
    ]
    #expect(!CanonicalSuite.differences(document, expected).isEmpty)
  }
}
