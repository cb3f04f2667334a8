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
  /// The tool's own interpreter (its virtual environment, with pyte), known
  /// once `setUp` has run.
  private(set) var venvPython: URL?

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
  mutating func setUp() throws(Failure) -> String {
    let setup = try run(["--setup"])
    guard setup.status == 0 else {
      throw Failure(description: "ptybench --setup failed: " + Self.lastLine(setup.errors))
    }
    // --setup prints the virtual environment's python.
    let printed = setup.output.trimmingCharacters(in: .whitespacesAndNewlines)
    if FileManager.default.isExecutableFile(atPath: printed) {
      venvPython = URL(fileURLWithPath: printed)
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

  /// For each measured run (numbered from 1; warm-ups are 0 and below) of
  /// the `--trace` file `trace`, the time of the first read after which
  /// `marker` is on the screen: what ptybench calls `startup_marker_ms`,
  /// worked out again by feeding each read to its own emulator.
  ///
  /// Why not take its figure: the tool scans each read for terminal
  /// queries together with the last 16 bytes of the read before ("may
  /// straddle two reads"), so the read that follows a read ending in a
  /// query is taken for a query again and fed to the emulator at once,
  /// without the marker check; the marker is then first seen in a later
  /// read, and a first frame followed within the quiet time by a second
  /// one is reported at the second. An app that asks the terminal
  /// something just before its first frame (the colour and 2026 queries)
  /// always meets this.
  func markerTimes(trace: URL, marker: String, columns: Int, lines: Int) throws(Failure)
    -> [Double]
  {
    guard let venvPython else {
      throw Failure(description: "ptybench --setup has not given its python")
    }
    let result = try run(
      ["-c", Self.replay, script.deletingLastPathComponent().path, trace.path, marker,
       String(columns), String(lines)], python: venvPython, script: false)
    guard result.status == 0,
      let times = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [NSNumber]
    else {
      throw Failure(description: "replaying the trace failed: " + Self.lastLine(result.errors))
    }
    return times.map(\.doubleValue)
  }

  /// The replay: ptybench's own emulator (`Terminal`) fed read by read.
  /// The trace holds each read decoded as UTF-8 with `backslashreplace`;
  /// `\xNN` is turned back into its byte (the apps measured here write no
  /// backslash followed by `x` and two hex digits).
  private static let replay = """
    import json, re, sys
    sys.path.insert(0, sys.argv[1])
    import ptybench
    trace, marker, columns, lines = sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
    escaped = re.compile(rb"\\\\x([0-9a-f]{2})")
    terminals, hits = {}, {}
    with open(trace, encoding="utf-8") as f:
        for line in f:
            event = json.loads(line)
            run = event.get("run", 0)
            if run < 1 or event["event"] != "out" or run in hits:
                continue
            term = terminals.setdefault(run, ptybench.Terminal(columns, lines))
            data = escaped.sub(lambda m: bytes([int(m.group(1), 16)]), event["data"].encode())
            term.feed(data)
            if term.contains(marker):
                hits[run] = event["t_ms"]
    print(json.dumps([hits[run] for run in sorted(hits)]))
    """

  private func run(_ arguments: [String]) throws(Failure) -> (
    status: Int32, output: String, errors: String
  ) {
    try run(arguments, python: python, script: true)
  }

  private func run(_ arguments: [String], python: URL, script withScript: Bool) throws(Failure) -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = python
    process.arguments = (withScript ? [script.path] : []) + arguments
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
