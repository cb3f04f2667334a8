import Foundation
import SplitLayout
import TestSupport
import Testing

/// Issue 18: `ctrl-z` in a real shell with job control (bash in tmux):
/// the shell gets its terminal back as it was (main screen, no mouse
/// reports), `fg` brings the browser back, repainted whole, and it still
/// takes keys; the same with `y`, whose OSC 52 tmux receives.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"),
  .enabled(
    if: PackagePaths.which("tmux") != nil && PackagePaths.which("bash") != nil,
    "needs tmux and bash"))
struct SuspendEndToEndTests {
  @Test func ctrlZGivesTheShellItsTerminalAndFgRepaints() throws {
    let binary = try #require(PackagePaths.recipesBinary)
    let xdg = TemporaryXDG.environment().map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    let tmux = try #require(
      TmuxSession(
        command:
          "env -i PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=tmux-256color PS1='$ ' \(xdg) bash --norc --noprofile -i",
        columns: 100, rows: 30))
    _ = try tmux.waitForScreen { $0.contains { $0.hasPrefix("$") } }
    try tmux.send(keys: ["\(binary.path) --data \(PackagePaths.data.path) --theme dark", "Enter"])
    let launched = try tmux.waitForScreen { $0.joined().contains("q quit") }
    #expect(launched.joined().contains("番茄炒蛋"))
    try tmux.send(keys: ["j"])
    let moved = try tmux.waitForScreen { $0 != launched }
    try tmux.send(keys: ["C-z"])
    let shell = try tmux.waitForScreen { $0.joined().contains("Stopped") }
    #expect(shell.joined().contains("Stopped"), "\(shell.joined(separator: "\n"))")
    #expect(try tmux.value("#{alternate_on}") == "0")
    #expect(try tmux.value("#{mouse_any_flag}") == "0")
    try tmux.send(keys: ["fg", "Enter"])
    let back = try tmux.waitForScreen { $0 == moved }
    #expect(back == moved, "after fg:\n\(back.joined(separator: "\n"))")
    #expect(try tmux.value("#{alternate_on}") == "1")
    #expect(try tmux.value("#{mouse_any_flag}") == "1")
    try tmux.send(keys: ["j"])
    let after = try tmux.waitForScreen { $0 != moved }
    #expect(after != moved, "keys work after fg")
    try tmux.send(keys: ["C-c"])
    _ = try tmux.waitForScreen { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }
    #expect(try tmux.value("#{alternate_on}") == "0")
  }
}
