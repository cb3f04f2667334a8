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

  @Test(arguments: ["[99~", "[200;5u", "[?1;2c", "[>0;95;0c", "O~", "[1;5Q", "[" + String(repeating: "9", count: 40)])
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
}
