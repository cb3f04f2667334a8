import Foundation
import RecipeApp
import SplitLayout
import TestSupport
import Testing

/// A frame reaches the terminal in one `write`: ncurses, until a screen has
/// once been left and drawn again, flushes after every cursor movement (a
/// write per changed line, each waking the terminal), which the curses
/// terminal ends before its first frame. Counted from the kernel's tally of
/// the process's write calls (`/proc/PID/io`, `syscw`).
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/io"), "needs /proc/PID/io (Linux)"))
struct FrameWriteTests {
  /// The write calls the process has made so far.
  static func writes(_ pid: pid_t) throws -> Int {
    let text = try String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("syscw:") })
    return try #require(Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)))
  }

  @Test func eachKeysFrameIsOneWrite() throws {
    // No state file: its save would add writes of its own.
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path, "--lang", "en", "--no-state"],
      size: Size(width: 120, height: 40))
    #expect(session.waitForScreen { $0.text.contains("番茄炒蛋") })
    session.settle()
    session.type("\t")
    session.settle()
    let pid = session.pty.pid
    let before = try Self.writes(pid)
    let keys = 6
    var changed = 0
    for index in 0..<keys {
      let screen = session.screen.text
      session.type(index < 3 ? "j" : "k")
      session.settle(quiet: .milliseconds(200))
      if session.screen.text != screen { changed += 1 }
    }
    let after = try Self.writes(pid)
    // Every key moved the highlight (a frame of several changed lines)...
    #expect(changed == keys)
    // ... and each frame went out in one write.
    #expect(after - before == keys, "\(after - before) writes for \(keys) frames")
    session.type("q")
    #expect(session.waitForExit() != nil)
  }
}

/// The command's own reading of the environment agrees with Foundation's.
@Suite struct ProcessEnvironmentTests {
  @Test func theEnvironmentIsReadAsProcessInfoReadsIt() {
    let ours = RecipesCommand.processEnvironment()
    #expect(!ours.isEmpty)
    #expect(ours == ProcessInfo.processInfo.environment)
  }
}
