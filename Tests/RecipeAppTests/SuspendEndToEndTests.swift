import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

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
    let tmux = try #require(try TmuxSession.cleanShell(columns: 100, rows: 30))
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

  /// The colour field in a real terminal: by keys, then by a click (an
  /// SGR mouse report), the focused row takes the picked colour.
  @Test func theColourFieldPicksByKeysAndByAClick() throws {
    let binary = try #require(PackagePaths.recipesBinary)
    let xdg = TemporaryXDG.environment().map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    let tmux = try #require(
      TmuxSession(
        command:
          "env LANG=C.UTF-8 TERM=tmux-256color \(xdg) \(binary.path) --data \(PackagePaths.data.path) --theme dark",
        columns: 120, rows: 40))
    _ = try tmux.waitForScreen { $0.joined().contains("q quit") }
    try tmux.send(keys: ["t"])
    _ = try tmux.waitForScreen { $0.joined().contains("▀▀▀") }
    // Teal is on the grid's second row: two downs to the last row, the
    // third enters the field under it; one right.
    try tmux.send(keys: ["Down", "Down", "Down", "Right", "Enter"])
    _ = try tmux.waitForScreen { !$0.joined().contains("▀▀▀") }
    let byKeys = ColourField(width: 39, colors: .palette256).color(x: 10, line: 0)
    guard case .indexed(let keyIndex) = byKeys else { throw CancellationError() }
    var styled = try tmux.styledScreen()
    #expect(styled.contains("48;5;\(keyIndex)m"), "the focused row is not in colour \(keyIndex)")
    try tmux.send(keys: ["t"])
    let open = try tmux.waitForScreen { $0.joined().contains("▀▀▀") }
    let row = try #require(open.firstIndex { $0.contains("▀▀▀") })
    let column = try #require(open[row].firstIndex(of: "▀")).utf16Offset(in: open[row])
    // The cell 30 to the right on the third row of the field (line 4).
    let x = ColumnWidth.width(of: String(open[row].prefix(column))) + 30
    try tmux.send(bytes: Array("\u{1B}[<0;\(x + 1);\(row + 3)M\u{1B}[<0;\(x + 1);\(row + 3)m".utf8))
    _ = try tmux.waitForScreen { !$0.joined().contains("▀▀▀") }
    let byClick = ColourField(width: 39, colors: .palette256).color(x: 30, line: 4)
    guard case .indexed(let clickIndex) = byClick else { throw CancellationError() }
    styled = try tmux.styledScreen()
    #expect(
      styled.contains("48;5;\(clickIndex)m"), "the focused row is not in colour \(clickIndex)")
  }
}
