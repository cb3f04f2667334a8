import Foundation
import Testing

/// Compares `actual` with the golden file `Snapshots/<name>.txt` beside the
/// calling test file.
///
/// With `RECORD_SNAPSHOTS=1` in the environment the file is written instead
/// and the test fails, so a recording never passes silently; review the
/// changed goldens with `git diff` like code. A mismatch fails with a line
/// diff.
public func assertSnapshot(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent(name + ".txt")
  let normalized = actual.hasSuffix("\n") ? actual : actual + "\n"
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try normalized.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded snapshot \(name); run again without RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record(
      "missing snapshot \(file.path); record it with `make snapshots`",
      sourceLocation: sourceLocation)
    return
  }
  if expected != normalized {
    let diff = lineDiff(expected, normalized)
    Issue.record(
      Comment(rawValue: "snapshot \(name) differs (- golden, + actual):\n\(diff)"),
      sourceLocation: sourceLocation)
  }
}

/// A line diff of two texts: unchanged lines with two spaces, removed ones
/// with `-`, added ones with `+` (longest common subsequence; fine for
/// screen-sized texts).
public func lineDiff(_ old: String, _ new: String) -> String {
  let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if i < a.count && j < b.count && a[i] == b[j] {
      lines.append("  " + a[i])
      i += 1
      j += 1
    } else if j < b.count && (i == a.count || table[i][j + 1] >= table[i + 1][j]) {
      lines.append("+ " + b[j])
      j += 1
    } else {
      lines.append("- " + a[i])
      i += 1
    }
  }
  return lines.joined(separator: "\n")
}
