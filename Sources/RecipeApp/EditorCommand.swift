import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    var previousInterrupt = sigaction()
    var previousQuit = sigaction()
    sigaction(SIGINT, &ignore, &previousInterrupt)
    sigaction(SIGQUIT, &ignore, &previousQuit)
    defer {
      sigaction(SIGINT, &previousInterrupt, nil)
      sigaction(SIGQUIT, &previousQuit, nil)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = (words + [path]).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, words[0], nil, &attributes, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return nil }
    }
    // Exited normally (no signal in the low bits): its status.
    guard status & 0x7F == 0 else { return nil }
    let code = (status >> 8) & 0xFF
    // 127: the shell's and posix_spawnp's "command not found".
    return code
  }
}
