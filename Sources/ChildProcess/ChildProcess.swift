#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A program to start with `posix_spawn` (no Swift code runs between fork
/// and exec), the one place that sets a child's start up, for the app (the
/// editor, the pager) and the tests' runners alike.
///
/// The child starts with every signal at its default action and none
/// blocked, whatever this process ignores or blocks (the test runner's
/// threads block some, and the app ignores SIGINT and SIGQUIT while a child
/// has the terminal): a blocked SIGWINCH would hide resizes from it, an
/// ignored SIGINT would make ctrl-c do nothing in it. No shell reads any
/// word: each argument reaches the program as it is.
public struct ChildProcess: Sendable {
  /// The program: a path, or with `searchesPath` a name found on `$PATH`.
  public var program: String
  /// The arguments after the program's own name (`argv[1...]`).
  public var arguments: [String]
  /// The environment, replacing this process's; nil: this process's own.
  public var environment: [String: String]?
  /// Whether a program without a slash is looked up on `$PATH`
  /// (`posix_spawnp`).
  public var searchesPath: Bool
  /// Whether the child leads a new session (`setsid`; a terminal it then
  /// opens becomes its controlling terminal).
  public var newSession: Bool
  /// What to do with descriptors in the child before the program starts.
  public var descriptors: [DescriptorAction]

  public init(
    program: String, arguments: [String] = [], environment: [String: String]? = nil,
    searchesPath: Bool = false, newSession: Bool = false, descriptors: [DescriptorAction] = []
  ) {
    self.program = program
    self.arguments = arguments
    self.environment = environment
    self.searchesPath = searchesPath
    self.newSession = newSession
    self.descriptors = descriptors
  }

  /// `POSIX_SPAWN_SETSID`, a GNU extension that Swift's Glibc module does
  /// not show.
  private static let setSessionFlag: Int32 = 0x80

  /// Starts the program: its process id, or the error number
  /// `posix_spawn` gave (`ENOENT`: no such program).
  public func spawn() -> Result<pid_t, SpawnError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for action in descriptors {
      switch action {
      case .open(let descriptor, let path, let flags, let mode):
        posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, mode)
      case .duplicate(let descriptor, let target):
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
      }
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
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    if newSession { flags |= Self.setSessionFlag }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    // This process's environment, or the one given.
    let envp =
      environment.map { variables in
        variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
      } ?? []
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let variables = envp.isEmpty ? environ : nil
    let result = envp.withUnsafeBufferPointer { given in
      let chosen = variables ?? UnsafeMutablePointer(mutating: given.baseAddress)
      return searchesPath
        ? posix_spawnp(&pid, program, &actions, &attributes, argv, chosen)
        : posix_spawn(&pid, program, &actions, &attributes, argv, chosen)
    }
    return result == 0 ? .success(pid) : .failure(SpawnError(code: result))
  }

  /// Waits for child `pid` to end (through interruptions by signals): how
  /// it ended, or nil when there is no such child.
  public static func wait(for pid: pid_t) -> ChildExit? {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return nil }
    }
    return ChildExit(waitStatus: status)
  }

  /// Starts the program and waits for it, as a shell runs a command in
  /// the foreground: while it runs, ctrl-c and ctrl-\ are the child's (this
  /// process ignores SIGINT and SIGQUIT, as `git` does around its editor
  /// and `man` around its pager). A failure when it could not start.
  public func runInForeground() -> Result<ChildExit, SpawnError> {
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
    switch spawn() {
    case .failure(let error): return .failure(error)
    case .success(let pid):
      guard let exit = Self.wait(for: pid) else { return .failure(SpawnError(code: ECHILD)) }
      return .success(exit)
    }
  }
}
