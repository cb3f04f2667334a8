#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension ChildProcess {
  /// Runs the program to its end and returns what it wrote to its standard
  /// output (the first `limit` bytes; the rest is read and dropped, so the
  /// program never blocks on a full pipe), as a shell's `$(...)` would but
  /// with no shell: its standard input and error are `/dev/null`, and
  /// `descriptors` are not used. A program still running after
  /// `timeoutMilliseconds` (or one that leaves the pipe open to a child of
  /// its own) is killed and not waited for longer; a failure when it could
  /// not start.
  public func output(limit: Int = 4096, timeoutMilliseconds: Int = 2000) -> Result<
    ChildOutput, SpawnError
  > {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return .failure(SpawnError(code: errno)) }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    // Neither end may leak into another child started meanwhile; the
    // child's own standard output is a `dup2` copy, which is inherited.
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var child = self
    child.descriptors = [
      .open(0, path: "/dev/null", flags: O_RDONLY, mode: 0),
      .duplicate(writeEnd, to: 1),
      .open(2, path: "/dev/null", flags: O_WRONLY, mode: 0),
    ]
    let started = child.spawn()
    close(writeEnd)
    guard case .success(let pid) = started else {
      close(readEnd)
      if case .failure(let error) = started { return .failure(error) }
      return .failure(SpawnError(code: ECHILD))
    }
    let bytes = Self.readAll(readEnd, limit: limit, timeoutMilliseconds: timeoutMilliseconds)
    close(readEnd)
    guard let bytes else {
      // Too slow: killed, and reaped so that no zombie is left.
      kill(pid, SIGKILL)
      _ = Self.wait(for: pid)
      return .success(ChildOutput(bytes: [], exit: nil))
    }
    return .success(ChildOutput(bytes: bytes, exit: Self.wait(for: pid)))
  }

  /// Reads `descriptor` to its end, keeping the first `limit` bytes; nil
  /// when the end did not come within `timeoutMilliseconds`.
  private static func readAll(_ descriptor: Int32, limit: Int, timeoutMilliseconds: Int) -> [UInt8]?
  {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 512)
    let deadline = milliseconds() + timeoutMilliseconds
    while true {
      let left = deadline - milliseconds()
      guard left > 0 else { return nil }
      var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watched, 1, Int32(min(left, Int(Int32.max))))
      if ready < 0 {
        if errno == EINTR { continue }
        return bytes
      }
      if ready == 0 { continue }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return bytes
      }
      if count == 0 { return bytes }
      bytes += buffer[0..<min(count, max(0, limit - bytes.count))]
    }
  }

  /// A monotonic clock in milliseconds.
  private static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
  }

  /// The file `name` names: itself when it has a slash, else the first
  /// runnable file of that name in `path`'s folders (a `$PATH` value; an
  /// empty entry is the current folder); nil when there is none.
  public static func find(_ name: String, inPath path: String?) -> String? {
    guard !name.isEmpty else { return nil }
    if name.contains("/") { return name }
    for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: false) {
      let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
      var status = stat()
      guard stat(candidate, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
        access(candidate, X_OK) == 0
      else { continue }
      return candidate
    }
    return nil
  }
}
