import Foundation
import SplitLayout
import TestSupport
import Testing

/// A window resized while the app reads the rest of a sequence (a
/// start-up answer still coming in, a mouse report, a paste) is laid out
/// at its new size: ncurses reports the resize from inside that read, and
/// the app keeps it for the next one instead of dropping it. (Found by the
/// end-to-end tests under load: tmux's answers to the start-up queries
/// were still arriving when the test resized the window, and the app went
/// on drawing at the old width.)
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct ResizeMidSequenceTests {
  @Test(arguments: [
    ("an answer", "\u{1B}[?2026;2", "$y"),
    ("a mouse report", "\u{1B}[<64;5", ";5M"),
    ("a paste", "\u{1B}[200~", "\u{1B}[201~"),
  ])
  func aResizeInsideASequenceIsKept(what: String, head: String, tail: String) throws {
    var environment = PseudoTerminal.defaultEnvironment()
    // Answers stay due, so the app waits for the rest of one.
    environment["RECIPES_ANSWER_WAIT_MS"] = "5000"
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 100, height: 30),
      environment: environment)
    let drawn = session.waitForScreen { $0.text.contains("番茄炒蛋") && $0.text.contains("q quit") }
    try #require(drawn, "no first frame:\n\(session.screen.text)")
    session.settle(quiet: .milliseconds(100))
    for _ in 0..<3 {
      // The sequence starts, the window shrinks to the stack's width
      // while the app waits for its rest, then the rest comes. (From the
      // drawer the stack shows its root, the cuisines, as `--render`
      // does.)
      session.type(head)
      session.resize(to: Size(width: 50, height: 20))
      session.type(tail)
      let stacked = session.waitForScreen(timeout: .seconds(20)) {
        // A frame drawn for 50 columns: the stack's root, or its dishes
        // page with its buttons at the right end (a frame for 100
        // columns cut at 50 has neither).
        let title = $0.text.prefix { $0 != "\n" }
        return (title.hasPrefix(" Recipes") || title.hasSuffix("[?]"))
          && !title.contains("[≡ Recipes]")
      }
      #expect(stacked, "\(what): the resize was lost:\n\(session.screen.text)")
      session.type(head)
      session.resize(to: Size(width: 100, height: 30))
      session.type(tail)
      let back = session.waitForScreen(timeout: .seconds(20)) {
        let title = $0.text.prefix { $0 != "\n" }
        return title.contains("[≡ Recipes]") && title.hasSuffix("[?]")
      }
      #expect(back, "\(what): the resize back was lost:\n\(session.screen.text)")
    }
    session.type("\u{03}")
    #expect(session.waitForExit() == .exited(0))
  }
}
