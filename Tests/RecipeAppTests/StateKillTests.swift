import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp

#if canImport(Glibc)
  import Glibc
#endif

/// The built `recipes` killed with SIGKILL at random moments of a scripted
/// session, then started again on the same state: whenever the app had
/// saved its last change before the kill, the first frame of the next run
/// is the last frame drawn before it; the state file is valid JSON every
/// time, no temporary file of a killed save is left after a start. `STATE_KILLS`
/// sets the number of kills (100; `make fuzz` runs more), shared by four
/// chains of runs that go in parallel (each has its own state folder), since
/// most of the time is spent waiting; a chain with a state file near its size
/// limit and one with another instance holding the lock run an eighth more
/// each (issue 31).
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
  /// The save is due a second after the change: a "quiet" kill comes no
  /// sooner than this after the last key, and then only once the app is
  /// seen waiting with nothing due (`TerminalSession.waitUntilIdle`), so
  /// no margin for a loaded machine is assumed anywhere.
  static let quiet = Duration.milliseconds(1_250)

  /// Key groups whose effect is part of the place (no `q`, no popover or
  /// input line left open, no `]` `[`, whose end of the list is a 5 s
  /// message, no `f`, which says what it did in a recipe for 5 s): each
  /// written in one go.
  static let groups: [String] = [
    "\u{1B}[B", "\u{1B}[B", "\u{1B}[A", "j", "k", "\t", "\u{1B}[Z", "\r", "\u{1B}", "\u{1B}[6~",
    "z", "m", "s\u{1B}[B\r", "t\u{1B}[C\r", "\u{1B}[B\u{1B}[B\u{1B}[B",
  ]

  /// What else is going on while the runs are killed (issue 31): nothing;
  /// a state file near its size limit to start with (its first save trims
  /// it, and every save after rewrites the rest); or another instance (this
  /// test) holding the lock for stretches, some runs ending by SIGTERM
  /// while it is held (their changes go to a pending file the next start
  /// merges).
  enum Condition: String, CaseIterable, Sendable {
    case plain, nearLimit, locked
  }

  @Test(arguments: 0..<chains)
  func aKilledRunComesBackOnItsLastFrame(chain: Int) throws {
    let kills = (Self.kills + Self.chains - 1 - chain) / Self.chains
    try runChain(chain: chain, kills: kills, condition: .plain)
  }

  /// One chain of each other condition, an eighth of the kills (at least 8).
  @Test(arguments: [Condition.nearLimit, .locked])
  func aKilledRunComesBackOnItsLastFrameWhen(condition: Condition) throws {
    try runChain(chain: Self.chains, kills: max(8, Self.kills / 8), condition: condition)
  }

  /// A state file of other bundles' entries just under the read limit.
  static func nearLimitFile() -> Data {
    let id = String(repeating: "d", count: 240)
    var text = #"{"version":1,"bundles":{"#
    var bundle = 0
    while text.utf8.count < StateFileIO.maximumBytes - 700_000 {
      if bundle > 0 { text += "," }
      text += #""/other/\#(bundle)":{"savedAt":\#(bundle),"favourites":["#
      text += (0..<2_000).map { #"{"added":\#($0),"dish":"\#(id)\#($0)"}"# }.joined(separator: ",")
      text += "]}"
      bundle += 1
    }
    return Data((text + "}}").utf8)
  }

  /// Takes the state's lock as another instance would (nil when its
  /// folder is not there yet).
  static func takeLock(_ statePath: String) -> Int32? {
    let fd = open(statePath + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return nil }
    guard flock(fd, LOCK_EX) == 0 else {
      close(fd)
      return nil
    }
    return fd
  }

  static func release(_ fd: Int32) {
    flock(fd, LOCK_UN)
    close(fd)
  }

  /// The names in the state's folder.
  static func names(_ statePath: String) -> [String] {
    let folder = (statePath as NSString).deletingLastPathComponent
    return (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }

  /// The state's temporary files in its folder.
  static func temporaries(_ statePath: String) -> [String] {
    names(statePath).filter { $0.hasPrefix(".state.json.") && $0.contains(".tmp-") }
  }

  func runChain(chain: Int, kills: Int, condition: Condition) throws {
    let environment = PseudoTerminal.defaultEnvironment()
    let statePath = try #require(environment["XDG_STATE_HOME"]) + "/recipes/state.json"
    if condition == .nearLimit {
      try FileManager.default.createDirectory(
        atPath: (statePath as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      let data = Self.nearLimitFile()
      #expect(
        data.count > StateFileIO.maximumBytes * 9 / 10 && data.count < StateFileIO.maximumBytes)
      try data.write(to: URL(fileURLWithPath: statePath))
    }
    let quiet = Self.quiet
    var random = SeededGenerator(seed: 1515 + UInt64(chain) + (condition == .locked ? 100 : 0))
    func chance(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    var expected: String?
    var compared = 0
    var quits = 0
    for kill in 0...kills {
      let session = try TerminalSession(
        arguments: ["--data", PackagePaths.data.path, "--lang", "en"],
        size: Self.sizes[chain % Self.sizes.count],
        environment: environment)
      let drawn = session.waitForScreen(timeout: .seconds(20)) {
        // Any first frame (a zoomed recipe shows no list): the footer row.
        $0.isAlternateScreen && $0.text.split(separator: "\n").last?.contains(" help") == true
      }
      try #require(drawn, "run \(kill): no first frame:\n\(session.screen.text)")
      // The whole first frame: the app has drawn it and waits for a key.
      #expect(session.waitUntilIdle(), "run \(kill): the app never waited for a key")
      if let expected {
        compared += 1
        #expect(
          session.screen.text == expected,
          "run \(kill) (\(condition)): the first frame is not the last one\nexpected:\n\(expected)\ngot:\n\(session.screen.text)"
        )
        if session.screen.text != expected { break }
      }
      // The start removed the temporary files of killed saves: at most the
      // running one's is there.
      let temporaries = Self.temporaries(statePath)
      #expect(
        temporaries.allSatisfy { $0.hasSuffix(".tmp-\(session.pty.pid)") },
        "run \(kill): stale temporary files \(temporaries)")
      #expect(
        !Self.names(statePath).contains { $0.hasPrefix("state.json.pending-") },
        "run \(kill): the start merged the pending files")
      guard kill < kills else {
        session.pty.send(signal: SIGKILL)
        session.waitForExit()
        break
      }
      // Another instance holds the lock from here, in half the runs.
      var lock = condition == .locked && chance(0...1) == 0 ? Self.takeLock(statePath) : nil
      // A few key groups, then the kill: a second or more after the last
      // (then the next first frame is compared), or sooner.
      var typed = false
      for _ in 0..<chance(0...4) {
        session.type(Self.groups[chance(0...(Self.groups.count - 1))])
        typed = true
        session.pty.readUntil(timeout: .milliseconds(chance(30...120))) { _ in false }
      }
      // A way out with the lock held: the changes wait in a pending file,
      // which the next start merges; its first frame is this last one.
      if let held = lock, chance(0...1) == 0 {
        // Every key read and drawn (a save is still due: the lock is held).
        #expect(session.waitUntilIdle(), "run \(kill): the app never caught up with the keys")
        let last = session.screen.text
        // (SIGTERM: `q` may close a sheet instead; and the wait for the
        // lock has to fit in the signal path's 3 s watchdog.)
        session.pty.send(signal: SIGTERM)
        #expect(session.waitForExit(timeout: .seconds(10)) == .signaled(SIGTERM))
        // (Keys that changed nothing leave nothing to keep.)
        let pending = statePath + ".pending-\(session.pty.pid)"
        #expect(
          FileManager.default.fileExists(atPath: pending)
            == String(decoding: session.output, as: UTF8.self).contains(".pending-"),
          "run \(kill): a pending file is there exactly when the quit says so")
        Self.release(held)
        // (Held for over 3 s, the lock is named on the bottom line: a
        // message, which no start restores.)
        expected = last.contains("holds its lock") ? nil : last
        quits += 1
        continue
      }
      // The lock is let go at a random moment before the kill, or held
      // through it.
      if let held = lock, chance(0...3) > 0 {
        session.pty.readUntil(timeout: .milliseconds(chance(0...600))) { _ in false }
        Self.release(held)
        lock = nil
      }
      let isQuiet = chance(0...5) == 0
      let wait: Duration =
        isQuiet ? quiet + .milliseconds(chance(0...150)) : .milliseconds(chance(0...400))
      session.pty.readUntil(timeout: wait) { _ in false }
      // A quiet kill waits for the save: the app is seen waiting for a key
      // with nothing due (no save, no retry of a busy lock), every key read.
      // Other kills land at random and compare nothing (unless no key came).
      var saved = false
      if isQuiet && lock == nil {
        saved = session.waitUntilIdle(nothingDue: true)
        #expect(saved, "run \(kill): the app never got to wait with nothing due")
      }
      session.pty.send(signal: SIGKILL)
      #expect(session.waitForExit(timeout: .seconds(10)) == .signaled(SIGKILL))
      if let held = lock { Self.release(held) }
      // No key: the screen is the one restored, which the file holds. Else
      // the app saved the last change before the kill.
      expected = !typed || saved ? session.screen.text : nil
      // The file is whole JSON whenever it is there (it is, after a change).
      if let data = FileManager.default.contents(atPath: statePath) {
        #expect(
          (try? JSONSerialization.jsonObject(with: data)) != nil,
          "run \(kill): the state file is not JSON:\n\(String(decoding: data, as: UTF8.self).prefix(2_000))"
        )
        #expect(data.count <= StateFileIO.maximumBytes)
      }
    }
    print(
      "StateKillTests \(condition) chain \(chain): \(kills) runs, \(quits) quits with the lock held,"
        + " \(compared) first frames compared")
    // (Runs killed while another instance held the lock compare nothing.)
    let least = condition == .locked ? kills / 8 : kills / 5
    #expect(compared >= least, "only \(compared) first frames were compared")
  }
}
