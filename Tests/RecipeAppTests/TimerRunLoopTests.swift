import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// The run loop and the timers with a fake clock (issue 14): the headless
/// terminal's `passTime` moves the clocks instead of sleeping, so two
/// minutes of countdown take no time.
@Suite struct TimerRunLoopTests {
  /// Step 4's 2-minute chip first, then step 1's 1-minute chip, both at
  /// the same moment.
  static let twoTimers = "tab c down down down enter up up up enter"

  @Test func timersEndInOrderWithOneBellAndOneNotificationEach() throws {
    let app = try CookModeHarness(
      size: Size(width: 120, height: 30), keys: Self.twoTimers, passesTime: true)
    let start = app.clock.now
    let framesBefore = app.terminal.frameCount
    #expect(app.run() == .inputEnded, "nothing due once both ended: the run ends, no wake")
    // Woken once a second (each second turn of the labels), never more.
    #expect(app.waits.allSatisfy { $0 <= .seconds(1) && $0 > .zero })
    #expect(abs(app.clock.now.timeIntervalSince(start) - 120) < 0.01)
    #expect(app.waits.count == 120, "\(app.waits.count) wake-ups for 120 seconds")
    #expect(app.terminal.frameCount - framesBefore <= 11 + 120, "a frame per key and per wake")
    let bodies = app.terminal.alerts.compactMap { alert -> String? in
      if case .notification(_, let body) = alert { body } else { nil }
    }
    #expect(bodies == ["番茄炒蛋 · 1分钟 (01:00)", "番茄炒蛋 · 2分钟 (02:00)"], "the shorter one first")
    #expect(app.terminal.alerts.filter { $0 == .bell }.count == 2)
    #expect(
      app.terminal.alerts.map { $0 == .bell ? "bell" : "notify" }
        == ["bell", "notify", "bell", "notify"])
    // The status line counted down, one second at a time.
    #expect(app.rowsBeforeWaits.first?.hasPrefix(" ⏱ 02:00 番茄炒蛋 · 2分钟  ⏱ 01:00 番茄炒蛋 · 1分钟") == true)
    #expect(app.rowsBeforeWaits.contains { $0.hasPrefix(" ⏱ 01:01 番茄炒蛋 · 2分钟  ⏱ 00:01") })
    #expect(
      app.rowsBeforeWaits.contains { $0.hasPrefix(" ⏱ 01:00 番茄炒蛋 · 2分钟  ⏱ 00:00 番茄炒蛋 · 1分钟 done!") }
    )
    #expect(app.lastRow.contains("⏱ 00:00 番茄炒蛋 · 2分钟 done!"))
    #expect(app.state.timers.firedTimers.count == 2, "they wait to be acknowledged")
  }

  @Test func notificationsAreOffWithTheNotifySetting() throws {
    var options = Options()
    options.notify = false
    let app = try CookModeHarness(
      size: Size(width: 120, height: 30), keys: Self.twoTimers, options: options, passesTime: true)
    app.run()
    #expect(app.terminal.alerts == [.bell, .bell])
  }

  @Test func withNoTimerRunningTheAppNeverWakes() throws {
    // No timer; a paused one; an ended one waiting to be acknowledged.
    for keys in ["tab c", "tab c enter enter", "tab c enter T space esc"] {
      let app = try CookModeHarness(
        size: Size(width: 120, height: 30), keys: keys, passesTime: true)
      let frames = KeyScript.count(keys)
      #expect(app.run() == .inputEnded)
      #expect(app.waits.isEmpty, "\(keys): woke \(app.waits.count) times")
      #expect(app.terminal.frameCount == frames + 1, "\(keys): the first frame and one per key")
    }
    let ended = try CookModeHarness(
      size: Size(width: 120, height: 30), keys: "tab c enter", passesTime: true)
    ended.run()
    let frames = ended.terminal.frameCount
    #expect(ended.state.timers.firedTimers.count == 1)
    #expect(ended.coordinator.nextWake() == nil)
    #expect(ended.terminal.frameCount == frames)
  }

  /// A suspended process or a slow frame: the clock jumps; the timer is
  /// still right (an end time), it fires at the next frame, once.
  @Test func aJumpOfTheClockFiresOnceAtTheNextFrame() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c enter")
    app.run()
    app.advance(by: 30)
    #expect(app.lastRow.hasPrefix(" ⏱ 00:30"))
    app.advance(by: 600)
    app.advance(by: 1)
    #expect(app.terminal.alerts.filter { $0 == .bell }.count == 1)
    #expect(app.lastRow.hasPrefix(" ⏱ 00:00 番茄炒蛋 · 1分钟 done!"))
  }

  @Test func theWakeIsTheNextSecondTurn() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c enter")
    app.run()
    let first = try #require(app.coordinator.nextWake())
    #expect(first > .milliseconds(999) && first <= .milliseconds(1001))
    app.advance(by: 0.25)
    let second = try #require(app.coordinator.nextWake())
    #expect(second > .milliseconds(749) && second <= .milliseconds(751))
  }
}

extension KeyScript {
  /// The number of events in a script.
  static func count(_ keys: String) -> Int { (try? parse(keys).count) ?? 0 }
}

/// The config's `notify` reaches the app's options.
@Suite struct NotifySettingTests {
  @Test(arguments: [("notify = false", false), ("notify = true", true), ("", true)])
  func theConfigTurnsNotificationsOff(text: String, expected: Bool) throws {
    let settings = Settings.resolve(
      environment: [:],
      config: Settings.ConfigText(path: "/tmp/config.toml", bytes: Array(text.utf8)),
      flags: [], keyActions: [])
    var options = Options()
    settings.apply(to: &options)
    #expect(options.notify == expected)
    #expect(settings.problems.isEmpty)
  }
}
