import SplitLayout
import TestSupport
import Testing

/// The emulator the terminal tests judge by: it must notice every kind of
/// byte those tests forbid, and track the modes they check.
@Suite struct VirtualTerminalTests {
  func feed(_ text: String, size: Size = Size(width: 20, height: 4)) -> VirtualTerminal {
    VirtualTerminal(size: size, feeding: Array(text.utf8))
  }

  @Test func oscStringsAreRecordedWhicheverTerminatorEndsThem() {
    let screen = feed("a\u{1B}]52;p;eA==\u{07}b\u{1B}]8;;http://x/\u{1B}\\c\u{1B}]0;t\u{07}")
    #expect(screen.operatingSystemCommands == ["52;p;eA==", "8;;http://x/", "0;t"])
    #expect(screen.bellCount == 0, "a BEL ending an OSC is not a bell")
    #expect(screen.text.hasPrefix("abc"))
  }

  /// The app's own queries and clipboard writes are recorded by name,
  /// apart from what data may never send.
  @Test func theAppsQueriesAndClipboardWritesAreKeptApart() {
    let screen = feed(
      "\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\\u{1B}[c\u{1B}]52;c;eA==\u{1B}\\\u{1B}]11;x\u{07}")
    #expect(screen.appQueries == ["DECRQM 2026", "OSC 11?", "DA1"])
    #expect(screen.clipboardWrites == ["eA=="])
    #expect(screen.operatingSystemCommands == ["11;x"])
    #expect(screen.unknownSequences.isEmpty && screen.requests.isEmpty)
  }

  @Test func bellsC1ControlsAndInvalidUTF8AreCounted() {
    var screen = feed("x\u{07}y\u{9B}31m\u{9D}")
    screen.feed([0x41, 0xFF, 0x9B, 0xC3, 0x42])
    #expect(screen.bellCount == 1)
    #expect(screen.c1Controls == [0x9B, 0x9D])
    #expect(screen.invalidUTF8Count == 3)
    #expect(screen.rows[0].hasPrefix("xy31mA\u{FFFD}\u{FFFD}\u{FFFD}B"))
  }

  @Test func reportRequestsAndUnknownSequencesAreRecorded() {
    let screen = feed(
      "\u{1B}[6n\u{1B}[21t\u{1B}[22;0;0t\u{1B}[c\u{1B}[>c\u{1B}[5i\u{1B}P1$r\u{1B}\\")
    #expect(screen.requests == ["CSI 6n", "CSI 21t", "CSI >c"])
    #expect(screen.appQueries == ["DA1"])
    #expect(screen.windowOperations == ["22;0;0"])
    #expect(screen.unknownSequences == ["CSI 5i"])
    #expect(screen.controlStrings == ["P1$r"])
  }

  @Test func privateModesAndTheAlternateScreenAreTracked() {
    var screen = feed("main\u{1B}[?1049h\u{1B}[?1000;1006h\u{1B}[?25l\u{1B}[?1h\u{1B}=alt")
    // 1049 keeps the cursor where it was (after "main") on a cleared screen.
    #expect(screen.isAlternateScreen && screen.text.hasPrefix("    alt"))
    #expect(screen.isSet(privateMode: 1000) && screen.isSet(privateMode: 1006))
    #expect(
      !screen.isCursorVisible && screen.isKeypadApplicationMode && screen.isSet(privateMode: 1))
    screen.feed(
      Array("\u{1B}[?1000;1006l\u{1B}[?12l\u{1B}[?25h\u{1B}[?1049l\u{1B}[?1l\u{1B}>".utf8))
    #expect(!screen.isAlternateScreen && screen.text.hasPrefix("main"))
    #expect(
      !screen.isSet(privateMode: 1000) && screen.isCursorVisible && !screen.isKeypadApplicationMode)
  }

  @Test func wideCharactersCursorMovesAndErasesDrawLikeATerminal() {
    let screen = feed(
      "菜谱ab\u{1B}[2;3Hxy\u{1B}[1;2Hz\u{1B}[3;1H\u{1B}(0lqk\u{1B}(B\u{1B}[4;1H12345\u{1B}[4;3H\u{1B}[K"
    )
    #expect(
      screen.rows == [
        " z谱ab              ", "  xy                ", "┌─┐                 ",
        "12                  ",
      ])
  }
}
