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
/// time. `STATE_KILLS` sets the number of kills (100; `make fuzz` runs more).
@Suite(
  .serialized,
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct StateKillTests {
  static let size = Size(width: 120, height: 30)
  static var kills: Int {
    ProcessInfo.processInfo.environment["STATE_KILLS"].flatMap { Int($0) } ?? 100
  }

  /// Key groups whose effect is part of the place (no `q`, no popover or
  /// input line left open, no `]` `[`, whose end of the list is a 5 s
  /// message): each written in one go.
  static let groups: [String] = [
    "\u{1B}[B", "\u{1B}[B", "\u{1B}[A", "j", "k", "\t", "\u{1B}[Z", "\r", "\u{1B}", "\u{1B}[6~",
    "f", "z", "s\u{1B}[B\r", "t\u{1B}[C\r", "\u{1B}[B\u{1B}[B\u{1B}[B",
  ]

  /// Milliseconds from `start`.
  static func since(_ start: ContinuousClock.Instant) -> Duration { ContinuousClock.now - start }

  @Test func aKilledRunComesBackOnItsLastFrame() throws {
    let environment = PseudoTerminal.defaultEnvironment()
    let statePath = try #require(environment["XDG_STATE_HOME"]) + "/recipes/state.json"
    var random = SeededGenerator(seed: 1515)
    func chance(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    var expected: String?
    var compared = 0
    for kill in 0...Self.kills {
      let session = try TerminalSession(
        arguments: ["--data", PackagePaths.data.path, "--lang", "en"], size: Self.size,
        environment: environment)
      let drawn = session.waitForScreen { $0.isAlternateScreen && $0.text.contains("Recipes") }
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
      guard kill < Self.kills else {
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
        session.pty.readUntil(timeout: .milliseconds(chance(40...150))) { _ in false }
      }
      let quiet = chance(0...5) == 0
      let wait: Duration =
        quiet ? .milliseconds(chance(1_100...1_250)) : .milliseconds(chance(0...500))
      session.pty.readUntil(timeout: wait) { _ in false }
      let waited = lastKey.map { Self.since($0) } ?? .seconds(10)
      session.pty.send(signal: SIGKILL)
      #expect(session.waitForExit(timeout: .seconds(10)) == .signaled(SIGKILL))
      // No key: the screen is the one restored, which the file holds.
      expected = lastKey == nil || waited >= .milliseconds(1_100) ? session.screen.text : nil
      // The file is whole JSON whenever it is there (it is, after a change).
      if let data = FileManager.default.contents(atPath: statePath) {
        #expect(
          (try? JSONSerialization.jsonObject(with: data)) != nil,
          "run \(kill): the state file is not JSON:\n\(String(decoding: data, as: UTF8.self))")
      }
    }
    #expect(compared >= Self.kills / 5, "only \(compared) first frames were compared")
  }
}
