import Foundation
import SplitLayout
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `recipes` killed with SIGKILL at random moments of a scripted
/// session, then started again on the same state: whenever the last change
/// was at least a second before the kill, the first frame of the next run
/// is the last frame drawn before it; the state file is valid JSON every
/// time. `STATE_KILLS` sets the number of kills (100; `make fuzz` runs more),
/// shared by four chains of runs that go in parallel (each has its own
/// state folder), since most of the time is spent waiting.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct StateKillTests {
  /// A size of each mode but the stack's (split, drawer, triple, split).
  static let sizes = [
    Size(width: 120, height: 30), Size(width: 80, height: 24), Size(width: 160, height: 30),
    Size(width: 110, height: 20),
  ]
  static var kills: Int {
    ProcessInfo.processInfo.environment["STATE_KILLS"].flatMap { Int($0) } ?? 100
  }
  static let chains = 4
  /// The save is due a second after the change; the margin covers the
  /// time the key takes to reach the app and a loaded machine.
  static let quiet = Duration.milliseconds(1_250)

  /// Key groups whose effect is part of the place (no `q`, no popover or
  /// input line left open, no `]` `[`, whose end of the list is a 5 s
  /// message): each written in one go.
  static let groups: [String] = [
    "\u{1B}[B", "\u{1B}[B", "\u{1B}[A", "j", "k", "\t", "\u{1B}[Z", "\r", "\u{1B}", "\u{1B}[6~",
    "f", "z", "m", "s\u{1B}[B\r", "t\u{1B}[C\r", "\u{1B}[B\u{1B}[B\u{1B}[B",
  ]

  /// Milliseconds from `start`.
  static func since(_ start: ContinuousClock.Instant) -> Duration { ContinuousClock.now - start }

  @Test(arguments: 0..<chains)
  func aKilledRunComesBackOnItsLastFrame(chain: Int) throws {
    let kills = (Self.kills + Self.chains - 1 - chain) / Self.chains
    let environment = PseudoTerminal.defaultEnvironment()
    let statePath = try #require(environment["XDG_STATE_HOME"]) + "/recipes/state.json"
    var random = SeededGenerator(seed: 1515 + UInt64(chain))
    func chance(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    var expected: String?
    var compared = 0
    for kill in 0...kills {
      let session = try TerminalSession(
        arguments: ["--data", PackagePaths.data.path, "--lang", "en"],
        size: Self.sizes[chain % Self.sizes.count],
        environment: environment)
      let drawn = session.waitForScreen {
        // Any first frame (a zoomed recipe shows no list): the footer row.
        $0.isAlternateScreen && $0.text.split(separator: "\n").last?.contains(" help") == true
      }
      try #require(drawn, "run \(kill): no first frame:\n\(session.screen.text)")
      session.settle(quiet: .milliseconds(100))
      if let expected {
        compared += 1
        #expect(
          session.screen.text == expected,
          "run \(kill): the first frame is not the last one\nexpected:\n\(expected)\ngot:\n\(session.screen.text)"
        )
        if session.screen.text != expected { break }
      }
      guard kill < kills else {
        session.pty.send(signal: SIGKILL)
        session.waitForExit()
        break
      }
      // A few key groups, then the kill: a second or more after the last
      // (then the next first frame is compared), or sooner.
      var lastKey: ContinuousClock.Instant?
      for _ in 0..<chance(0...4) {
        session.type(Self.groups[chance(0...(Self.groups.count - 1))])
        lastKey = ContinuousClock.now
        session.pty.readUntil(timeout: .milliseconds(chance(30...120))) { _ in false }
      }
      let quiet = chance(0...5) == 0
      let wait: Duration =
        quiet ? Self.quiet + .milliseconds(chance(0...150)) : .milliseconds(chance(0...400))
      session.pty.readUntil(timeout: wait) { _ in false }
      let waited = lastKey.map { Self.since($0) } ?? .seconds(10)
      session.pty.send(signal: SIGKILL)
      #expect(session.waitForExit(timeout: .seconds(10)) == .signaled(SIGKILL))
      // No key: the screen is the one restored, which the file holds.
      expected = lastKey == nil || waited >= Self.quiet ? session.screen.text : nil
      // The file is whole JSON whenever it is there (it is, after a change).
      if let data = FileManager.default.contents(atPath: statePath) {
        #expect(
          (try? JSONSerialization.jsonObject(with: data)) != nil,
          "run \(kill): the state file is not JSON:\n\(String(decoding: data, as: UTF8.self))")
      }
    }
    print("StateKillTests chain \(chain): \(kills) kills, \(compared) first frames compared")
    #expect(compared >= kills / 5, "only \(compared) first frames were compared")
  }
}
