import Foundation

/// Runs `../shared/bench/ptybench.py` (a pseudo terminal with a VT
/// emulator, pyte) and returns its JSON report.
///
/// The tool makes its own virtual environment with pinned pyte and wcwidth
/// on first use (`--setup`); when that or anything else fails, the caller
/// reports the terminal figures as skipped with the reason.
struct PtyBench {
  /// The tool itself.
  let script: URL
  /// A Python 3 interpreter (not a pyenv shim, which adds a shell start).
  let python: URL

  /// ptybench with the system's `python3`, or nil when there is none.
  init?(script: URL) {
    self.script = script
    let candidates =
      ["/usr/bin/python3", "/usr/local/bin/python3"]
      + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
        "\($0)/python3"
      }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    python = URL(fileURLWithPath: found)
  }

  /// A failure to run the tool, with what it printed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The tool's version line, e.g. "ptybench 1.0"; also makes sure its
  /// virtual environment exists.
  func setUp() throws(Failure) -> String {
    let setup = try run(["--setup"])
    guard setup.status == 0 else {
      throw Failure(description: "ptybench --setup failed: " + Self.lastLine(setup.errors))
    }
    let version = try run(["--version"])
    return version.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs one measurement (`arguments` before `--`, then `command`) and
  /// returns the decoded JSON report.
  func measure(_ arguments: [String], command: [String]) throws(Failure) -> [String: Any] {
    let result = try run(arguments + ["--json", "--"] + command)
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)),
      let report = object as? [String: Any]
    else {
      throw Failure(
        description: "ptybench gave no report (exit \(result.status)): "
          + Self.lastLine(result.errors))
    }
    if result.status != 0 {
      let runs = report["runs"] as? [[String: Any]] ?? []
      let error = runs.last?["error"] as? [String: Any]
      let message = error?["message"] as? String ?? Self.lastLine(result.errors)
      throw Failure(description: "ptybench run failed: \(message)")
    }
    return report
  }

  private func run(_ arguments: [String]) throws(Failure) -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = python
    process.arguments = [script.path] + arguments
    let output = Pipe()
    // Errors go to a file: a second pipe could fill up while stdout is read.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ptybench-stderr-\(ProcessInfo.processInfo.processIdentifier).txt")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    guard let errors = try? FileHandle(forWritingTo: errorFile) else {
      throw Failure(description: "cannot create \(errorFile.path)")
    }
    defer { try? errors.close() }
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot start \(python.path): \(error)")
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  private static func lastLine(_ text: String) -> String {
    text.split(separator: "\n").last.map(String.init) ?? "(no message)"
  }
}
