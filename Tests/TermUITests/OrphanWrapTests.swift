import Testing

@testable import TermUI

/// No paragraph ends on one lone wide character (issue 30, item 17).
@Suite struct OrphanWrapTests {
  @Test func aLoneCharacterAndItsStopGetCompany() {
    // 10 columns: five characters a line, the sixth alone with its 。.
    #expect(TextWrapper.wrap("一二三四五泡。", width: 10) == ["一二三四五", "泡。"])
    #expect(TextWrapper.wrapAvoidingOrphans("一二三四五泡。", width: 10) == ["一二三四", "五泡。"])
    #expect(TextWrapper.wrapAvoidingOrphans("一二三四五泡", width: 10) == ["一二三四", "五泡"])
  }

  @Test func theCharacterComesDownWithItsClosingMark() {
    #expect(TextWrapper.wrap("一二三四，泡。", width: 10) == ["一二三四，", "泡。"])
    #expect(TextWrapper.wrapAvoidingOrphans("一二三四，泡。", width: 10) == ["一二三", "四，泡。"])
    // Never so far that one character is left alone above.
    #expect(TextWrapper.wrapAvoidingOrphans("一二，泡。", width: 6) == ["一二，", "泡。"])
  }

  @Test func eachParagraphIsMended() {
    let lines = TextWrapper.wrapAvoidingOrphans("一二三四五泡。\n六七八九十好", width: 10)
    #expect(lines == ["一二三四", "五泡。", "六七八九", "十好"], "\(lines)")
  }

  @Test func latinTextAndShortLinesAreLeftAlone() {
    #expect(TextWrapper.wrapAvoidingOrphans("aaaa bbbb c", width: 9) == ["aaaa bbbb", "c"])
    #expect(TextWrapper.wrapAvoidingOrphans("泡。", width: 10) == ["泡。"])
    #expect(TextWrapper.wrapAvoidingOrphans("一二三四五六七八", width: 10) == ["一二三四五", "六七八"])
  }
}
