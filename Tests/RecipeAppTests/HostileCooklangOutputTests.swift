import Foundation
import TestSupport
import Testing

/// The hostile Cooklang folder on the command line (issue 26, "Done
/// when"): nothing of it reaches the terminal raw, no reference leaves the
/// folder, and `--check-data` names each problem on its own plain line.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct HostileCooklangOutputTests {
  func run(_ arguments: [String]) throws -> CommandRun {
    try CommandRun(try #require(PackagePaths.recipesBinary), arguments)
  }

  @Test func checkDataNamesEveryProblemOnAPlainLine() throws {
    try HostileCooklangFolder.with(bigFile: true) { hostile in
      let check = try run(["--check-data", hostile.folder.path])
      expectPlain(check)
      #expect(check.status == 1)
      let lines = String(decoding: check.standardOutput, as: UTF8.self)
        .split(separator: "\n").map(String.init)
      func has(_ file: String, _ part: String) -> Bool {
        lines.contains { $0.contains(file) && $0.contains(part) }
      }
      #expect(has("Bad/Bytes.cook", "error: not UTF-8"), "\(lines)")
      #expect(has("Bad/Big.cook", "error:"), "\(lines)")
      #expect(has("Bad/Unclosed.cook:1:", "warning: unclosed"), "\(lines)")
      #expect(has("Bad/Front.cook:", "error: front matter"), "\(lines)")
      #expect(has("Cycle/A.cook:1:5", "error: reference cycle"), "\(lines)")
      #expect(has("Bad/Loop", "warning:"), "\(lines)")
      #expect(has("Bad/Self.cook", "warning:"), "\(lines)")
      #expect(has(".jpg", "warning: a picture without a recipe"), "\(lines)")
      #expect(lines.last?.contains("usable") == true, "\(lines)")
    }
  }

  @Test func theEvilRecipePrintsAndRendersAsPlainTextAndNeverLeavesTheFolder() throws {
    try HostileCooklangFolder.with { hostile in
      let list = try run(["--list", "--data", hostile.folder.path])
      expectPlain(list)
      let ids = String(decoding: list.standardOutput, as: UTF8.self).split(separator: "\n")
        .compactMap { $0.split(separator: "\t").first.map(String.init) }
      #expect(ids.count >= 8, "\(ids)")
      for id in ids {
        for format in ["text", "json", "markdown", "cooklang"] {
          let printed = try run(["--data", hostile.folder.path, "--print", id, "--format", format])
          expectPlain(printed)
          #expect(!String(decoding: printed.standardOutput, as: UTF8.self).contains("SECRET-CANARY"))
        }
      }
      // Every dish opened in turn, in the page and in cook mode.
      let keys = (0..<12).map { _ in "down enter c esc esc" }.joined(separator: " ")
      let rendered = try run(["--render", "120x30", "--keys", "tab " + keys, hostile.folder.path])
      expectPlain(rendered)
      #expect(rendered.status == 0)
      #expect(!String(decoding: rendered.standardOutput, as: UTF8.self).contains("SECRET-CANARY"))
    }
  }
}
