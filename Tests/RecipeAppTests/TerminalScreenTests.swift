import Foundation
import SplitLayout
import TestSupport
import Testing

/// The built `recipes` in a pseudo terminal shows exactly what its canvas
/// draws (`--render` at the same size after the same keys), as a
/// `VirtualTerminal` reads the bytes ncurses sends: no ghost characters, no
/// half glyphs, the same after a resize. This also checks the emulator the
/// other terminal tests rely on.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct TerminalScreenTests {
  /// What `recipes --render` prints for `size` after `keys` (without the
  /// final newline).
  func rendered(_ size: Size, keys: String = "") throws -> String {
    let binary = try #require(PackagePaths.recipesBinary)
    let run = try CommandRun(
      binary,
      [
        "--data", PackagePaths.data.path, "--render", "\(size.width)x\(size.height)", "--keys",
        keys,
      ])
    #expect(run.status == 0, "\(run.error)")
    var text = run.output
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// The bytes a terminal sends for a `--keys` token used here; arrows
  /// depend on the cursor-key mode the program set (`ESC O B` once ncurses
  /// has sent smkx, `ESC [ B` before).
  static func bytes(for key: String, in screen: VirtualTerminal) -> String {
    let prefix = screen.isSet(privateMode: 1) ? "\u{1B}O" : "\u{1B}["
    let table = ["tab": "\t", "enter": "\r", "down": prefix + "B", "up": prefix + "A"]
    return table[key] ?? key
  }

  /// Waits until the emulated screen equals `expected`; records a line
  /// diff when it never does.
  func expectScreen(
    _ session: TerminalSession, equals expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !session.waitForScreen(timeout: .seconds(15), { $0.text == expected }) {
      Issue.record(
        Comment(
          rawValue: "screen differs (- canvas, + terminal):\n"
            + lineDiff(expected, session.screen.text)),
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [
    (120, 40, ""), (80, 24, ""), (120, 40, "tab enter"), (80, 24, "m down enter"),
    (101, 30, "s"), (60, 20, "tab down down enter"),
  ])
  func theTerminalShowsWhatTheCanvasDraws(width: Int, height: Int, keys: String) throws {
    let size = Size(width: width, height: height)
    let expected = try rendered(size, keys: keys)
    let session = try TerminalSession(arguments: ["--data", PackagePaths.data.path], size: size)
    #expect(session.waitForScreen { $0.text.contains("家常菜") })
    for key in keys.split(separator: " ") {
      session.settle(quiet: .milliseconds(100))
      session.type(Self.bytes(for: String(key), in: session.screen))
    }
    expectScreen(session, equals: expected)
    session.type("\u{03}")
    #expect(session.waitForExit() == .exited(0))
  }

  @Test func aResizeRedrawsTheWholeScreenAtTheNewSize() throws {
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 120, height: 40))
    expectScreen(session, equals: try rendered(Size(width: 120, height: 40)))
    var history = ""
    for size in [
      Size(width: 80, height: 24), Size(width: 150, height: 45), Size(width: 30, height: 8),
    ] {
      // The same resizes headless: the focus moved off the hidden cuisines
      // stays on the dishes, and the footer shows it.
      history += " resize:\(size.width)x\(size.height)"
      session.resize(to: size)
      expectScreen(session, equals: try rendered(size, keys: history))
    }
    session.type("q")
    #expect(session.waitForExit() == .exited(0))
  }

  @Test func aMouseClickInTheTerminalOpensTheDishUnderIt() throws {
    // Dish rows start at row 2 (0-based), two lines each: row 6 is the
    // third dish. SGR reports are 1-based.
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 120, height: 40))
    #expect(session.waitForScreen { $0.text.contains("家常菜") })
    session.settle()
    session.type("\u{1B}[<0;41;7M\u{1B}[<0;41;7m")
    expectScreen(session, equals: try rendered(Size(width: 120, height: 40), keys: "click:40,6"))
    #expect(session.screen.text.contains("[Close] 可乐鸡翅"))
    session.type("q")
    session.type("q")
    #expect(session.waitForExit() == .exited(0))
  }
}
