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
