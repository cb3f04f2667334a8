import Foundation
import TestSupport
import Testing

/// DECISIONS.md stays a list of decisions (issue 29, point 6): each entry
/// once (a merge that brings a section in twice leaves an older copy that
/// a later one contradicts, unmarked), and no measurement journal among
/// them (instruction counts live in `Sources/bench/LOG.md`).
@Suite struct DecisionsFileTests {
  static func text() throws -> String {
    try String(
      contentsOf: PackagePaths.root.appendingPathComponent("DECISIONS.md"), encoding: .utf8)
  }

  @Test func noHeadingIsThereTwice() throws {
    var seen: [String: Int] = [:]
    var twice: [String] = []
    for (number, line) in try Self.text().split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated() where line.hasPrefix("#")
    {
      if let first = seen[String(line)] {
        twice.append("lines \(first) and \(number + 1): \(line)")
      } else {
        seen[String(line)] = number + 1
      }
    }
    #expect(twice.isEmpty, "\(twice.joined(separator: "\n"))")
  }

  @Test func instructionCountsAreInTheBenchLogNotAmongTheDecisions() throws {
    // "2.8 M instructions", "91.6 M → 49.0 M": a profile's figures.
    let figure = /[0-9.]+ M (instructions|→)/
    let lines = try Self.text().split(separator: "\n").filter { $0.contains(figure) }
    #expect(lines.isEmpty, "move to Sources/bench/LOG.md: \(lines.joined(separator: "\n"))")
  }
}
