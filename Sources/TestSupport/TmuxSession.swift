import Foundation
import TermUI

/// A detached tmux session on its own server socket, for end-to-end tests
/// of the real binary in a real terminal: start a command at a size, send
/// keys, resize, read the screen.
public final class TmuxSession {
  public let socket: String
  public let name = "e2e"
  private let tmux: URL

  /// Starts `command` (already shell-quoted) in a new session of
  /// `columns`x`rows`. Returns nil when tmux is not installed.
  public init?(command: String, columns: Int, rows: Int) {
    guard let tmux = PackagePaths.which("tmux") else { return nil }
    self.tmux = tmux
    socket = "recipes-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let started = try? run([
      "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows),
      command,
    ])
    guard started?.status == 0 else { return nil }
    _ = try? run(["set-option", "-t", name, "remain-on-exit", "on"])
  }

  deinit {
    _ = try? run(["kill-server"])
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> ProcessResult {
    try runProcess(
      tmux, ["-L", socket] + arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
  }

  /// Sends tmux key names (`Down`, `Enter`, `Escape`, `m`).
  public func send(keys: [String]) throws {
    try run(["send-keys", "-t", name] + keys)
  }

  /// Sends raw bytes to the program (an SGR mouse report, say).
  public func send(bytes: [UInt8]) throws {
    try run(["send-keys", "-t", name, "-H"] + bytes.map { String(format: "%02x", $0) })
  }

  /// Resizes the window.
  public func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", name, "-x", String(columns), "-y", String(rows)])
  }

  /// The visible screen with its colours and attributes as escape
  /// sequences (`capture-pane -e`).
  public func styledScreen() throws -> String {
    try run(["capture-pane", "-p", "-e", "-t", name]).stdout
  }

  /// A tmux format of the pane (`#{alternate_on}`, `#{mouse_any_flag}`).
  public func value(_ format: String) throws -> String {
    let result = try run(["display-message", "-p", "-t", name, format])
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The visible screen, one string per row, trailing blanks removed.
  public func screen() throws -> [String] {
    let result = try run(["capture-pane", "-p", "-t", name])
    var text = Substring(result.stdout)
    if text.hasSuffix("\n") { text = text.dropLast() }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.droppingTrailingSpaces()
    }
  }

  /// Polls the screen until `matches` accepts it or `timeout` passes;
  /// returns the last screen seen. The default is generous: it only costs
  /// time when a screen never comes, and CI runs these beside the whole
  /// parallel suite on two cores (a 5 s limit failed there once).
  public func waitForScreen(timeout: TimeInterval = 30, _ matches: ([String]) -> Bool) throws
    -> [String]
  {
    let deadline = Date().addingTimeInterval(timeout)
    var last = try screen()
    while !matches(last) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      last = try screen()
    }
    return last
  }
}
