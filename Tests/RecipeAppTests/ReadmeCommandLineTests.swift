import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// The README's examples of opening folders are command lines the option
/// parser takes (issue 26 §2: the positional folder is the last word).
@Suite struct ReadmeCommandLineTests {
  /// The `recipes …` lines of the code block under `heading`, without
  /// their `#` comments, split into words.
  static func examples(under heading: String) throws -> [[String]] {
    let readme = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: heading) else { return [] }
    var result: [[String]] = []
    var inBlock = false
    for line in lines[(start + 1)...] {
      if line.hasPrefix("#") { break }
      if line.hasPrefix("```") {
        if inBlock { break }
        inBlock = true
        continue
      }
      guard inBlock else { continue }
      let command = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
      var words = command.split(separator: " ").map(String.init)
      // `RECIPES_DATA=… recipes`: the environment is not an argument.
      while let first = words.first, first.contains("=") { words.removeFirst() }
      if words.first == "recipes" { result.append(Array(words.dropFirst())) }
    }
    return result
  }

  @Test func theExamplesOfOpeningFoldersParse() throws {
    let examples = try Self.examples(under: "### Opening your own folders")
    #expect(examples.count >= 3)
    for words in examples {
      #expect(throws: Never.self, "recipes \(words.joined(separator: " "))") {
        _ = try Options.parse(words)
      }
    }
  }
}
