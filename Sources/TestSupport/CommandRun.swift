import Foundation

/// One run of a program with its standard output and error captured as
/// bytes (not a terminal): for checking exactly what `--print`,
/// `--check-data` and `--render` write.
public struct CommandRun: Sendable {
  /// The exit status (128 + the signal when killed by one).
  public let status: Int32
  public let standardOutput: [UInt8]
  public let standardError: [UInt8]

  /// Runs `executable` with `arguments` and waits for it; the environment
  /// is the test's with `LANG=C.UTF-8` unless `environment` is given.
  public init(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
  ) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged["LANG"] = "C.UTF-8"
    merged["NO_COLOR"] = nil
    merged.merge(TemporaryXDG.environment()) { $1 }
    process.environment = environment ?? merged
    // Both streams go to files, so a chatty program never blocks on a full
    // pipe while the other one is read.
    let folder = FileManager.default.temporaryDirectory
    let outputFile = folder.appendingPathComponent("CommandRun-\(UUID().uuidString).out")
    let errorFile = folder.appendingPathComponent("CommandRun-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outputFile)
      try? FileManager.default.removeItem(at: errorFile)
    }
    let output = try FileHandle(forWritingTo: outputFile)
    let error = try FileHandle(forWritingTo: errorFile)
    defer {
      try? output.close()
      try? error.close()
    }
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    standardOutput = [UInt8](try Data(contentsOf: outputFile))
    standardError = [UInt8](try Data(contentsOf: errorFile))
    status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }

  /// Standard output as text (invalid UTF-8 repaired).
  public var output: String { String(decoding: standardOutput, as: UTF8.self) }
  /// Standard error as text (invalid UTF-8 repaired).
  public var error: String { String(decoding: standardError, as: UTF8.self) }
}
