import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text of a Cooklang file (or of standard input, `-`) for `--parse`:
/// at most 10 MB of UTF-8; anything else is a one-line reason.
enum CooklangInput {
  /// The largest text read (10 MB).
  static let maximumBytes = 10 * 1024 * 1024

  /// Why an input cannot be read.
  struct Unreadable: Error {
    let reason: String
  }

  /// The text at `path` (`-`: standard input).
  static func read(_ path: String) -> Result<String, Unreadable> {
    let descriptor: Int32
    if path == "-" {
      descriptor = STDIN_FILENO
    } else {
      descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else { return .failure(Unreadable(reason: reasonFor(errno))) }
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(Unreadable(reason: reasonFor(errno)))
    }
    if status.st_mode & S_IFMT == S_IFDIR { return .failure(Unreadable(reason: "is a folder")) }
    if status.st_mode & S_IFMT == S_IFREG, status.st_size > maximumBytes {
      return .failure(Unreadable(reason: "larger than 10 MB"))
    }
    if path != "-" {
      // Opened without blocking (a FIFO must not hang the open); read blocking.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Unreadable(reason: reasonFor(errno)))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > maximumBytes { return .failure(Unreadable(reason: "larger than 10 MB")) }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(Unreadable(reason: "not UTF-8 text"))
    }
    return .success(text)
  }

  private static func reasonFor(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "is a folder"
    case ELOOP: "too many symbolic links"
    default: String(cString: strerror(code))
    }
  }
}
