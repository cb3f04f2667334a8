import Foundation
import SplitLayout
import TermUI
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `recipes` in a pseudo terminal with timers running (issue
/// 14): a timer that ends sends the app's own bell and notification, once,
/// with nothing of the data's control bytes; a countdown writes a small
/// frame a second and nothing else; resizing and quitting during it leave
/// the terminal sane and the timer right.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct TimerTerminalTests {
  /// A dish whose name and step hold terminal sequences, and whose step
  /// says 2 seconds.
  static let evilName =
    "Timer" + HostileBundle.Payload.csi + HostileBundle.Payload.title + "菜"
    + HostileBundle.Payload.bell + HostileBundle.Payload.c1 + "Dish"

  /// A one-cuisine bundle holding that dish, for `body`.
  func withTimerBundle(_ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "TimerBundle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("bundle")
    for folder in ["Plist", "Html/food", "Html/css"] {
      try FileManager.default.createDirectory(
        at: bundle.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    func plist(_ value: Any) throws -> Data {
      try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    }
    try plist([["idstr": "1", "name": "Timers"]]).write(
      to: bundle.appendingPathComponent("Plist/food_types.plist"))
    try plist([["idstr": "1", "name": Self.evilName, "diff": "x", "time": "y"]]).write(
      to: bundle.appendingPathComponent("Plist/type_1_foods.plist"))
    let step = "Stir\(HostileBundle.Payload.clipboard)煮2秒\(HostileBundle.Payload.link)End"
    let page =
      "<html><body><h1>T</h1><div class=\"step clearfix\"><div class=\"stepcont\"><p>"
      + step + "</p></div></div></body></html>"
    try Data(page.utf8).write(to: bundle.appendingPathComponent("Html/food/1.html"))
    try Data().write(to: bundle.appendingPathComponent("Html/css/recipe.css"))
    try body(bundle)
  }

  @Test func aTimerThatEndsRingsAndNotifiesOnceWithNothingFromTheData() throws {
    try withTimerBundle { bundle in
      let session = try TerminalSession(
        arguments: ["--data", bundle.path], size: Size(width: 100, height: 30))
      try #require(session.waitForScreen { $0.text.contains("Timer") && $0.text.contains("Dish") })
      session.settle(quiet: .milliseconds(100))
      session.type("c")
      #expect(session.waitForScreen { $0.text.contains("[⏱ 00:02]") }, "\(session.screen.text)")
      session.type("\r")
      #expect(
        session.waitForScreen(timeout: .seconds(10)) { $0.text.contains("done!") },
        "\(session.screen.text)")
      session.settle(quiet: .milliseconds(300))
      // Only the quitting is left: an ended timer does not ask.
      session.type("\u{1B}")
      session.settle(quiet: .milliseconds(100))
      session.type("\u{1B}")
      session.settle(quiet: .milliseconds(100))
      session.type("q")
      #expect(session.waitForExit(timeout: .seconds(30)) == .exited(0))
      let sanitizedTitle = "Timer[2J[6n[21t[?1049l]0pwned]2pwned\\菜31m0c1titleDish · 2秒"
      HostileTerminalTests().expectOnlyCursesBytes(
        session,
        allowing: [
          .bell, .notification(title: "Timer done", body: sanitizedTitle + " (00:02)"),
        ])
      let notification = session.screen.operatingSystemCommands.first ?? ""
      #expect(
        !notification.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
        })
    }
  }

  /// The drawer's width with a 1-minute timer: resized through the
  /// stack, the split and the triple mode, the timer keeps counting from
  /// its end time; `q` asks, `q` quits; the terminal is restored.
  @Test func resizingAndQuittingDuringACountdownLeaveTheTerminalSane() throws {
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 100, height: 30))
    try #require(session.waitForScreen { $0.text.contains("番茄炒蛋") })
    session.settle(quiet: .milliseconds(100))
    session.type("c")
    #expect(session.waitForScreen { $0.text.contains("step 1/6") })
    session.type("\r")
    let started = ContinuousClock.now
    #expect(session.waitForScreen { $0.rows.last?.contains("⏱ 00:5") == true })
    for size in [
      Size(width: 60, height: 24), Size(width: 120, height: 30), Size(width: 160, height: 40),
      Size(width: 30, height: 8), Size(width: 100, height: 30),
    ] {
      session.resize(to: size)
      if size.width < 40 {
        #expect(session.waitForScreen { $0.text.contains("Terminal too small") })
        continue
      }
      #expect(
        session.waitForScreen {
          $0.text.contains("step 1/6") && $0.rows.last?.contains("⏱ 00:") == true
        },
        "\(size):\n\(session.screen.text)")
    }
    // The label agrees with the wall clock (within a second and a bit).
    session.settle(quiet: .milliseconds(50))
    let row = session.screen.rows.last ?? ""
    let shown = try #require(Self.seconds(in: row), "\(row)")
    let expected = 60 - (ContinuousClock.now - started).seconds
    #expect(abs(Double(shown) - expected) < 2.5, "shows \(shown) s, expected about \(expected)")
    session.type("\u{1B}")
    session.settle(quiet: .milliseconds(100))
    session.type("\u{1B}")
    session.settle(quiet: .milliseconds(100))
    session.type("q")
    #expect(session.waitForScreen { $0.text.contains("A timer is running: press q again to quit") })
    session.type("q")
    #expect(session.waitForExit(timeout: .seconds(30)) == .exited(0))
    TerminalRestoreTests().expectRestored(session)
    #expect(session.screen.bellCount == 0, "no timer ended")
  }

  /// With no timer nothing is written; with one, a frame a second of a
  /// few bytes (the changed digits).
  @Test func aCountdownWritesOnlyTheChangedSeconds() throws {
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 120, height: 30))
    try #require(session.waitForScreen { $0.text.contains("番茄炒蛋") })
    session.type("\tc")
    #expect(session.waitForScreen { $0.text.contains("step 1/6") })
    session.settle(quiet: .milliseconds(300))
    let idle = session.output.count
    session.pty.readUntil(timeout: .milliseconds(2500)) { _ in false }
    #expect(session.output.count == idle, "\(session.output.count - idle) bytes with no timer")
    session.type("\r")
    session.settle(quiet: .milliseconds(300))
    let running = session.output.count
    session.pty.readUntil(timeout: .milliseconds(3200)) { _ in false }
    let written = session.output.count - running
    #expect(written > 0 && written <= 4 * 64, "\(written) bytes in 3.2 s")
    session.type("\u{03}")
    #expect(session.waitForExit() == .exited(0))
  }

  /// The seconds of the first `mm:ss` after `⏱` in `row`.
  static func seconds(in row: String) -> Int? {
    guard let clock = row.range(of: "⏱ ") else { return nil }
    let text = row[clock.upperBound...].prefix(5)
    let parts = text.split(separator: ":")
    guard parts.count == 2, let m = Int(parts[0]), let s = Int(parts[1]) else { return nil }
    return m * 60 + s
  }
}
