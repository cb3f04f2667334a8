import TermUI

/// The questions the app asks the terminal at start, and what the answers
/// said: synchronized output (DECRQM for mode 2026), the background colour
/// (OSC 11, only for `--theme auto`), then device attributes (DA1), which
/// every terminal answers, so once its answer is in nothing more is due.
///
/// Nothing waits for an answer: the first frame is drawn dark at once, a
/// background that comes within `backgroundWait` recolours the app, a
/// later one is read and dropped (the palette does not change under the
/// user's eyes seconds after start), and 2026 is used from the frame after
/// the terminal said it has it. Pure, so it is unit-tested.
struct TerminalQueries {
  /// How long the first answer to OSC 11 may take.
  static let backgroundWait = Duration.milliseconds(100)
  /// `backgroundWait`, or longer for the pty tests on a loaded machine
  /// (`RECIPES_ANSWER_WAIT_MS`, test only).
  let backgroundWait: Duration
  /// How long after a query a split answer may still come (see
  /// `awaitsAnswers`).
  static let answerWait = Duration.seconds(1)
  /// The most bytes of text one OSC 52 carries (xterm takes about 100 KB
  /// of base64).
  static let clipboardLimit = 74_994

  static let synchronizedOutputQuery = "\u{1B}[?2026$p"
  static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"
  static let deviceAttributesQuery = "\u{1B}[c"

  let asksBackground: Bool
  /// A terminal that is known not to parse these queries (the Linux
  /// console, `dumb`): nothing is asked.
  let asksNothing: Bool
  /// False on terminals known not to take OSC 52.
  let allowsClipboard: Bool
  /// True once the terminal answered that it has mode 2026.
  private(set) var synchronizedOutput = false
  private var backgroundDeadline: ContinuousClock.Instant?
  private var answersDue: ContinuousClock.Instant?

  init(term: String, asksBackground: Bool, backgroundWait: Duration = Self.backgroundWait) {
    self.backgroundWait = backgroundWait
    let plain = term.isEmpty || term == "dumb" || term.hasPrefix("linux") || term.hasPrefix("vt")
    asksNothing = plain
    allowsClipboard = !plain
    self.asksBackground = asksBackground && !plain
  }

  /// Mode 2031 (the terminal reports dark/light changes), on while we run.
  var modesOn: String { asksBackground ? "\u{1B}[?2031h" : "" }
  var modesOff: String { asksBackground ? "\u{1B}[?2031l" : "" }

  /// The queries to send at start.
  mutating func start(now: ContinuousClock.Instant) -> String {
    guard !asksNothing else { return "" }
    var text = Self.synchronizedOutputQuery
    if asksBackground {
      text += Self.backgroundQuery
      backgroundDeadline = now + backgroundWait
    }
    answersDue = now + Self.answerWait
    return text + Self.deviceAttributesQuery
  }

  /// True while answers are due: an `ESC` is then given longer for the
  /// rest of its sequence, so an answer split across reads is not `esc`
  /// followed by keys.
  func awaitsAnswers(now: ContinuousClock.Instant) -> Bool {
    answersDue.map { now < $0 } ?? false
  }

  /// Takes an answer: returns the report for the app (a background in
  /// time, a dark/light change) and a query to send (the background again
  /// after a change), both nil for what is only the terminal's business.
  mutating func take(_ report: TerminalReport, now: ContinuousClock.Instant) -> (
    TerminalReport?, String?
  ) {
    switch report {
    case .mode(2026, let value):
      // 1 set, 2 reset, 3 permanently set: the mode exists; 0 unknown and
      // 4 permanently reset: it does not.
      synchronizedOutput = (1...3).contains(value)
      return (nil, nil)
    case .color(11, _):
      guard let deadline = backgroundDeadline, now <= deadline else { return (nil, nil) }
      backgroundDeadline = nil
      return (report, nil)
    case .colorScheme:
      guard asksBackground else { return (nil, nil) }
      backgroundDeadline = now + backgroundWait
      answersDue = now + Self.answerWait
      return (report, Self.backgroundQuery)
    case .deviceAttributes:
      answersDue = nil
      return (nil, nil)
    default:
      return (nil, nil)
    }
  }
}
