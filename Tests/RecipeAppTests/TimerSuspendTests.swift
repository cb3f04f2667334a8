import Foundation
import SplitLayout
import TestSupport
import Testing

/// Issue 14 with issue 18's `ctrl-z`: suspending during a countdown (bash
/// in tmux, real job control) gives the shell a sane terminal, and after
/// `fg` the timer is right, since it is an end time: the seconds the
/// process was stopped have counted down too.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"),
  .enabled(
    if: PackagePaths.which("tmux") != nil && PackagePaths.which("bash") != nil,
    "needs tmux and bash"))
struct TimerSuspendTests {
  @Test func suspendingDuringACountdownKeepsTheTimerRight() throws {
    let binary = try #require(PackagePaths.recipesBinary)
    let tmux = try #require(try TmuxSession.cleanShell(columns: 100, rows: 30))
    try tmux.send(keys: ["\(binary.path) --data \(PackagePaths.data.path)", "Enter"])
    _ = try tmux.waitForScreen { $0.joined().contains("q quit") }
    try tmux.send(keys: ["c"])
    _ = try tmux.waitForScreen { $0.joined().contains("step 1/6") }
    try tmux.send(keys: ["Enter"])
    let started = ContinuousClock.now
    _ = try tmux.waitForScreen { $0.contains { $0.hasPrefix(" ⏱ 00:5") } }
    try tmux.send(keys: ["C-z"])
    let shell = try tmux.waitForScreen { $0.joined().contains("Stopped") }
    #expect(shell.joined().contains("Stopped"))
    #expect(try tmux.value("#{alternate_on}") == "0")
    #expect(try tmux.value("#{mouse_any_flag}") == "0")
    Thread.sleep(forTimeInterval: 3)
    try tmux.send(keys: ["fg", "Enter"])
    let back = try tmux.waitForScreen { rows in
      rows.joined().contains("step 1/6") && rows.contains { $0.hasPrefix(" ⏱ 00:") }
    }
    #expect(try tmux.value("#{alternate_on}") == "1")
    let row = try #require(back.first { $0.hasPrefix(" ⏱ 00:") })
    let shown = try #require(TimerTerminalTests.seconds(in: row), "\(row)")
    let expected = 60 - (ContinuousClock.now - started).seconds
    #expect(shown <= 56, "the stopped seconds counted: shows \(shown)")
    #expect(abs(Double(shown) - expected) < 2.5, "shows \(shown) s, expected about \(expected)")
    // Leave cook mode and the sheet; q asks, q quits; the shell is back.
    try tmux.send(keys: ["Escape"])
    _ = try tmux.waitForScreen { !$0.joined().contains("step 1/6") }
    try tmux.send(keys: ["Escape"])
    _ = try tmux.waitForScreen { !$0.joined().contains("[Close]") }
    try tmux.send(keys: ["q"])
    _ = try tmux.waitForScreen { $0.joined().contains("press q again to quit") }
    try tmux.send(keys: ["q"])
    _ = try tmux.waitForScreen { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }
    #expect(try tmux.value("#{alternate_on}") == "0")
    #expect(try tmux.value("#{mouse_any_flag}") == "0")
  }
}
