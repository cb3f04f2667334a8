import Foundation
import SplitLayout
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `recipes` in a pseudo terminal, ended every way it can end:
/// after each, the terminal must be back in normal mode, judged from the
/// bytes it received (a `VirtualTerminal` tracks the DEC private modes) and
/// from the pty's termios, and the exit status must tell how it ended.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct TerminalRestoreTests {
  static let size = Size(width: 80, height: 24)

  /// `recipes --data Data/` at 80x24, once its first frame is on screen
  /// (in the alternate screen, mouse reports and bracketed paste on, the
  /// cursor hidden: what the restore must undo).
  func launch(environment extra: [String: String] = [:]) throws -> TerminalSession {
    let environment = PseudoTerminal.defaultEnvironment().merging(extra) { $1 }
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Self.size, environment: environment)
    let drawn = session.waitForScreen { $0.isAlternateScreen && $0.text.contains("家常菜") }
    try #require(drawn, "no first frame; the screen shows:\n\(session.screen.text)")
    session.settle()
    let screen = session.screen
    #expect(screen.isSet(privateMode: 1000) && screen.isSet(privateMode: 1002))
    #expect(screen.isSet(privateMode: 1006) && screen.isSet(privateMode: 2004))
    #expect(!screen.isCursorVisible)
    let settings = session.pty.currentTermios()
    #expect(settings.c_lflag & tcflag_t(ECHO | ICANON) == 0, "curses should have set raw mode")
    return session
  }

  /// The terminal is as a shell expects it: main screen, no mouse
  /// tracking, no bracketed paste, normal cursor keys, cursor visible, and
  /// the line discipline exactly as before the program started.
  func expectRestored(
    _ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let screen = session.screen
    #expect(
      !screen.isAlternateScreen, "still in the alternate screen", sourceLocation: sourceLocation)
    for mode in [1000, 1002, 1003, 1005, 1006, 1015, 2004, 1] {
      #expect(
        !screen.isSet(privateMode: mode), "mode \(mode) left on", sourceLocation: sourceLocation)
    }
    #expect(screen.isCursorVisible, "cursor left hidden", sourceLocation: sourceLocation)
    #expect(
      !screen.isKeypadApplicationMode, "keypad left in application mode",
      sourceLocation: sourceLocation)
    let before = session.pty.initialTermios
    let after = session.pty.currentTermios()
    #expect(after.c_lflag & tcflag_t(ECHO) != 0, "echo off", sourceLocation: sourceLocation)
    #expect(
      after.c_lflag & tcflag_t(ICANON) != 0, "canonical mode off", sourceLocation: sourceLocation)
    #expect(after.c_lflag == before.c_lflag, sourceLocation: sourceLocation)
    #expect(after.c_iflag == before.c_iflag, sourceLocation: sourceLocation)
    #expect(after.c_oflag == before.c_oflag, sourceLocation: sourceLocation)
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalAfterTheFirstFrameRestoresTheTerminalAndEndsTheProgramBySignal(signal: Int32) throws {
    let session = try launch()
    session.pty.send(signal: signal)
    let status = session.waitForExit()
    #expect(status == .signaled(signal))
    expectRestored(session)
  }

  @Test func aHangUpEndsTheProgramPromptly() throws {
    // The terminal window or SSH connection goes away: the program must
    // end (by SIGHUP, or by seeing its input end), not spin or hang.
    let session = try launch()
    session.pty.hangUp()
    let status = session.pty.waitForExit(timeout: .seconds(10))
    #expect(status == .signaled(SIGHUP) || status == .exited(0), "\(String(describing: status))")
  }

  @Test func aTrapInTheRunLoopRestoresTheTerminalAndEndsTheProgramBySignal() throws {
    // SWIFT_BACKTRACE as a user has it (unset): the runtime's backtracer
    // may print its report after our handler has restored the terminal.
    let session = try launch(environment: ["RECIPES_TEST_TRAP": "1"])
    session.type("j")
    // In a terminal the backtracer waits 30 s for a key after its report
    // ("Press space to interact, D to debug, or any other key to quit"):
    // answer as a user would.
    let prompt = Array("any other key to quit".utf8)
    let prompted = session.pty.readUntil(timeout: .seconds(30)) { output in
      output.count >= prompt.count
        && output.indices.dropLast(prompt.count - 1).contains {
          output[$0..<$0 + prompt.count].elementsEqual(prompt)
        }
    }
    if prompted { session.type("q") }
    let status = session.waitForExit(timeout: .seconds(60))
    // A Swift trap is SIGILL on x86_64 and SIGTRAP on arm64.
    #expect(
      status == .signaled(SIGILL) || status == .signaled(SIGTRAP), "\(String(describing: status))")
    expectRestored(session)
    #expect(String(decoding: session.output, as: UTF8.self).contains("RECIPES_TEST_TRAP"))
  }

  @Test func quittingWithQRestoresTheTerminalAndExitsWithZero() throws {
    let session = try launch()
    session.type("q")
    #expect(session.waitForExit() == .exited(0))
    expectRestored(session)
  }

  @Test func ctrlCQuitsLikeQ() throws {
    let session = try launch()
    session.type("\u{03}")
    #expect(session.waitForExit() == .exited(0))
    expectRestored(session)
  }

  @Test func anUnknownTerminalTypeIsAnErrorThatLeavesTheTerminalUntouched() throws {
    var environment = PseudoTerminal.defaultEnvironment()
    environment["TERM"] = "no-such-terminal-xyz"
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Self.size, environment: environment)
    #expect(session.waitForExit() == .exited(2))
    let text = String(decoding: session.output, as: UTF8.self)
    #expect(text.contains("recipes: cannot start the terminal: TERM=no-such-terminal-xyz"))
    #expect(text.contains("--print"), "\(text)")
    #expect(!session.output.contains(0x1B), "escape sequences sent: \(text.debugDescription)")
    expectRestored(session)
  }

  /// Issue 31, item 15: a terminal without cursor addressing (`TERM=dumb`)
  /// is refused like an unknown one, pointing to `--print`.
  @Test func aTerminalThatCannotMoveTheCursorIsRefused() throws {
    var environment = PseudoTerminal.defaultEnvironment()
    environment["TERM"] = "dumb"
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Self.size, environment: environment)
    #expect(session.waitForExit() == .exited(2))
    let text = String(decoding: session.output, as: UTF8.self)
    #expect(text.contains("recipes: cannot start the terminal: TERM=dumb"), "\(text)")
    #expect(text.contains("--print"), "\(text)")
    #expect(!session.output.contains(0x1B), "escape sequences sent: \(text.debugDescription)")
    expectRestored(session)
  }

  @Test func aMissingDataFolderIsAnErrorThatLeavesTheTerminalUntouched() throws {
    let session = try TerminalSession(
      arguments: ["--data", "/nonexistent/recipes-bundle"], size: Self.size)
    #expect(session.waitForExit() == .exited(2))
    let text = String(decoding: session.output, as: UTF8.self)
    #expect(text.hasPrefix("recipes: cannot open data folder /nonexistent/recipes-bundle"))
    #expect(!session.output.contains(0x1B))
    expectRestored(session)
  }
}
