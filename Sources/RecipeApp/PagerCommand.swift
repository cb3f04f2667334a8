import ChildProcess
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The user's pager, for the shopping list's `|`: `$PAGER`, else `less`.
/// As with `EditorCommand`, the value is split into words at white space
/// and no shell reads it (`less -R` works; `;`, `|`, `$` and quotes are
/// just characters of a word), and the text is given as a file: written to
/// a private temporary file (mode 0600, in `$TMPDIR` or `/tmp`), which is
/// one more word and is removed when the pager ends.
struct PagerCommand: Equatable {
  /// The program and its own arguments.
  let words: [String]
  /// The folder of the temporary file.
  let folder: String

  init(words: [String], folder: String = "/tmp") {
    self.words = words.isEmpty ? ["less"] : words
    self.folder = folder
  }

  /// The pager `environment` names (an empty or blank `PAGER` counts as
  /// unset), its file in `TMPDIR` when that is set.
  init(environment: [String: String]) {
    let folder = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    self.init(words: EditorCommand.split(environment["PAGER"] ?? ""), folder: folder)
  }

  /// What became of a `show`.
  enum Outcome: Equatable {
    /// The pager ran (whatever its exit status: `q` in `less` is 0, a
    /// pager killed by ctrl-c has none).
    case shown
    /// The temporary file could not be written (why: `strerror`).
    case cannotWrite(String)
    /// The pager could not be started (no such program).
    case cannotStart
  }

  /// Shows `text` in the pager and waits for it: the terminal must have
  /// been handed over (`Terminal.handOver`). While it runs, SIGINT and
  /// SIGQUIT are the pager's (`ChildProcess.runInForeground`).
  func show(_ text: String) -> Outcome {
    var template = Array((trimmed(folder) + "/recipes-shopping-list-XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { return .cannotWrite(Self.reason) }
    let path = String(cString: template)
    defer { unlink(path) }
    let written = Self.write(Array(text.utf8), to: fd)
    guard close(fd) == 0, written else { return .cannotWrite(Self.reason) }
    let child = ChildProcess(
      program: words[0], arguments: Array(words.dropFirst()) + [path], searchesPath: true)
    guard case .success = child.runInForeground() else { return .cannotStart }
    return .shown
  }

  /// The last error, in words.
  private static var reason: String { String(cString: strerror(errno)) }

  /// `path` without a trailing slash (`/` stays).
  private func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// All of `bytes` to `fd` (through short writes and interruptions).
  private static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }
}
