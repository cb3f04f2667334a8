import Foundation
import SplitLayout
import TestSupport
import Testing

/// Issue 18: `recipes --doctor` in a pseudo terminal that answers as xterm
/// (its answers as ctlseqs documents them, default resources: no 2026, SGR
/// mouse known, white background), as tmux 3.3a (recorded here from a
/// detached session: DA1 and cursor reports only), as a terminal that
/// draws box glyphs wide, and not at all; and without a terminal.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct DoctorTests {
  /// A terminal's answers: to the first batch of queries, then the columns
  /// each measured glyph takes.
  struct Answers {
    var queries: String
    var widths: [Int]
  }

  static let xterm = Answers(
    queries: "\u{1B}[?2026;0$y\u{1B}[?1006;2$y\u{1B}[?2031;0$y\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"
      + "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c",
    widths: [1, 2, 1])
  static let tmux = Answers(queries: "\u{1B}[?1;2c", widths: [1, 2, 1])
  static let wideBoxes = Answers(
    queries: "\u{1B}[?2026;2$y\u{1B}[?1006;2$y\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}\u{1B}[?62;22c",
    widths: [2, 2, 2])

  /// Runs `--doctor`, answering like `answers` (nil: never), and returns
  /// the report's lines and the exit status.
  func doctor(_ answers: Answers?, term: String = "xterm-256color") throws -> (
    lines: [String], status: PseudoTerminal.ExitStatus?
  ) {
    let binary = try #require(PackagePaths.recipesBinary)
    var environment = PseudoTerminal.defaultEnvironment()
    environment["TERM"] = term
    let pty = try PseudoTerminal(
      executable: binary, arguments: ["--doctor"], size: Size(width: 80, height: 24),
      environment: environment)
    var answeredQueries = false
    var answeredWidths = 0
    pty.readUntil(timeout: .seconds(20)) { output in
      let text = String(decoding: output, as: UTF8.self)
      if let answers {
        if !answeredQueries && text.contains("\u{1B}[c") {
          pty.write(answers.queries)
          answeredQueries = true
        }
        let asked = text.components(separatedBy: "\u{1B}[6n").count - 1
        while answeredWidths < min(asked, answers.widths.count) {
          pty.write("\u{1B}[1;\(answers.widths[answeredWidths] + 1)R")
          answeredWidths += 1
        }
      }
      return text.contains("advice:")
    }
    let status = pty.waitForExit()
    let text = String(decoding: pty.output, as: UTF8.self)
    let report = text.components(separatedBy: "\u{1B}[?1049l").last ?? ""
    let lines = report.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(
      String.init)
    return (lines, status)
  }

  @Test func xtermsAnswers() throws {
    let (lines, status) = try doctor(Self.xterm)
    #expect(status == .exited(0))
    #expect(lines.first == "TERM: xterm-256color")
    #expect(lines.contains { $0.hasPrefix("colours: 256 (terminfo: 256 colours, no RGB)") })
    #expect(lines.contains("background: #ffffff, light (--theme auto draws the light variant)"))
    #expect(lines.contains("synchronized output (2026): no"))
    #expect(lines.contains("mouse: SGR reports (1006): yes"))
    #expect(lines.contains { $0.hasPrefix("clipboard (OSC 52): y sends it") })
    #expect(lines.contains { $0.hasPrefix("locale: C.UTF-8") })
    #expect(lines.contains("width of ─: 1 (as wcwidth says)"))
    #expect(lines.contains("width of 菜: 2 (as wcwidth says)"))
    #expect(lines.contains("width of ⏱: 1 (as wcwidth says)"))
    #expect(lines.last == "advice: none, all is well", "\(lines)")
  }

  @Test func tmuxsAnswers() throws {
    let (lines, status) = try doctor(Self.tmux, term: "tmux-256color")
    #expect(status == .exited(0))
    #expect(lines.first == "TERM: tmux-256color")
    #expect(lines.contains { $0.hasPrefix("background: no answer to OSC 11") })
    #expect(lines.contains("synchronized output (2026): no answer"))
    #expect(lines.contains("width of 菜: 2 (as wcwidth says)"))
    #expect(lines.last == "advice: none, all is well", "\(lines)")
  }

  @Test func wideBoxGlyphsAdviseAscii() throws {
    let (lines, status) = try doctor(Self.wideBoxes)
    #expect(status == .exited(0))
    #expect(lines.contains("background: #1e1e2e, dark (--theme auto draws the dark variant)"))
    #expect(lines.contains("synchronized output (2026): yes"))
    #expect(lines.contains("width of ─: 2 (wcwidth says 1)"))
    #expect(lines.contains("advice: box glyphs come out 2 columns wide: use --ascii"))
    #expect(lines.contains { $0.hasPrefix("advice: ⏱ is drawn 2 columns wide") })
  }

  @Test func aTerminalThatAnswersNothing() throws {
    let (lines, status) = try doctor(nil)
    #expect(status == .exited(0))
    #expect(lines.contains("width of ─: no cursor position report (wcwidth 1)"))
    #expect(lines.contains("advice: the terminal answered nothing: is it a terminal emulator?"))
  }

  @Test func withoutATerminalItSaysSoAndExitsTwo() throws {
    let binary = try #require(PackagePaths.recipesBinary)
    // setsid: no controlling terminal, so /dev/tty cannot be opened.
    let setsid = try #require(PackagePaths.which("setsid"))
    let run = try CommandRun(setsid, ["-w", binary.path, "--doctor"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.contains("--doctor needs a terminal"))
  }
}
