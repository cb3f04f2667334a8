import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// The committed completion scripts in real shells, in tmux: option names
/// from the table, dish ids with their names from `recipes --complete`.
/// Each shell starts without its rc files, in a temporary home, with the
/// release binary first on `PATH`.
@Suite(
  .serialized,
  .enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"),
  .enabled(if: PackagePaths.which("tmux") != nil, "tmux is not installed"))
struct ShellCompletionTests {
  let home = FileManager.default.temporaryDirectory
    .appendingPathComponent("recipes-shell-\(UUID().uuidString)")

  func script(_ file: GeneratedFile) -> String {
    PackagePaths.root.appendingPathComponent(file.packagePath).path
  }

  /// Starts `shell` (its full command) in tmux with a clean environment,
  /// runs `setup`, and clears the screen.
  func start(_ shell: String, setup: String) throws -> TmuxSession? {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    guard let binary = PackagePaths.recipesBinary else { return nil }
    let bin = binary.deletingLastPathComponent().path
    let xdg = TemporaryXDG.environment().map { "\($0.key)=\($0.value)" }.sorted()
    let command =
      "env -i HOME=\(home.path) PATH=\(bin):/usr/bin:/bin LANG=C.UTF-8 TERM=xterm-256color "
      + xdg.joined(separator: " ") + " " + shell
    guard let tmux = TmuxSession(command: command, columns: 160, rows: 40) else { return nil }
    try tmux.send(keys: [setup, "Enter"])
    try tmux.send(keys: ["clear", "Enter"])
    _ = try tmux.waitForScreen { $0.allSatisfy { $0.isEmpty || $0.hasPrefix("$") || $0 == ">" } }
    return tmux
  }

  /// Types `text`, presses tab `tabs` times, and waits for every one of
  /// `expected` on the screen; then clears the line.
  func expectCompletion(
    _ tmux: TmuxSession, _ text: String, tabs: Int = 2, shows expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try tmux.send(keys: [text])
    for _ in 0..<tabs {
      try tmux.send(keys: ["Tab"])
      Thread.sleep(forTimeInterval: 0.3)
    }
    let screen = try tmux.waitForScreen(timeout: 15) { screen in
      expected.allSatisfy { word in screen.contains { $0.contains(word) } }
    }
    for word in expected {
      #expect(
        screen.contains { $0.contains(word) },
        Comment(rawValue: "\(word) after \(text)<TAB>:\n" + screen.joined(separator: "\n")),
        sourceLocation: sourceLocation)
    }
    try tmux.send(keys: ["C-c"])
    try tmux.send(keys: ["clear", "Enter"])
    Thread.sleep(forTimeInterval: 0.3)
  }

  /// Types `text`, presses tab once, and waits for the command line to
  /// read `line`; then clears it.
  func expectLine(
    _ tmux: TmuxSession, _ text: String, becomes line: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try tmux.send(keys: [text, "Tab"])
    let screen = try tmux.waitForScreen(timeout: 15) { $0.contains { $0.hasSuffix(line) } }
    #expect(
      screen.contains { $0.hasSuffix(line) },
      Comment(rawValue: "\(text)<TAB>:\n" + screen.joined(separator: "\n")),
      sourceLocation: sourceLocation)
    try tmux.send(keys: ["C-c"])
    try tmux.send(keys: ["clear", "Enter"])
    Thread.sleep(forTimeInterval: 0.3)
  }

  @Test(.enabled(if: PackagePaths.which("bash") != nil, "bash is not installed"))
  func bash() throws {
    let setup =
      "PS1='$ '; source \(script(.bash)); bind 'set completion-query-items 1000';"
      + " bind 'set page-completions off'"
    let tmux = try #require(
      try start("bash --norc --noprofile", setup: setup), "tmux did not start")
    try expectCompletion(tmux, "recipes --la", shows: ["--lang", "--layout"])
    try expectCompletion(tmux, "recipes --print 10", shows: ["102  青椒肉丝 (家常菜)", "101  番茄炒蛋"])
    try expectLine(tmux, "recipes --print 青椒肉", becomes: "recipes --print 青椒肉丝")
    try expectCompletion(tmux, "recipes --lang ", shows: ["en", "zh"])
    try expectLine(tmux, "recipes --data Dat", becomes: "recipes --data Data/")
  }

  @Test(.enabled(if: PackagePaths.which("zsh") != nil, "zsh is not installed"))
  func zsh() throws {
    let functions = URL(fileURLWithPath: script(.zsh)).deletingLastPathComponent().path
    let setup =
      "PS1='$ '; fpath=(\(functions) $fpath); autoload -Uz compinit;"
      + " compinit -u -d \(home.path)/zcompdump"
    let tmux = try #require(try start("zsh -f", setup: setup), "tmux did not start")
    try expectCompletion(tmux, "recipes --la", tabs: 1, shows: ["--lang", "--layout"])
    try expectCompletion(
      tmux, "recipes --print 10", tabs: 1, shows: ["102", "青椒肉丝 (家常菜)", "番茄炒蛋"])
    try expectLine(tmux, "recipes --print 青椒肉", becomes: "recipes --print 青椒肉丝")
    try expectCompletion(tmux, "recipes --units ", tabs: 1, shows: ["original", "metric"])
  }

  @Test(.enabled(if: PackagePaths.which("fish") != nil, "fish is not installed"))
  func fish() throws {
    let setup = "function fish_prompt; echo '$ '; end; source \(script(.fish))"
    let tmux = try #require(try start("fish --no-config", setup: setup), "tmux did not start")
    try expectCompletion(tmux, "recipes --la", tabs: 1, shows: ["--lang", "--layout"])
    try expectCompletion(
      tmux, "recipes --print 10", tabs: 1, shows: ["102", "青椒肉丝 (家常菜)", "番茄炒蛋"])
    try expectLine(tmux, "recipes --print 青椒肉", becomes: "recipes --print 青椒肉丝")
    try expectCompletion(tmux, "recipes --format ", tabs: 1, shows: ["markdown", "json"])
  }
}
