// FoundationEssentials, not Foundation: see RecipePageParser+LibXML2.swift.
import FoundationEssentials
import Glibc

extension RecipePageParser {
  /// Parses the page stored at `url`, a file URL.
  ///
  /// Returns `.empty` when the URL is not a file URL, the file is missing,
  /// unreadable, not a regular file (a FIFO or device is never waited on),
  /// or longer than `maxBytes` bytes.
  public static func parse(contentsOf url: URL, maxBytes: Int = 16 << 20) -> Recipe {
    guard url.isFileURL, let data = readFile(atPath: url.path, maxBytes: maxBytes) else {
      return .empty
    }
    return parse(data)
  }

  /// The file's bytes, or nil (see `parse(contentsOf:maxBytes:)`).
  ///
  /// POSIX rather than `Data(contentsOf:)` so that the checks apply to the
  /// file actually opened: `O_NONBLOCK` keeps `open` from waiting on a FIFO,
  /// `fstat` checks the open file, and reading stops one byte past the limit
  /// so a file that grows meanwhile is still refused.
  static func readFile(atPath path: String, maxBytes: Int) -> [UInt8]? {
    guard maxBytes >= 0, maxBytes < Int.max else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= maxBytes
    else { return nil }
    let limit = maxBytes + 1
    var bytes = [UInt8](repeating: 0, count: min(limit, Int(status.st_size) + 1))
    var count = 0
    while count < bytes.count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if result == 0 { break }
      if result < 0 {
        if errno == EINTR { continue }
        return nil
      }
      count += result
      if count == bytes.count, count < limit {
        // The file grew since `fstat`: keep reading, up to the limit.
        bytes.append(contentsOf: repeatElement(0, count: min(count, limit - count)))
      }
    }
    guard count <= maxBytes else { return nil }
    bytes.removeSubrange(count...)
    return bytes
  }
}
