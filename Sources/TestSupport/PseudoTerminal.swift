import ChildProcess
import Foundation
import SplitLayout

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in a pseudo terminal of its own, for end-to-end tests
/// of what a real terminal receives: the bytes it writes, its exit status,
/// and the terminal's line discipline (termios) after it exits.
///
/// The child is spawned with `posix_spawn` (no Swift code runs between fork
/// and exec) as the leader of a new session whose controlling terminal is
/// the pty's slave side, with default signal dispositions and an empty
/// signal mask, so signals behave as they do under a shell. The test keeps
/// its own descriptor of the slave side, so the pty's termios can still be
/// read after the child has exited. Not thread-safe: use it from one test.
///
/// ```
/// let pty = try PseudoTerminal(executable: binary, arguments: ["--data", path],
///                              size: Size(width: 80, height: 24))
/// pty.readUntil { VirtualTerminal(feeding: $0).screenText.contains("Recipes") }
/// pty.write("q")
/// let status = pty.waitForExit()
/// ```
public final class PseudoTerminal {
  /// How the child ended.
  public typealias ExitStatus = ChildExit

  /// Why the pseudo terminal or the child could not be set up.
  public struct SpawnError: Error, CustomStringConvertible {
    public let description: String
  }

  /// The child's process id.
  public let pid: pid_t
  /// Every byte the child wrote to the terminal so far (after the line
  /// discipline's output processing, as a terminal emulator receives it).
  public private(set) var output: [UInt8] = []
  /// The pty's termios before the child started (the kernel's defaults:
  /// echo and canonical mode on).
  public let initialTermios: termios
  /// The exit status, once `waitForExit` or `pollExit` has seen it.
  public private(set) var exitStatus: ExitStatus?
  /// The master side; -1 after `hangUp()`.
  private var master: Int32
  /// The slave side, kept by the test (its termios, its unread input).
  let slave: Int32

  /// The environment a test run gets unless it says otherwise: an xterm
  /// with 256 colours, a UTF-8 locale, `PATH`/`HOME` from the test, and
  /// fresh `XDG_*` folders (no config or state of the developer's).
  public static func defaultEnvironment() -> [String: String] {
    let parent = ProcessInfo.processInfo.environment
    var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    environment["PATH"] = parent["PATH"] ?? "/usr/bin:/bin"
    environment["HOME"] = parent["HOME"] ?? "/"
    return environment.merging(TemporaryXDG.environment()) { $1 }
  }

  /// Starts `executable` with `arguments` in a new pseudo terminal of
  /// `size` (columns by rows); `environment` replaces the test's own.
  public init(
    executable: URL, arguments: [String] = [], size: Size,
    environment: [String: String] = PseudoTerminal.defaultEnvironment()
  ) throws(SpawnError) {
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { throw Self.failure("open /dev/ptmx") }
    // Swift's Glibc module does not export posix_openpt/unlockpt/ptsname
    // (they need _XOPEN_SOURCE), so the two ioctls they wrap are used
    // directly. Values for Linux on x86_64 and arm64 (asm-generic ioctls).
    let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
    let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0
    else {
      close(master)
      throw Self.failure("unlock the pty")
    }
    let slavePath = "/dev/pts/\(number)"
    let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      throw Self.failure("open \(slavePath)")
    }
    var settings = termios()
    tcgetattr(slave, &settings)
    var window = winsize(
      ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)

    guard
      let pid = Self.spawn(
        executable: executable.path, arguments: arguments, environment: environment,
        slavePath: slavePath)
    else {
      close(master)
      close(slave)
      throw Self.failure("spawn \(executable.path)")
    }
    self.pid = pid
    self.master = master
    self.slave = slave
    self.initialTermios = settings
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    if master >= 0 { close(master) }
    close(slave)
  }

  private static func failure(_ what: String) -> SpawnError {
    SpawnError(description: "cannot \(what): \(String(cString: strerror(errno)))")
  }

  /// `posix_spawn`s the child in a new session with the slave as its
  /// standard input, output and error (opening it there, after `setsid`,
  /// makes it the controlling terminal). Nil when the spawn failed.
  private static func spawn(
    executable: String, arguments: [String], environment: [String: String], slavePath: String
  ) -> pid_t? {
    let child = ChildProcess(
      program: executable, arguments: arguments, environment: environment, newSession: true,
      descriptors: [
        .open(0, path: slavePath, flags: O_RDWR, mode: 0), .duplicate(0, to: 1),
        .duplicate(0, to: 2),
      ])
    return try? child.spawn().get()
  }

  // MARK: Input

  /// Writes `bytes` to the terminal, as typed keys.
  public func write(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { buffer in
        Glibc.write(master, buffer.baseAddress, buffer.count)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return }
      written += count
    }
  }

  /// Writes `text` as UTF-8 (`"\u{1B}[B"` is the down arrow, `"\r"` enter).
  public func write(_ text: String) {
    write(Array(text.utf8))
  }

  /// Changes the terminal's size; the kernel sends SIGWINCH to the child.
  public func resize(to size: Size) {
    var window = winsize(
      ws_row: UInt16(clamping: size.height), ws_col: UInt16(clamping: size.width), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
  }

  /// Closes the master side, as a terminal window or an SSH connection
  /// going away does: the kernel hangs up the child's terminal (SIGHUP to
  /// its session, and reads fail). No more output is read after this.
  public func hangUp() {
    guard master >= 0 else { return }
    close(master)
    master = -1
  }

  /// Sends `signal` to the child.
  public func send(signal: Int32) {
    kill(pid, signal)
  }

  // MARK: Output

  /// Reads what the child wrote within `timeout`; returns early once
  /// `condition(output)` holds. Returns whether it held.
  @discardableResult
  public func readUntil(
    timeout: Duration = .seconds(20), _ condition: ([UInt8]) -> Bool
  ) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      if condition(output) { return true }
      let now = ContinuousClock.now
      if now >= deadline { return false }
      if exitStatus != nil || pollExit() != nil {
        drain()
        return condition(output)
      }
      readAvailable(waitingAtMost: min(deadline - now, .milliseconds(50)))
    }
  }

  /// Reads until no byte has come for `quiet` (the child is waiting for
  /// input), or `timeout` has passed.
  public func readUntilQuiet(quiet: Duration = .milliseconds(300), timeout: Duration = .seconds(20))
  {
    let deadline = ContinuousClock.now + timeout
    var lastByte = ContinuousClock.now
    while ContinuousClock.now < deadline {
      if readAvailable(waitingAtMost: .milliseconds(50)) > 0 {
        lastByte = ContinuousClock.now
      } else if ContinuousClock.now - lastByte >= quiet {
        return
      }
    }
  }

  /// Reads the bytes that arrive within `wait` (at most one poll's worth);
  /// returns how many.
  @discardableResult
  private func readAvailable(waitingAtMost wait: Duration) -> Int {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(
      clamping: wait.components.seconds * 1000
        + wait.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&descriptor, 1, max(0, milliseconds)) > 0 else { return 0 }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    guard count > 0 else { return 0 }
    output.append(contentsOf: buffer[0..<count])
    return count
  }

  /// Reads everything already written.
  private func drain() {
    while readAvailable(waitingAtMost: .zero) > 0 {}
  }

  // MARK: Exit

  /// The exit status if the child has ended (without waiting).
  @discardableResult
  public func pollExit() -> ExitStatus? {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    exitStatus = ChildExit(waitStatus: status)
    return exitStatus
  }

  /// Reads the output until the child ends, at most `timeout`; then reads
  /// what is left. Nil when it is still running (it is then killed when
  /// the pseudo terminal goes away).
  @discardableResult
  public func waitForExit(timeout: Duration = .seconds(30)) -> ExitStatus? {
    let deadline = ContinuousClock.now + timeout
    while pollExit() == nil {
      let now = ContinuousClock.now
      if now >= deadline { return nil }
      readAvailable(waitingAtMost: min(deadline - now, .milliseconds(20)))
    }
    drain()
    return exitStatus
  }

  /// The pty's line discipline now (for after the child exited: did it
  /// put echo and canonical mode back?).
  public func currentTermios() -> termios {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings
  }
}
