import Foundation
import SplitLayout
import TestSupport
import Testing

/// A window resized while the app is in the middle of reading a sequence
/// (a bracketed paste, a mouse report, a terminal's answer) is laid out at
/// its new size without another key: the resize lands between the head of
/// the sequence and its tail (`resizeNow`, no settling first), which is
/// where ncurses used to swallow it (its KEY_RESIZE ended our nested read,
/// or its SIGWINCH flag waited for a read that failed while the app
/// blocked).
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct ResizeMidSequenceTests {
  static let wide = Size(width: 100, height: 30)
  static let narrow = Size(width: 50, height: 20)

  /// A frame drawn for 50 columns: the stack's root, or its dishes page
  /// with its buttons at the right end (a frame for 100 columns cut at 50
  /// has neither).
  static func isNarrowFrame(_ screen: VirtualTerminal) -> Bool {
    let title = screen.text.prefix { $0 != "\n" }
    return (title.hasPrefix(" Recipes") || title.hasSuffix("[?]")) && !title.contains("[≡ Recipes]")
  }

  /// A frame drawn for 100 columns: the split view's title bar, whole.
  static func isWideFrame(_ screen: VirtualTerminal) -> Bool {
    let title = screen.text.prefix { $0 != "\n" }
    return title.contains("[≡ Recipes]") && title.hasSuffix("[?]")
  }

  /// xterm's `clear` (ncurses sends it for the first frame after a resize).
  static let clearScreen = Array("\u{1B}[H\u{1B}[2J".utf8)

  static func count(_ needle: [UInt8], in bytes: [UInt8]) -> Int {
    guard bytes.count >= needle.count else { return 0 }
    return (0...(bytes.count - needle.count)).filter {
      bytes[$0..<($0 + needle.count)].elementsEqual(needle)
    }.count
  }

  @Test(arguments: [
    ("a paste", "\u{1B}[200~", "\u{1B}[201~", 30),
    ("a mouse report", "\u{1B}[<64;5", ";5M", 15),
    ("an answer", "\u{1B}[?2026;2", "$y", 30),
    ("a partial key", "\u{1B}[1;", "5A", 5),
  ])
  func aResizeInsideASequenceIsLaidOut(
    what: String, head: String, tail: String, resizeAfterMilliseconds: Int
  ) throws {
    var environment = PseudoTerminal.defaultEnvironment()
    // Answers stay due, so the app waits for the rest of one.
    environment["RECIPES_ANSWER_WAIT_MS"] = "10000"
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Self.wide, environment: environment)
    let drawn = session.waitForScreen { $0.text.contains("番茄炒蛋") && $0.text.contains("q quit") }
    try #require(drawn, "no first frame:\n\(session.screen.text)")
    var lost = 0
    for round in 0..<5 {
      for (size, isDrawn) in [(Self.narrow, Self.isNarrowFrame), (Self.wide, Self.isWideFrame)] {
        session.settle(quiet: .milliseconds(40))
        // The head of the sequence, the resize while the app waits for
        // its rest, then the rest.
        let start = session.output.count
        session.type(head)
        usleep(UInt32(resizeAfterMilliseconds * 1000))
        session.resizeNow(to: size)
        usleep(20_000)
        session.type(tail)
        let laidOut = session.waitForScreen(timeout: .milliseconds(1500), isDrawn)
        session.settle(quiet: .milliseconds(100))
        // One resize, one repaint: it was not told twice (ncurses' own
        // KEY_RESIZE and ours).
        let clears = Self.count(Self.clearScreen, in: Array(session.output[start...]))
        if laidOut {
          #expect(clears == 1, "\(what), round \(round): \(clears) repaints for one resize")
        } else {
          lost += 1
          let screen = session.screen.text
          Issue.record(
            "\(what), round \(round): the resize to \(size.width)x\(size.height) was lost:\n\(screen)"
          )
          // The next round resizes again (and is told or lost on its own).
          session.settle(quiet: .milliseconds(100))
        }
      }
    }
    #expect(lost == 0)
    session.type("\u{03}")
    #expect(session.waitForExit() == .exited(0))
  }
}
