import Foundation
import SplitLayout
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every way out of the built `recipes` saves the place before the
/// terminal is restored: `q`, `ctrl-c`, SIGTERM, SIGHUP, SIGINT, each
/// within the second after a save (when no periodic save has happened yet).
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct StateExitTests {
  enum Exit: String, CaseIterable, Sendable {
    case q, ctrlC, sigterm, sighup, sigint
  }

  @Test(arguments: Exit.allCases)
  func theWayOutSavesTheLastChange(exit: Exit) throws {
    let environment = PseudoTerminal.defaultEnvironment()
    let statePath = try #require(environment["XDG_STATE_HOME"]) + "/recipes/state.json"
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 120, height: 30),
      environment: environment)
    try #require(session.waitForScreen { $0.isAlternateScreen && $0.text.contains("家常菜") })
    session.settle(quiet: .milliseconds(100))
    // The first change saves at once; the next two wait for the second.
    session.type("\t")
    #expect(session.waitForScreen { $0.text.contains("1/9") })
    session.type("\u{1B}[B\u{1B}[B")
    #expect(session.waitForScreen { $0.text.contains("3/9") })
    switch exit {
    case .q: session.type("q")
    case .ctrlC: session.type("\u{03}")
    case .sigterm: session.pty.send(signal: SIGTERM)
    case .sighup: session.pty.send(signal: SIGHUP)
    case .sigint: session.pty.send(signal: SIGINT)
    }
    let status = session.waitForExit(timeout: .seconds(10))
    switch exit {
    case .q, .ctrlC: #expect(status == .exited(0))
    case .sigterm: #expect(status == .signaled(SIGTERM))
    case .sighup: #expect(status == .signaled(SIGHUP))
    case .sigint: #expect(status == .signaled(SIGINT))
    }
    #expect(!session.screen.isAlternateScreen, "the terminal is restored")
    let data = try #require(FileManager.default.contents(atPath: statePath))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let bundles = try #require(json["bundles"] as? [String: [String: Any]])
    let entry = try #require(bundles.values.first)
    let places = try #require(entry["places"] as? [String: [String: Any]])
    #expect(places["1"]?["dish"] as? String == "103", "\(places)")
  }

  @Test func aSecondSignalEndsAtOnceWhenTheLoopDoesNot() throws {
    // Two SIGTERMs in a row: the second takes the immediate path; either
    // way the program ends by SIGTERM with the terminal restored.
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 80, height: 24))
    try #require(session.waitForScreen { $0.isAlternateScreen && $0.text.contains("家常菜") })
    session.pty.send(signal: SIGTERM)
    session.pty.send(signal: SIGTERM)
    #expect(session.waitForExit(timeout: .seconds(10)) == .signaled(SIGTERM))
    #expect(!session.screen.isAlternateScreen)
  }

  @Test(arguments: [
    HostileStateFileTests.Hostile.fifo, .huge, .symlinkToZero, .binary, .deepArrays, .wrongTypes,
  ])
  func theAppStartsCleanOnAHostileStateFile(hostile: HostileStateFileTests.Hostile) throws {
    let environment = PseudoTerminal.defaultEnvironment()
    let folder = try #require(environment["XDG_STATE_HOME"]) + "/recipes"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try HostileStateFileTests.make(hostile, at: folder + "/state.json")
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 160, height: 30),
      environment: environment)
    // A damaged file is moved aside; a FIFO or a device is not ours to
    // move: it is left as it is and the run saves nothing.
    let special = [.fifo, .symlinkToZero].contains(hostile)
    let warned = session.waitForScreen(timeout: .seconds(10)) {
      $0.text.contains("家常菜")
        && $0.text.contains(special ? "is not a state file (" : "is unusable (")
    }
    #expect(warned, "\(hostile): \(session.screen.text)")
    var info = stat()
    #expect((lstat(folder + "/state.json.bad", &info) == 0) == !special, "the bad file is kept")
    #expect(lstat(folder + "/state.json", &info) == 0 || !special, "the special file is left")
    session.type("\t")
    #expect(session.waitForScreen { $0.text.contains("1/9") }, "the app works on")
    session.type("q")
    #expect(session.waitForExit(timeout: .seconds(10)) == .exited(0))
  }
}
