import ChildProcess
import FoundationEssentials

/// The user's editor, as `git` and `crontab -e` find it: `$VISUAL`, else
/// `$EDITOR`, else `vi`. The variable's value is split into words at
/// white space (`code --wait`, `emacs -nw`); no shell reads it, so no
/// quoting, globbing or `$` is interpreted, and the file's path is one
/// more word however it is spelt.
struct EditorCommand: Equatable {
  /// The program and its own arguments.
  let words: [String]

  init(words: [String]) {
    self.words = words.isEmpty ? ["vi"] : words
  }

  /// The editor `environment` names (an empty or blank variable counts as
  /// unset).
  init(environment: [String: String]) {
    for name in ["VISUAL", "EDITOR"] {
      let words = Self.split(environment[name] ?? "")
      if !words.isEmpty {
        self.init(words: words)
        return
      }
    }
    self.init(words: ["vi"])
  }

  /// `text` cut at runs of white space.
  static func split(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
  }

  /// Runs the editor on `path` and waits for it: the terminal must have
  /// been handed over (`Terminal.handOver`). While it runs, `ctrl-c` and
  /// `ctrl-\` are the editor's (this process ignores SIGINT and SIGQUIT,
  /// as `git` does around its editor); the editor starts with every signal
  /// at its default and none blocked. Returns the editor's exit status, or
  /// nil when it could not be started (no such program) or was killed.
  func run(path: String) -> Int32? {
    let child = ChildProcess(
      program: words[0], arguments: Array(words.dropFirst()) + [path], searchesPath: true)
    // Exited normally: its status (127: the shell's and posix_spawnp's
    // "command not found").
    guard case .success(.exited(let code)) = child.runInForeground() else { return nil }
    return code
  }
}
