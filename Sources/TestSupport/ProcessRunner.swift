import ChildProcess
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

  let environment = environment ?? ProcessInfo.processInfo.environment
  // A working directory through env(1) (Glibc's Swift module lacks
  // posix_spawn_file_actions_addchdir_np).
  var program = executable
  var words = [executable.path] + arguments
  if let currentDirectory {
    program = URL(fileURLWithPath: "/usr/bin/env")
    words = ["/usr/bin/env", "-C", currentDirectory.path] + words
  }
  // The child starts with no blocked signals and default actions
  // (`ChildProcess`): the test runner's threads may block some (SIGWINCH,
  // say), and a blocked SIGWINCH would hide resizes from a program run in tmux.
  let child = ChildProcess(
    program: program.path, arguments: Array(words.dropFirst()), environment: environment,
    descriptors: [
      .open(0, path: inputFile.path, flags: O_RDONLY, mode: 0),
      .open(1, path: outputFile.path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600),
      .open(2, path: errorFile.path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600),
    ])
  let pid: pid_t
  switch child.spawn() {
  case .success(let started): pid = started
  case .failure(let error):
    throw ProcessStartError(description: "cannot start \(executable.path): \(error)")
  }
  let exit = ChildProcess.wait(for: pid)
  let outData = (try? Data(contentsOf: outputFile)) ?? Data()
  let errData = (try? Data(contentsOf: errorFile)) ?? Data()
  let status: Int32
  let signaled: Bool
  switch exit {
  case .signaled(let signal)?: (status, signaled) = (signal, true)
  case .exited(let code)?: (status, signaled) = (code, false)
  case nil: (status, signaled) = (-1, false)
  }
  return ProcessResult(
    status: status, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData, as: UTF8.self), signaled: signaled)
}
