import Foundation
import RecipeKit
import Testing

/// The timer model driven by a fake clock, headless: no terminal, no sleep.
@Suite struct TimerBoardTests {
  /// Advances `clock` one wake-up at a time, as the run loop will: to the
  /// board's next deadline, firing what is due there. Returns the ids in the
  /// order they fired and the number of wake-ups.
  static func run(
    _ board: inout TimerBoard, clock: ManualClock, until end: Date
  ) -> (fired: [CookingTimer.ID], wakeUps: Int) {
    var fired: [CookingTimer.ID] = []
    var wakeUps = 0
    while let deadline = board.nextDeadline(after: clock.now), deadline <= end {
      #expect(deadline > clock.now, "a deadline is always ahead while a timer runs")
      clock.now = deadline
      wakeUps += 1
      fired += board.fireDue(now: clock.now).map(\.id)
    }
    clock.now = end
    fired += board.fireDue(now: clock.now).map(\.id)
    return (fired, wakeUps)
  }

  /// The id of a timer that must have started.
  func started(_ id: CookingTimer.ID?) throws -> CookingTimer.ID {
    try #require(id)
  }

  @Test func timersEndInTheOrderOfTheirEndsAndFireOnce() throws {
    let clock = ManualClock()
    var board = TimerBoard()
    let long = try started(board.start(seconds: 20 * 60, title: "炖20分钟", now: clock.now))
    clock.advance(by: 0.4)
    let short = try started(board.start(seconds: 90, title: "1分半", now: clock.now))
    let medium = try started(board.start(seconds: 5 * 60, title: "5分钟", now: clock.now))

    let result = Self.run(&board, clock: clock, until: clock.now.addingTimeInterval(3600))
    #expect(result.fired == [short, medium, long])
    // One wake-up per second turn, no more: the long timer's 20 × 60 turns,
    // and 5 × 60 turns 0.4 s after them shared by the short and the medium
    // one (started together, so their seconds turn together).
    #expect(result.wakeUps == 20 * 60 + 5 * 60)
    #expect(board.firedTimers.map(\.id) == [long, short, medium])
    #expect(board.fireDue(now: clock.now).isEmpty, "fired timers are never reported again")
    #expect(board.nextDeadline(after: clock.now) == nil)
  }

  @Test func nothingIsDueWhileNoTimerRuns() throws {
    let clock = ManualClock()
    var board = TimerBoard()
    #expect(board.nextDeadline(after: clock.now) == nil)
    let id = try started(board.start(seconds: 60, title: "1分钟", now: clock.now))
    clock.advance(by: 10)
    let result1 = board.pause(id, now: clock.now)
    #expect(result1)
    #expect(board.nextDeadline(after: clock.now) == nil, "a paused timer never wakes the app")
    clock.advance(by: 3600)
    #expect(board.fireDue(now: clock.now).isEmpty)
    #expect(board[id]?.label(at: clock.now) == "00:50")
  }

  @Test func theNextDeadlineIsTheNextSecondTurn() throws {
    let clock = ManualClock()
    var board = TimerBoard()
    let id = try started(board.start(seconds: 65, title: "t", now: clock.now))
    #expect(board[id]?.label(at: clock.now) == "01:05")
    let first = try #require(board.nextDeadline(after: clock.now))
    #expect(abs(first.timeIntervalSince(clock.now) - 1) < 0.01)
    clock.advance(by: 0.3)
    let second = try #require(board.nextDeadline(after: clock.now))
    #expect(abs(second.timeIntervalSince(first)) < 1e-6, "the turn stays put between turns")
    clock.now = second
    #expect(board[id]?.label(at: clock.now) == "01:04")
    clock.advance(by: 64 - 0.5)
    #expect(board[id]?.label(at: clock.now) == "00:01")
    #expect(board.fireDue(now: clock.now).isEmpty)
    let last = try #require(board.nextDeadline(after: clock.now))
    clock.now = last
    #expect(board[id]?.label(at: clock.now) == "00:00")
    #expect(board.fireDue(now: clock.now).map(\.id) == [id])
  }

  @Test func pauseKeepsTheTimeLeftAndResumeSetsANewEnd() throws {
    let clock = ManualClock()
    var board = TimerBoard()
    let id = try started(board.start(seconds: 120, title: "2分钟", now: clock.now))
    clock.advance(by: 30)
    let result2 = board.pause(id, now: clock.now)
    #expect(result2)
    let result3 = board.pause(id, now: clock.now)
    #expect(!result3, "already paused")
    clock.advance(by: 600)  // a suspended process, a long pause
    #expect(board[id]?.remaining(at: clock.now) == 90)
    let result4 = board.resume(id, now: clock.now)
    #expect(result4)
    let result5 = board.resume(id, now: clock.now)
    #expect(!result5, "already running")
    clock.advance(by: 89)
    #expect(board.fireDue(now: clock.now).isEmpty)
    #expect(board[id]?.label(at: clock.now) == "00:01")
    clock.advance(by: 1)
    #expect(board.fireDue(now: clock.now).map(\.id) == [id])
  }

  @Test func aSuspendedProcessFindsItsTimersRight() throws {
    let clock = ManualClock()
    var board = TimerBoard()
    let a = try started(board.start(seconds: 60, title: "a", now: clock.now))
    let b = try started(board.start(seconds: 600, title: "b", now: clock.now))
    clock.advance(by: 120)  // ctrl-z, then fg two minutes later
    #expect(board.fireDue(now: clock.now).map(\.id) == [a])
    #expect(board[b]?.label(at: clock.now) == "08:00")
    #expect(board[a]?.state == .fired(at: clock.now.addingTimeInterval(-60)))
  }

  @Test func cancelAndAcknowledgeRemoveTimers() throws {
    let clock = ManualClock()
    var board = TimerBoard()
    let a = try started(board.start(seconds: 10, title: "a", now: clock.now))
    let b = try started(board.start(seconds: 20, title: "b", now: clock.now))
    let result6 = board.acknowledge(a)
    #expect(!result6, "a running timer is cancelled, not acknowledged")
    let result7 = board.cancel(b)
    #expect(result7)
    let result8 = board.cancel(b)
    #expect(!result8)
    clock.advance(by: 10)
    #expect(board.fireDue(now: clock.now).map(\.id) == [a])
    #expect(!board.pause(a, now: clock.now) && !board.resume(a, now: clock.now))
    let result9 = board.acknowledge(a)
    #expect(result9)
    #expect(board.timers.isEmpty)
    let c = try started(board.start(seconds: 5, title: "c", now: clock.now))
    #expect(c > b, "ids are never reused")
  }

  @Test func startRefusesEmptyAndEndlessTimers() {
    var board = TimerBoard()
    let now = ManualClock().now
    #expect(board.start(seconds: 0, title: "", now: now) == nil)
    #expect(board.start(seconds: -5, title: "", now: now) == nil)
    #expect(board.start(seconds: .infinity, title: "", now: now) == nil)
    #expect(board.start(seconds: .nan, title: "", now: now) == nil)
    #expect(board.start(seconds: 8 * 24 * 3600, title: "", now: now) == nil)
    #expect(board.timers.isEmpty)
  }

  @Test func theChipFindsItsTimer() throws {
    var board = TimerBoard()
    let now = ManualClock().now
    let origin = CookingTimer.Origin(dishID: "201", stepIndex: 2, durationIndex: 0)
    let id = try started(board.start(seconds: 60, title: "t", origin: origin, now: now))
    #expect(board.timer(for: origin)?.id == id)
    #expect(board.timer(for: .init(dishID: "201", stepIndex: 2, durationIndex: 1)) == nil)
  }

  @Test(arguments: [
    (0, "00:00"), (-3, "00:00"), (5, "00:05"), (59, "00:59"), (60, "01:00"), (1200, "20:00"),
    (3599, "59:59"), (3600, "1:00:00"), (5400, "1:30:00"), (36_061, "10:01:01"),
  ])
  func labelsAreMinutesAndSecondsOrHours(seconds: Int, text: String) {
    #expect(CookingTimer.clockText(seconds: seconds) == text)
  }

  @Test func aBoardSurvivesEncodingAndDecoding() throws {
    let clock = ManualClock()
    var board = TimerBoard()
    let origin = CookingTimer.Origin(dishID: "7", stepIndex: 0, durationIndex: 1)
    let a = try started(board.start(seconds: 60, title: "炖", origin: origin, now: clock.now))
    let b = try started(board.start(seconds: 300, title: "焖", now: clock.now))
    _ = try started(board.start(seconds: 30, title: "煎", now: clock.now))
    board.pause(b, now: clock.now.addingTimeInterval(10))
    clock.advance(by: 45)
    _ = board.fireDue(now: clock.now)
    let data = try JSONEncoder().encode(board)
    var decoded = try JSONDecoder().decode(TimerBoard.self, from: data)
    #expect(decoded == board)
    #expect(decoded.fireDue(now: clock.now).isEmpty, "a fired timer does not fire again")
    clock.advance(by: 15)
    #expect(decoded.fireDue(now: clock.now).map(\.id) == [a])
    #expect(decoded.start(seconds: 1, title: "", now: clock.now) == 4)
  }

  @Test(arguments: [
    #"{"timers":[{"id":1,"title":"x","duration":-5,"state":{"paused":{"remaining":1}}}],"nextID":2}"#,
    #"{"timers":[{"id":1,"title":"x","duration":60,"state":{"paused":{"remaining":61}}}],"nextID":2}"#,
    #"{"timers":[{"id":1,"title":"x","duration":60,"state":{"paused":{"remaining":0}}}],"nextID":2}"#,
    #"{"timers":[{"id":1,"title":"x","duration":1e9,"state":{"running":{"endsAt":0}}}],"nextID":2}"#,
    #"{"timers":[{"id":3,"title":"x","duration":60,"state":{"running":{"endsAt":0}}}],"nextID":2}"#,
    #"{"timers":[{"id":1,"title":"x","duration":60,"state":{"running":{"endsAt":0}}},{"id":1,"title":"y","duration":60,"state":{"running":{"endsAt":0}}}],"nextID":5}"#,
    #"{"timers":[{"id":1,"title":"x","duration":60,"state":{"boiling":{}}}],"nextID":2}"#,
  ])
  func decodingRefusesWhatNoBoardMakes(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TimerBoard.self, from: Data(json.utf8))
    }
  }
}
