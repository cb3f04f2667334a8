import Foundation
import SplitLayout
import TestSupport
import Testing

/// Issue 18: the built `recipes` in a pseudo terminal asks its start-up
/// questions (DECRQM 2026, OSC 11, DA1) once, draws the first frame before
/// any answer, follows a light or a dark answer, wraps frames in mode 2026
/// only when the terminal reported it, and reads answers, late ones
/// included, as answers: never as keys.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct TerminalQueryTests {
  static let size = Size(width: 100, height: 30)
  /// The secondary text's colour in each variant at 256 colours (the
  /// dish rows' subtitles), as ncurses sends it.
  static let lightSecondary = "\u{1B}[38;5;241m"
  static let darkSecondary = "\u{1B}[38;5;245m"
  static let syncOn = "\u{1B}[?2026h"

  /// Starts the browser and waits for its first frame, answering nothing.
  func launch(answerWait: Int? = 5_000) throws -> TerminalSession {
    var environment = PseudoTerminal.defaultEnvironment()
    if let answerWait { environment["RECIPES_ANSWER_WAIT_MS"] = String(answerWait) }
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Self.size, environment: environment)
    let drawn = session.waitForScreen { $0.text.contains("番茄炒蛋") && $0.text.contains("q quit") }
    try #require(drawn, "no first frame before any answer:\n\(session.screen.text)")
    session.settle(quiet: .milliseconds(100))
    #expect(session.screen.appQueries == ["DECRQM 2026", "OSC 11?", "DA1"])
    #expect(Self.text(session.output).contains(Self.darkSecondary), "the first frame is dark")
    return session
  }

  static func text(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// The output written after byte `start`.
  static func since(_ start: Int, _ session: TerminalSession) -> String {
    text(session.output.dropFirst(start))
  }

  func quit(_ session: TerminalSession) {
    session.type("\u{03}")
    #expect(session.waitForExit() == .exited(0))
    #expect(!session.screen.isSet(privateMode: 2031) && !session.screen.isAlternateScreen)
  }

  @Test func aLightTerminalsAnswerRecoloursAndTurnsOnSynchronizedOutput() throws {
    let session = try launch()
    let screen = session.screen.text
    let start = session.output.count
    session.type("\u{1B}[?2026;2$y\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")
    let recoloured = session.waitForScreen(timeout: .seconds(10)) { _ in
      Self.since(start, session).contains(Self.lightSecondary)
    }
    #expect(recoloured, "the light palette never came")
    session.settle()
    #expect(session.screen.text == screen, "an answer moved something")
    // From now on each frame is wrapped.
    let beforeKey = session.output.count
    session.type("j")
    #expect(session.waitForScreen(timeout: .seconds(10)) { $0.text != screen })
    session.settle()
    let frame = Self.since(beforeKey, session)
    #expect(
      frame.hasPrefix(Self.syncOn) && frame.hasSuffix("\u{1B}[?2026l"), "\(frame.debugDescription)")
    // A key that changes nothing sends nothing, no empty wrapper either.
    let beforeIdle = session.output.count
    session.type("\u{1B}[24~")
    session.settle()
    #expect(
      session.output.count == beforeIdle, "\(Self.since(beforeIdle, session).debugDescription)")
    quit(session)
  }

  @Test func aDarkTerminalsAnswerKeepsDarkAndWithout2026NothingIsWrapped() throws {
    let session = try launch()
    let screen = session.screen.text
    session.type("\u{1B}[?2026;0$y\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}\u{1B}[?62;22c")
    session.settle()
    session.type("j")
    #expect(session.waitForScreen(timeout: .seconds(10)) { $0.text != screen })
    session.settle()
    let all = Self.text(session.output)
    #expect(!all.contains(Self.lightSecondary) && !all.contains(Self.syncOn))
    quit(session)
  }

  @Test func aTerminalThatNeverAnswersGetsTheDarkThemeAndWorks() throws {
    let session = try launch(answerWait: nil)
    let screen = session.screen.text
    session.type("j")
    #expect(session.waitForScreen(timeout: .seconds(10)) { $0.text != screen })
    session.settle()
    let all = Self.text(session.output)
    #expect(!all.contains(Self.lightSecondary) && !all.contains(Self.syncOn))
    quit(session)
  }

  /// An answer after the 100 ms is read and dropped: the palette stays,
  /// and neither its `]` (next dish) nor its `g` (top) moves anything.
  @Test func aLateAnswerIsAnAnswerNotKeys() throws {
    let session = try launch(answerWait: nil)
    session.type("jj")
    session.settle()
    let screen = session.screen.text
    let start = session.output.count
    Thread.sleep(forTimeInterval: 0.3)
    session.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
    session.settle(quiet: .milliseconds(500))
    #expect(session.screen.text == screen, "the late answer moved something")
    #expect(!Self.since(start, session).contains(Self.lightSecondary))
    quit(session)
  }

  /// `y` on an open recipe: one OSC 52 whose base64 is `--print`'s text.
  @Test func yWritesTheRecipeToTheClipboardWithOSC52() throws {
    let session = try launch(answerWait: nil)
    session.type("\r")
    #expect(session.waitForScreen(timeout: .seconds(10)) { $0.text.contains("[Close]") })
    session.type("y")
    let copied = session.waitForScreen(timeout: .seconds(10)) { !$0.clipboardWrites.isEmpty }
    try #require(copied, "no OSC 52")
    let payload = try #require(session.screen.clipboardWrites.first)
    let text = try #require(
      Data(base64Encoded: payload).map { String(decoding: $0, as: UTF8.self) })
    let binary = try #require(PackagePaths.recipesBinary)
    let printed = try CommandRun(
      binary, ["--data", PackagePaths.data.path, "--print", "101", "--width", "80"])
    #expect(text + "\n" == printed.output)
    quit(session)
  }
}
