import SplitLayout
import TermUI
import Testing

@testable import RecipeApp
@testable import RecipeKit

/// How cook mode lays a step out with its chips, and the bytes of the
/// app's own alerts.
@Suite struct CookStepTextTests {
  func lines(_ text: String, width: Int) -> [CookStepText.Line] {
    let durations = DurationFinder.durations(in: text)
    let chips = durations.indices.map {
      CookStepText.Chip(
        index: $0, text: "[⏱ \(CookingTimer.clockText(seconds: durations[$0].seconds))]",
        role: .button)
    }
    return CookStepText.lines(
      text, role: .heading, durations: durations, chips: chips, width: width)
  }

  func joined(_ line: CookStepText.Line) -> String { line.spans.map(\.text).joined() }

  @Test func aChipFollowsItsPhraseAndIsNeverBroken() {
    let step = "放入开水中烫1分钟，捞出撕去外皮，再煮30秒。"
    // From 11 columns a chip and the mark after it fit on a line.
    for width in 11...40 {
      let laid = lines(step, width: width)
      // A chip that starts a line has no space before it.
      let all = laid.map(joined).joined().replacing(" ", with: "")
      #expect(all == "放入开水中烫1分钟[⏱01:00]，捞出撕去外皮，再煮30秒[⏱00:30]。", "\(width): \(all)")
      #expect(laid.contains { joined($0).contains("[⏱ 01:00]") }, "\(width): a chip on one line")
      #expect(
        laid.contains { joined($0).contains("[⏱ 00:30]。") }, "\(width): the full stop stays with it"
      )
      for line in laid {
        #expect(line.width == ColumnWidth.width(of: joined(line)))
        #expect(line.width <= width, "\(width): \(joined(line))")
        #expect(line.chips.allSatisfy { $0.width == 9 })
      }
    }
  }

  @Test func chipPlacesAreTheirColumns() throws {
    let laid = lines("烫1分钟后", width: 40)
    let line = try #require(laid.first)
    #expect(joined(line) == "烫1分钟 [⏱ 01:00]后")
    #expect(line.chips == [CookStepText.ChipPlace(index: 0, x: 8, width: 9)])
  }

  /// One wide character and then only closing marks (`泡。`).
  func isOrphan(_ text: String) -> Bool {
    guard let first = text.first, ColumnWidth.width(of: first) >= 2,
      !TextWrapper.closing.contains(first)
    else { return false }
    return text.dropFirst().allSatisfy { TextWrapper.closing.contains($0) }
  }

  /// Issue 30, item 17: a step never ends on a line of one character.
  @Test func aStepNeverEndsOnALoneCharacter() {
    // 18 columns hold 把木耳放入温水中浸 and leave 泡。 alone.
    let step = "把木耳放入温水中浸泡。"
    #expect(lines(step, width: 18).map(joined) == ["把木耳放入温水中", "浸泡。"])
    // With a mark before it, the character comes down with its mark.
    #expect(lines("木耳放入温水中，泡。", width: 16).map(joined) == ["木耳放入温水", "中，泡。"])
    for text in [step, "放入开水中烫1分钟，捞出撕去外皮，再煮30秒后浸泡。", "一二三四五六七八九十，泡。"] {
      // From 12 columns a chip and the mark after it fit on a line.
      for width in 12...40 {
        let laid = lines(text, width: width)
        let all = laid.map(joined).joined().replacing(" ", with: "")
        #expect(!all.isEmpty)
        for line in laid { #expect(line.width <= width, "\(width): \(joined(line))") }
        // Nothing is lost or doubled.
        let kept = laid.map(joined).joined().filter { !$0.isWhitespace && !"[⏱]:0123456789".contains($0) }
        let source = text.filter { !"0123456789".contains($0) }
        #expect(kept == source, "\(width): \(kept)")
        guard laid.count >= 2, let last = laid.last else { continue }
        #expect(!isOrphan(joined(last)), "\(width): \(laid.map(joined))")
        // No line starts with a closing mark.
        for line in laid { #expect(!TextWrapper.closing.contains(joined(line).first ?? "a")) }
      }
    }
  }

  @Test func wordsAfterSpacesAreNoOrphans() {
    // The ingredients' line: a one-character name after a space stays.
    let laid = CookStepText.lines("鸡蛋 2个  ·  盐", role: .text, durations: [], chips: [], width: 12)
    #expect(laid.map(joined) == ["鸡蛋 2个 ·", "盐"])
  }

  @Test func theStepBeforeShowsFromItsStart() {
    let laid = lines("一二三四五六七八九十一二三四五六七八九十", width: 10)
    #expect(laid.count == 4)
    let head = CookStepText.head(of: laid, count: 2, width: 10, ellipsis: "…", role: .secondary)
    #expect(head.map(joined) == ["一二三四五", "六七八九…"])
    #expect(head.allSatisfy { $0.width <= 10 })
    #expect(head[1].width == 9)
    #expect(CookStepText.head(of: laid, count: 4, width: 10, ellipsis: "…", role: .secondary) == laid)
    #expect(CookStepText.head(of: laid, count: 0, width: 10, ellipsis: "…", role: .secondary).isEmpty)
  }

  @Test func notificationTextKeepsNothingThatDrivesTheTerminal() {
    let hostile = "Evil\u{1B}]0;pwned\u{07}\u{9B}6n\u{202E}name;x\n\u{0}end"
    let clean = TerminalAlert.notificationText(hostile)
    #expect(clean == "Evil]0pwned6nnamex end")
    #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    #expect(TerminalAlert.notificationText(String(repeating: "好", count: 500)).count == 120)
  }

  @Test func notificationBytesFollowTheTerminal() {
    let alert = TerminalAlert.notification(title: "Timer done", body: "番茄炒蛋\u{1B}[2J · 1分钟")
    #expect(
      NotificationSequence.osc9.bytes(for: alert)
        == [0x1B, 0x5D] + Array("9;Timer done: 番茄炒蛋[2J · 1分钟".utf8) + [0x07])
    #expect(
      NotificationSequence.osc777.bytes(for: alert)
        == [0x1B, 0x5D] + Array("777;notify;Timer done;番茄炒蛋[2J · 1分钟".utf8) + [0x07])
    #expect(NotificationSequence.osc9.bytes(for: .bell) == [0x07])
    #expect(NotificationSequence.preferred(environment: ["TERM": "xterm-256color"]) == .osc9)
    #expect(NotificationSequence.preferred(environment: ["VTE_VERSION": "7600"]) == .osc777)
    #expect(
      NotificationSequence.preferred(environment: ["TERM": "rxvt-unicode-256color"]) == .osc777)
  }
}
