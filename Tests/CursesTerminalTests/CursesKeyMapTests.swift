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
