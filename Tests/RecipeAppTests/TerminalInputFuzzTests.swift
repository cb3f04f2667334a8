import Foundation
import SplitLayout
import TestSupport
import Testing

/// Random bytes typed into the built `recipes` in a pseudo terminal, with
/// resizes between them: what the headless fuzzer cannot reach (ncurses'
/// key decoding, our SGR mouse and bracketed-paste readers, SIGWINCH). The
/// program must survive all of it and still quit cleanly with `q`.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct TerminalInputFuzzTests {
  /// Pieces a terminal (or line noise) can send; never `q` or ctrl-c,
  /// which would end the run early.
  static func chunk(_ random: inout SeededGenerator) -> [UInt8] {
    func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    switch number(0...11) {
    case 0:
      // A mouse report, well-formed or not, anywhere (1-based, maybe huge).
      let button = [0, 1, 2, 3, 32, 35, 64, 65, 66, 128, 255, 9999][number(0...11)]
      let x = number(0...9) == 0 ? "99999999999999999999" : String(number(0...200))
      let y = number(0...60)
      let end = ["M", "m", "", "X"][number(0...3)]
      return Array("\u{1B}[<\(button);\(x);\(y)\(end)".utf8)
    case 1:
      // Bracketed paste, sometimes never ended.
      let body = (0..<number(0...40)).map { _ in UInt8(number(0x20...0x7E)) }
        .filter { $0 != UInt8(ascii: "q") }
      return Array("\u{1B}[200~".utf8) + body
        + (number(0...3) == 0 ? [] : Array("\u{1B}[201~".utf8))
    case 2:
      // A CSI or SS3 key sequence, known or not.
      let finals = Array("ABCDHFPQRS~uZ")
      let parameters = ["", "1;2", "1;5", "3", "5", "6", "15", "200", "201", "99999"][number(0...9)]
      let lead = number(0...1) == 0 ? "\u{1B}[" : "\u{1B}O"
      return Array((lead + parameters + String(finals[number(0...(finals.count - 1))])).utf8)
    case 3:
      return [0x1B]
    case 4:
      return Array(
        ["菜", "蛋", "😀", "e\u{301}", "\u{202E}", "\u{9B}", "\u{FFFD}"][number(0...6)].utf8)
    case 5:
      // Raw bytes, invalid UTF-8 included, but no q (0x71) and no ctrl-c.
      return (0..<number(1...6)).map { _ in UInt8(number(0...255)) }.filter {
        $0 != 0x71 && $0 != 0x03
      }
    default:
      let keys = Array("jkhlgGmst?/ \t\r\u{7F}\u{08}\u{0C}")
      return Array(String(keys[number(0...(keys.count - 1))]).utf8)
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func randomBytesAndResizesNeverEndTheProgram(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 100, height: 30))
    #expect(session.waitForScreen { $0.text.contains("家常菜") })
    for step in 0..<400 {
      if Int.random(in: 0...24, using: &random) == 0 {
        session.resize(
          to: Size(
            width: Int.random(in: 1...200, using: &random),
            height: Int.random(in: 1...60, using: &random)))
      }
      session.pty.write(Self.chunk(&random))
      if step % 20 == 0 { session.settle(quiet: .milliseconds(30)) }
      #expect(session.pty.pollExit() == nil, "ended at step \(step) (seed \(seed))")
      if session.pty.exitStatus != nil { break }
    }
    // Close whatever is open (an unended paste, the filter, a popover or a
    // sheet), then quit.
    session.resize(to: Size(width: 100, height: 30))
    session.pty.write(Array("\u{1B}[201~".utf8))
    var status: PseudoTerminal.ExitStatus?
    for _ in 0..<6 where status == nil {
      session.settle(quiet: .milliseconds(150))
      session.type("\u{1B}")
      session.settle(quiet: .milliseconds(150))
      session.type("q")
      status = session.pty.waitForExit(timeout: .milliseconds(500))
    }
    #expect(status == .exited(0), "seed \(seed): \(String(describing: status))")
    _ = session.waitForExit()
    #expect(!session.screen.isAlternateScreen && session.screen.isCursorVisible)
    #expect(!session.screen.isSet(privateMode: 1000) && !session.screen.isSet(privateMode: 2004))
  }
}
