import Glibc

/// Reads and writes the app's own files (config, state) without trusting
/// them: a FIFO, a device (a symlink to `/dev/zero`), a folder or a file
/// larger than a limit is refused before a byte is read, and nothing blocks
/// (`O_NONBLOCK`, so opening a FIFO with no writer returns at once).
enum SafeFile {
  /// Why a file could not be read; `description` is the reason for a
  /// one-line message (`not a regular file (a FIFO)`).
  enum Failure: Error, Equatable, CustomStringConvertible {
    case missing
    case notRegular(String)
    case tooLarge(limit: Int)
    case system(Int32)

    var description: String {
      switch self {
      case .missing: "no such file"
      case .notRegular(let kind): "not a regular file (\(kind))"
      case .tooLarge(let limit): "larger than \(limit / 1024) KiB"
      case .system(let code): SafeFile.reason(code)
      }
    }
  }

  /// The bytes of the regular file at `path`, at most `limit` of them.
  static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : .system(errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.system(errno)) }
    if let kind = kindName(info.st_mode) { return .failure(.notRegular(kind)) }
    guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
    // The size can change while reading: the buffer starts at the size and
    // grows, but never past limit + 1 bytes.
    var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= limit else { break }
        bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(fd, base + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.system(errno))
      }
      if got == 0 { break }
      count += got
    }
    guard count <= limit else { return .failure(.tooLarge(limit: limit)) }
    bytes.removeLast(bytes.count - count)
    return .success(bytes)
  }

  /// `nil` for a regular file, else what it is.
  static func kindName(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFDIR: "a folder"
    case S_IFSOCK: "a socket"
    default: "not a file"
    }
  }

  /// `strerror` of an `errno` value.
  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// Creates `folder` and its missing parents with mode 0700.
  static func makeFolders(_ folder: String) -> Failure? {
    var path = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      path += "/" + part
      if mkdir(path, 0o700) != 0, errno != EEXIST { return .system(errno) }
    }
    return nil
  }
}
