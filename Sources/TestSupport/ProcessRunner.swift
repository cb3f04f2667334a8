import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The result of running a program to its end.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String
  /// True when the process ended by a signal (`status` is then the signal).
  public var signaled: Bool
}

/// Why a program could not be started.
public struct ProcessStartError: Error, CustomStringConvertible {
  public var description: String
}

/// Runs `executable` with `arguments` and waits for it, with posix_spawn
/// and waitpid; stdin is /dev/null unless `input` is given.
///
/// Output goes to temporary files, not pipes: a daemon the child starts (a
/// tmux server) may keep a pipe open forever, and Foundation's `Process`
/// also waits for descendants that inherit its descriptors. Files never fill
/// up and block the child either.
public func runProcess(
  _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
  input: String? = nil, currentDirectory: URL? = nil
) throws -> ProcessResult {
  let folder = FileManager.default.temporaryDirectory
  let token = UUID().uuidString
  let outputFile = folder.appendingPathComponent("recipes-test-\(token).out")
  let errorFile = folder.appendingPathComponent("recipes-test-\(token).err")
  let inputFile = folder.appendingPathComponent("recipes-test-\(token).in")
  _ = FileManager.default.createFile(atPath: inputFile.path, contents: Data((input ?? "").utf8))
  defer {
    for file in [outputFile, errorFile, inputFile] { try? FileManager.default.removeItem(at: file) }
  }

  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, inputFile.path, O_RDONLY, 0)
  posix_spawn_file_actions_addopen(
    &actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

  let environment = environment ?? ProcessInfo.processInfo.environment
  // A working directory through env(1) (Glibc's Swift module lacks
  // posix_spawn_file_actions_addchdir_np).
  var program = executable
  var words = [executable.path] + arguments
  if let currentDirectory {
    program = URL(fileURLWithPath: "/usr/bin/env")
    words = ["/usr/bin/env", "-C", currentDirectory.path] + words
  }
  let argv = words.map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for pointer in argv { free(pointer) }
    for pointer in envp { free(pointer) }
  }
  // The child starts with no blocked signals and default actions: the test
  // runner's threads may block some (SIGWINCH, say), and a blocked SIGWINCH
  // would hide resizes from a program run in tmux.
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
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, program.path, &actions, &attributes, argv, envp)
  guard spawned == 0 else {
    throw ProcessStartError(description: "cannot start \(executable.path): error \(spawned)")
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  let outData = (try? Data(contentsOf: outputFile)) ?? Data()
  let errData = (try? Data(contentsOf: errorFile)) ?? Data()
  let signal = status & 0x7F
  let signaled = signal != 0 && signal != 0x7F
  return ProcessResult(
    status: signaled ? signal : (status >> 8) & 0xFF,
    stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self), signaled: signaled)
}
