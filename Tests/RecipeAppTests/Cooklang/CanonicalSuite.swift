import Foundation
import TestSupport
import Testing

/// The Cooklang canonical parser tests (cooklang/spec, version 7), read
/// from `../shared/cooklang/canonical.json` where they are: never copied
/// into the project.
enum CanonicalSuite {
  static let url = PackagePaths.root.appendingPathComponent("../shared/cooklang/canonical.json")
    .standardizedFileURL

  static var isPresent: Bool { FileManager.default.fileExists(atPath: url.path) }

  /// Each case's name, source and expected result, sorted by name.
  static func cases() throws -> [(name: String, source: String, result: [String: Any])] {
    let data = try Data(contentsOf: url)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let tests = try #require(root["tests"] as? [String: [String: Any]])
    return try tests.keys.sorted().map { name in
      let test = try #require(tests[name])
      return (
        name, try #require(test["source"] as? String),
        try #require(test["result"] as? [String: Any])
      )
    }
  }

  /// A step's items as the spec's runners compare them: adjacent text
  /// joined, only the keys the expected items have.
  static func joined(_ items: [[String: Any]]) -> [[String: Any]] {
    var result: [[String: Any]] = []
    for item in items {
      if item["type"] as? String == "text", let last = result.last,
        last["type"] as? String == "text"
      {
        result[result.count - 1]["value"] =
          (last["value"] as? String ?? "") + (item["value"] as? String ?? "")
      } else {
        result.append(item)
      }
    }
    return result
  }

  /// Whether `actual` has every key of `expected` with an equal value
  /// (numbers by value, strings exactly); extra keys are ignored.
  static func matches(_ actual: [String: Any], _ expected: [String: Any]) -> Bool {
    expected.allSatisfy { key, value in
      guard let other = actual[key] else { return false }
      return same(other, value)
    }
  }

  static func same(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let a as String, let b as String): return a == b
    case (let a as NSNumber, let b as NSNumber): return a.doubleValue == b.doubleValue
    case (let a as [Any], let b as [Any]):
      return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (let a as [String: Any], let b as [String: Any]):
      return a.count == b.count && matches(a, b)
    default: return false
    }
  }

  /// The differences between a `--parse` document and an expected result,
  /// one line each; empty when they agree.
  static func differences(_ document: [String: Any], _ expected: [String: Any]) -> [String] {
    var found: [String] = []
    let steps = (document["steps"] as? [[[String: Any]]] ?? []).map(joined)
    let wanted = (expected["steps"] as? [[[String: Any]]] ?? []).map(joined)
    if steps.count != wanted.count {
      found.append("\(steps.count) steps, expected \(wanted.count)")
    }
    for (index, (step, want)) in zip(steps, wanted).enumerated() {
      if step.count != want.count || !zip(step, want).allSatisfy({ matches($0, $1) }) {
        found.append("step \(index): \(step) expected \(want)")
      }
    }
    let metadata = document["metadata"] as? [String: Any] ?? [:]
    let wantedMetadata = expected["metadata"] as? [String: Any] ?? [:]
    if !same(metadata, wantedMetadata) {
      found.append("metadata \(metadata) expected \(wantedMetadata)")
    }
    return found
  }
}
