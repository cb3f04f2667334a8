import CNcursesw
import Testing

@testable import CursesTerminal
@testable import TermUI

@Suite struct CursesKeyMapTests {
  @Test func functionKeyCodesMapToKeys() {
    #expect(CursesKeyMap.key(forCode: KEY_UP) == .up)
    #expect(CursesKeyMap.key(forCode: KEY_NPAGE) == .pageDown)
    #expect(CursesKeyMap.key(forCode: KEY_BTAB) == .backTab)
    #expect(CursesKeyMap.key(forCode: KEY_BACKSPACE) == .backspace)
    #expect(CursesKeyMap.key(forCode: cnc_key_f(3)) == .function(3))
    #expect(CursesKeyMap.key(forCode: 0x1FFF) == nil)
  }

  @Test func rawModeControlCharactersBecomeControlKeys() {
    #expect(CursesKeyMap.key(forCharacter: 3) == .control("c"))
    #expect(CursesKeyMap.key(forCharacter: 12) == .control("l"))
    #expect(CursesKeyMap.key(forCharacter: 0x1B) == .escape)
    #expect(CursesKeyMap.key(forCharacter: 0x0D) == .enter)
    #expect(CursesKeyMap.key(forCharacter: 0x09) == .tab)
    #expect(CursesKeyMap.key(forCharacter: 0x7F) == .backspace)
  }

  @Test func printableAndWideCharactersPassThrough() {
    #expect(CursesKeyMap.key(forCharacter: 0x71) == .character("q"))
    #expect(CursesKeyMap.key(forCharacter: 0x9E21) == .character("鸡"))
  }

  @Test func c1ControlsAndInvalidScalarsAreDropped() {
    #expect(CursesKeyMap.key(forCharacter: 0x9B) == nil)
    #expect(CursesKeyMap.key(forCharacter: 0xD800) == nil)
    #expect(CursesKeyMap.key(forCharacter: 0) == nil)
  }

  @Test func ourKeyCodesAreAboveNcursesOwn() {
    #expect(CursesKeyMap.sgrMouseCode > KEY_MAX)
    #expect(CursesKeyMap.pasteStartCode > KEY_MAX)
    #expect(CursesKeyMap.pasteEndCode > KEY_MAX)
  }
}

/// Issue 19, item 6: only a lone `ESC` is `esc`.
@Suite struct EscapeSequenceTests {
  /// The outcome for the bytes of `text` after an `ESC`, and how many of
  /// them were left unread.
  func read(_ text: String) -> (EscapeSequence.Outcome, left: Int) {
    var bytes = Array(text.unicodeScalars.map(\.value))[...]
    let outcome = EscapeSequence.read { bytes.popFirst() }
    return (outcome, bytes.count)
  }

  @Test func aLoneEscapeIsTheEscapeKey() {
    #expect(read("").0 == .escape)
    #expect(read("\u{1B}").0 == .escape)
  }

  @Test(arguments: [
    "[99~", "[200;5u", "[>0;95;0c", "[?1;2$p", "O~", "[1;5Q",
    "[" + String(repeating: "9", count: 40),
  ])
  func unknownSequencesAreDroppedWhole(sequence: String) {
    let (outcome, left) = read(sequence)
    #expect(outcome == .dropped)
    if sequence.count <= 32 { #expect(left == 0) }
  }

  @Test func theRestOfTheInputIsNotEaten() {
    let (outcome, left) = read("[99~q")
    #expect(outcome == .dropped && left == 1)
  }

  @Test(arguments: [
    ("[1~", Key.home), ("[4~", .end), ("[7~", .home), ("[8~", .end), ("[5~", .pageUp),
    ("[6~", .pageDown), ("[3~", .delete), ("[A", .up), ("[1;5B", .down), ("OH", .home),
    ("OF", .end), ("OP", .function(1)), ("[Z", .backTab),
  ])
  func sequencesTheTerminfoEntryMayLackAreTheirKeys(sequence: String, key: Key) {
    #expect(read(sequence).0 == .key(key))
  }

  @Test func anAltChordIsItsPlainKeyOrNothing() {
    #expect(read("j").0 == .key(.character("j")))
    #expect(read("q").0 == .key(.character("q")))
    #expect(read("鸡").0 == .key(.character("鸡")))
    #expect(read("O").0 == .key(.character("O")))
    #expect(read("\u{01}").0 == .dropped)
    #expect(read("\u{7F}").0 == .dropped)
  }

  /// Issue 31, item 16: `esc` and `ctrl-c` in one read is ctrl-c (which
  /// quits), and a ctrl-c typed into the middle of a sequence is too: it is
  /// never swallowed as part of one.
  @Test(arguments: ["\u{03}", "[\u{03}", "[1;5\u{03}", "O\u{03}", "]11;rgb:ff\u{03}"])
  func controlCAfterAnEscapeIsControlC(sequence: String) {
    let (outcome, left) = read(sequence + "q")
    #expect(outcome == .key(.control("c")))
    #expect(left == 1)
  }

  /// Issue 18: the answers to the app's queries are reports, whatever
  /// their bytes look like (`ESC ]` is not Alt-], `g` of `rgb:` not a key).
  @Test func answersAreReportsNeverKeys() {
    #expect(read("[?2026;2$y").0 == .report(.mode(2026, value: 2)))
    #expect(read("[?2026;0$y").0 == .report(.mode(2026, value: 0)))
    #expect(read("[?62;22c").0 == .report(.deviceAttributes))
    #expect(read("[?997;2n").0 == .report(.colorScheme(.light)))
    #expect(read("[?997;1n").0 == .report(.colorScheme(.dark)))
    #expect(read("[12;40R").0 == .report(.cursorPosition(row: 12, column: 40)))
    let light = read("]11;rgb:ffff/ffff/ffff\u{1B}\\q")
    #expect(light.0 == .report(.color(11, RGB(255, 255, 255))) && light.left == 1)
    #expect(read("]11;rgb:0000/0000/0000\u{07}").0 == .report(.color(11, .black)))
    #expect(read("]11;rgb:zz\u{07}").0 == .report(.color(11, nil)))
    #expect(read("]52;c;eA==\u{07}").0 == .report(.otherString))
    // An answer cut short is dropped whole, not typed.
    #expect(read("]11;rgb:ff").0 == .dropped)
  }
}

/// The start-up queries' bookkeeping: what is asked, when an answer is
/// taken, when it is too late, and 2026 only once reported.
@Suite struct TerminalQueriesTests {
  let start = ContinuousClock.now

  @Test func autoAsksForTheBackgroundAndEndsWithDeviceAttributes() {
    var queries = TerminalQueries(term: "xterm-256color", asksBackground: true)
    #expect(queries.start(now: start) == "\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\\u{1B}[c")
    #expect(queries.modesOn == "\u{1B}[?2031h" && queries.modesOff == "\u{1B}[?2031l")
    var fixed = TerminalQueries(term: "xterm-256color", asksBackground: false)
    #expect(fixed.start(now: start) == "\u{1B}[?2026$p\u{1B}[c" && fixed.modesOn.isEmpty)
    var console = TerminalQueries(term: "linux", asksBackground: true)
    #expect(console.start(now: start).isEmpty && !console.allowsClipboard)
  }

  @Test func aBackgroundIsTakenWithinItsTimeAndDroppedAfter() {
    var queries = TerminalQueries(term: "xterm", asksBackground: true)
    _ = queries.start(now: start)
    let white = TerminalReport.color(11, .white)
    #expect(queries.take(white, now: start + .milliseconds(250)).0 == nil)
    var inTime = TerminalQueries(term: "xterm", asksBackground: true)
    _ = inTime.start(now: start)
    #expect(inTime.take(white, now: start + .milliseconds(40)).0 == white)
    // Only the first answer: a second one is not the answer to anything.
    #expect(inTime.take(white, now: start + .milliseconds(50)).0 == nil)
  }

  @Test func synchronizedOutputOnlyOnceReported() {
    var queries = TerminalQueries(term: "xterm", asksBackground: false)
    _ = queries.start(now: start)
    #expect(!queries.synchronizedOutput)
    _ = queries.take(.mode(2026, value: 0), now: start)
    #expect(!queries.synchronizedOutput)
    _ = queries.take(.mode(2026, value: 2), now: start)
    #expect(queries.synchronizedOutput)
    #expect(queries.awaitsAnswers(now: start))
    _ = queries.take(.deviceAttributes, now: start)
    #expect(!queries.awaitsAnswers(now: start))
  }

  @Test func aDarkLightChangeAsksForTheBackgroundAgain() {
    var queries = TerminalQueries(term: "xterm", asksBackground: true)
    _ = queries.start(now: start)
    let later = start + .seconds(60)
    let (report, query) = queries.take(.colorScheme(.light), now: later)
    #expect(report == .colorScheme(.light) && query == TerminalQueries.backgroundQuery)
    let cream = TerminalReport.color(11, RGB(253, 246, 227))
    #expect(queries.take(cream, now: later + .milliseconds(30)).0 == cream)
  }
}
