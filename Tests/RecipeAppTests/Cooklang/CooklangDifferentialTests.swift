import Foundation
import RecipeKit
import TestSupport
import Testing

/// Our Cooklang reader against the official parser (cooklang-rs, PyPI
/// cooklang-bindings 0.6.0 in `.build/cooklang-venv`): a seeded set of
/// generated and mutated recipes, the oracle run once over all of them.
/// 1,000 recipes here; `FUZZ_COOKLANG=N` (`make fuzz`) for more,
/// `FUZZ_SEED` for another set.
///
/// Texts where the canonical tests decide against cooklang-rs are counted
/// apart, not compared (DECISIONS.md, "Where the canonical tests and the
/// official parser disagree"); texts cooklang-rs refuses are counted too.
@Suite(
  .enabled(
    if: CooklangOracle.isAvailable,
    "the official Cooklang parser is unavailable (python3 venv or PyPI cooklang-bindings)"))
struct CooklangDifferentialTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["FUZZ_COOKLANG"].flatMap(Int.init) ?? 1000
  static let seed =
    environment["FUZZ_SEED"].flatMap { $0.isEmpty ? nil : SeededGenerator.parse($0) } ?? 0xC00C_1A46

  /// Decided by the canonical tests, not by cooklang-rs: a run of `---`
  /// (testMetadataBreak) and a sigil followed by whitespace
  /// (testInvalidMultiWordIngredient, -Cookware, -Timer).
  static func decidedByCanonicalTests(_ body: String) -> Bool {
    let scalars = Array(body.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if scalar == "-", index + 2 < scalars.count, scalars[index + 1] == "-",
        scalars[index + 2] == "-"
      {
        return true
      }
      if scalar == "@" || scalar == "#" || scalar == "~", index + 1 < scalars.count,
        scalars[index + 1] == "\n" || scalars[index + 1].properties.isWhitespace
      {
        return true
      }
    }
    return false
  }

  /// The seeded texts, front matter and body apart: half generated, half
  /// with a mutated body.
  static func texts() -> [(frontMatter: String, body: String)] {
    var generator = CooklangRecipeGenerator(seed: seed)
    return (0..<count).map { index in
      let (front, body) = generator.recipe()
      return (front, index % 2 == 0 ? body : generator.mutated(body))
    }
  }

  @Test func ourReaderAgreesWithTheOfficialParser() throws {
    let parts = Self.texts()
    let answers = try CooklangOracle.describe(parts.map { $0.frontMatter + $0.body })
    var compared = 0
    var refused = 0
    var decided = 0
    var failures: [String] = []
    for (part, answer) in zip(parts, answers) {
      let text = part.frontMatter + part.body
      if Self.decidedByCanonicalTests(part.body) {
        decided += 1
        continue
      }
      if answer["error"] != nil || answer.isEmpty {
        refused += 1
        continue
      }
      compared += 1
      let comparison = CooklangOracleComparison(text: text, oracle: answer)
      if !comparison.differences.isEmpty, failures.count < 15 {
        failures.append(
          "\(text.debugDescription)\n  " + comparison.differences.joined(separator: "\n  "))
      }
    }
    #expect(
      failures.isEmpty,
      "seed \(Self.seed): \(failures.count) differ (of \(compared) compared):\n\(failures.joined(separator: "\n"))"
    )
    // Most texts are compared, not set aside.
    #expect(
      compared * 10 >= Self.count * 7,
      "compared \(compared), refused \(refused), decided \(decided)")
  }

  /// The comparison sees a difference: a wrong quantity, a lost fixed mark.
  @Test func aDifferenceIsSeen() throws {
    let answers = try CooklangOracle.describe(["@salt{=1%tsp} and @flour{2%cups}"])
    var answer = try #require(answers.first)
    #expect(
      CooklangOracleComparison(text: "@salt{=1%tsp} and @flour{2%cups}", oracle: answer).differences
        .isEmpty)
    #expect(
      !CooklangOracleComparison(text: "@salt{1%tsp} and @flour{2%cups}", oracle: answer).differences
        .isEmpty)
    answer["metadata"] = ["title": "Bread"]
    #expect(
      !CooklangOracleComparison(text: "@salt{=1%tsp} and @flour{2%cups}", oracle: answer)
        .differences.isEmpty)
  }
}
