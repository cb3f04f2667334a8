import CNcursesw
import TermUI

#if canImport(Glibc)
  import Glibc
#endif

/// `recipes --doctor`: asks the terminal on `/dev/tty` what the browser
/// would ask it (and a little more), measures how wide it draws the glyphs
/// that matter, and prints one line per finding, then advice, to stdout.
/// Exit 0, or 2 when there is no terminal.
///
/// The questions: DECRQM for modes 2026 (synchronized output), 1006 (SGR
/// mouse) and 2031 (dark/light reports), OSC 11 (the background), then DA1,
/// which every terminal answers, so its answer ends the wait. The widths:
/// on the alternate screen (nothing shows on the user's), each glyph at
/// the top left followed by a cursor position report (CSI 6n).
public enum TerminalDoctor {
  /// What the terminal answered.
  struct Findings: Equatable {
    var modes: [Int: Int] = [:]
    var background: RGB?
    var answeredBackground = false
    var answeredAttributes = false
    /// Per glyph: the columns the terminal moved, nil without an answer.
    var widths: [(glyph: String, drawn: Int?)] = []

    static func == (a: Findings, b: Findings) -> Bool {
      a.modes == b.modes && a.background == b.background
        && a.widths.map(\.glyph) == b.widths.map(\.glyph)
        && a.widths.map(\.drawn) == b.widths.map(\.drawn)
    }
  }

  /// The glyphs measured: a box line, a CJK character, the timers' clock.
  static let glyphs = ["─", "菜", "⏱"]

  public static func run(
    environment: [String: String], output: (String) -> Void, errorOutput: (String) -> Void
  ) -> Int32 {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else {
      errorOutput(
        "recipes: --doctor needs a terminal, and there is none (/dev/tty cannot be opened)")
      return 2
    }
    defer { close(fd) }
    var saved = termios()
    guard tcgetattr(fd, &saved) == 0 else {
      errorOutput("recipes: --doctor needs a terminal, and /dev/tty is not one")
      return 2
    }
    _ = ColumnWidth.isLocaleReady
    var raw = saved
    cfmakeraw(&raw)
    tcsetattr(fd, TCSANOW, &raw)
    let channel = Channel(fd: fd)
    let findings = probe(channel)
    tcsetattr(fd, TCSAFLUSH, &saved)
    let term = environment["TERM"] ?? ""
    for line in report(findings, environment: environment, terminfo: terminfo(term, fd: fd)) {
      output(line)
    }
    return 0
  }

  /// The colours and RGB flag of the terminfo entry, nil when ncurses does
  /// not know it.
  static func terminfo(_ term: String, fd: Int32) -> (colors: Int, rgb: Bool)? {
    guard !term.isEmpty else { return nil }
    var error: Int32 = 0
    guard setupterm(term, fd, &error) == cnc_ok() else { return nil }
    let colors = Int(tigetnum("colors"))
    return (max(0, colors), tigetflag("RGB") > 0)
  }

  /// Asks and measures.
  static func probe(_ channel: Channel) -> Findings {
    var findings = Findings()
    channel.write(
      "\u{1B}[?2026$p\u{1B}[?1006$p\u{1B}[?2031$p" + TerminalQueries.backgroundQuery
        + TerminalQueries.deviceAttributesQuery)
    for report in channel.reports(within: .seconds(1), until: { $0 == .deviceAttributes }) {
      switch report {
      case .mode(let mode, let value): findings.modes[mode] = value
      case .color(11, let value):
        findings.answeredBackground = true
        findings.background = value
      case .deviceAttributes: findings.answeredAttributes = true
      default: break
      }
    }
    channel.write("\u{1B}[?1049h")
    for glyph in glyphs {
      channel.write("\u{1B}[1;1H" + glyph + "\u{1B}[6n")
      var drawn: Int?
      for report in channel.reports(within: .milliseconds(500), until: { _ in true }) {
        if case .cursorPosition(_, let column) = report { drawn = column - 1 }
      }
      findings.widths.append((glyph, drawn))
    }
    channel.write("\u{1B}[2J\u{1B}[?1049l")
    return findings
  }

  /// The lines printed: one per finding, then the advice.
  static func report(
    _ findings: Findings, environment: [String: String], terminfo: (colors: Int, rgb: Bool)?
  ) -> [String] {
    var lines: [String] = []
    var advice: [String] = []
    let term = environment["TERM"] ?? ""
    let colorTerm = environment["COLORTERM"] ?? ""
    lines.append("TERM: \(term.isEmpty ? "(not set)" : shown(term))")
    if let terminfo {
      var depth = ColorSupport(colors: terminfo.colors)
      if depth == .direct && !terminfo.rgb { depth = .palette256 }
      var line = "colours: \(depth.name) (terminfo: \(terminfo.colors) colours"
      line += terminfo.rgb ? ", RGB)" : ", no RGB)"
      if !colorTerm.isEmpty { line += "; COLORTERM=\(shown(colorTerm))" }
      if environment["NO_COLOR"].map({ !$0.isEmpty }) == true { line += "; NO_COLOR is set: none" }
      lines.append(line)
      if (colorTerm == "truecolor" || colorTerm == "24bit") && depth != .direct {
        advice.append(
          "the terminal says 24-bit (COLORTERM) but the entry of TERM has no RGB: ncurses can send"
            + " 256 colours only; TERM=xterm-direct gives 24-bit where it is installed")
      }
    } else {
      lines.append("colours: none (no terminfo entry for TERM)")
      advice.append("TERM names no terminfo entry: set TERM to your terminal's (xterm-256color)")
    }
    if let background = findings.background {
      let mode = ThemeMode(background: background)
      lines.append(
        "background: #\(hex(background.r))\(hex(background.g))\(hex(background.b)), \(mode.rawValue)"
          + " (--theme auto draws the \(mode.rawValue) variant)")
    } else if findings.answeredBackground {
      lines.append("background: an answer that cannot be read; --theme auto draws dark")
    } else {
      lines.append(
        "background: no answer to OSC 11; --theme auto draws dark (--theme light if not)")
    }
    lines.append("synchronized output (2026): " + modeText(findings.modes[2026]))
    lines.append("light/dark reports (2031): " + modeText(findings.modes[2031]))
    let inTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
    if TerminalQueries(term: term, asksBackground: false).allowsClipboard {
      lines.append(
        "clipboard (OSC 52): y sends it; the terminal decides whether to take it"
          + (inTmux ? " (tmux: set -g set-clipboard on)" : ""))
    } else {
      lines.append("clipboard (OSC 52): not sent to this TERM; y says so")
    }
    lines.append("mouse: SGR reports (1006): " + modeText(findings.modes[1006]))
    if findings.modes[1006].map(TerminalReport.isSupported) == false {
      advice.append("the terminal does not report SGR mouse: use the keys, or --no-mouse")
    }
    let locale = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    lines.append("locale: \(shown(locale)) (\(codeset))")
    if codeset != "UTF-8" {
      advice.append("the locale is not UTF-8: set LANG=C.UTF-8 (or zh_CN.UTF-8)")
    }
    for (glyph, drawn) in findings.widths {
      let expected = ColumnWidth.width(of: glyph)
      guard let drawn else {
        lines.append("width of \(glyph): no cursor position report (wcwidth \(expected))")
        continue
      }
      let verdict = drawn == expected ? "as wcwidth says" : "wcwidth says \(expected)"
      lines.append("width of \(glyph): \(drawn) (\(verdict))")
      if drawn != expected {
        switch glyph {
        case "─": advice.append("box glyphs come out \(drawn) columns wide: use --ascii")
        case "⏱":
          advice.append(
            "⏱ is drawn \(drawn) columns wide: the timers' line may shift; --ascii avoids it")
        default:
          advice.append(
            "Chinese is drawn \(drawn) columns wide, not \(expected): check the locale and the"
              + " terminal's width settings")
        }
      }
    }
    if !findings.answeredAttributes && findings.widths.allSatisfy({ $0.drawn == nil }) {
      advice.append("the terminal answered nothing: is it a terminal emulator?")
    }
    lines += advice.isEmpty ? ["advice: none, all is well"] : advice.map { "advice: " + $0 }
    return lines
  }

  /// An environment value as plain text: controls shown as U+FFFD.
  static func shown(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.prefix(80).map {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "\u{FFFD}" : $0
        }))
  }

  static func modeText(_ value: Int?) -> String {
    guard let value else { return "no answer" }
    switch value {
    case 1, 2, 3: return "yes"
    case 4: return "no (permanently off)"
    default: return "no"
    }
  }

  static func hex(_ value: UInt8) -> String {
    let digits = String(value, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }

  /// Bytes to and from the terminal, with time limits.
  final class Channel {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    func write(_ text: String) {
      FileOutput.writeAll(Array(text.utf8), to: fd)
    }

    /// The next byte, waiting at most `milliseconds`.
    func byte(within milliseconds: Int32) -> UInt8? {
      if buffer.isEmpty {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        var chunk = [UInt8](repeating: 0, count: 256)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 256) }
        guard count > 0 else { return nil }
        buffer = Array(chunk[0..<count])
      }
      return buffer.removeFirst()
    }

    /// The reports that come within `time`, up to the first `until` accepts.
    func reports(within time: Duration, until: (TerminalReport) -> Bool) -> [TerminalReport] {
      let deadline = ContinuousClock.now + time
      var found: [TerminalReport] = []
      while true {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { break }
        let ms = Int32(
          left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
        guard let first = byte(within: max(1, ms)) else { break }
        guard first == 0x1B else { continue }
        if case .report(let report) = EscapeSequence.read({ self.byte(within: 50).map(UInt32.init) }
        ) {
          found.append(report)
          if until(report) { break }
        }
      }
      return found
    }
  }
}
