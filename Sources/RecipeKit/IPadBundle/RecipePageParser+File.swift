// FoundationEssentials, not Foundation: see RecipePageParser+LibXML2.swift.
import FoundationEssentials
import Glibc

extension RecipePageParser {
  /// Parses the page stored at `url`, a file URL.
  ///
  /// Returns `.empty` when the URL is not a file URL, the file is missing,
  /// unreadable or not a regular file (a FIFO or device is never waited
  /// on); a file longer than `maxBytes` bytes is not read and gives an
  /// empty recipe whose `problem` says so.
  public static func parse(
    contentsOf url: URL, maxBytes: Int = PageProblem.maximumPageBytes
  ) -> Recipe {
    guard url.isFileURL else { return .empty }
    switch readPage(atPath: url.path, maxBytes: maxBytes) {
    case .bytes(let data): return parse(data)
    case .tooLarge: return Recipe(blocks: [], problem: .tooLarge(maximumBytes: maxBytes))
    case .unreadable: return .empty
    }
  }

  /// What reading a page's file gave.
  enum PageRead {
    /// The whole file.
    case bytes([UInt8])
    /// The file is over the limit (found by its size, or while reading a
    /// file that grew).
    case tooLarge
    /// Missing, not a regular file, or a read failed.
    case unreadable
  }

  /// The file's bytes, or nil (see `readPage(atPath:maxBytes:)`).
  static func readFile(atPath path: String, maxBytes: Int) -> [UInt8]? {
    if case .bytes(let bytes) = readPage(atPath: path, maxBytes: maxBytes) { return bytes }
    return nil
  }

  /// The file's bytes, or why there are none.
  ///
  /// POSIX rather than `Data(contentsOf:)` so that the checks apply to the
  /// file actually opened: `O_NONBLOCK` keeps `open` from waiting on a FIFO,
  /// `fstat` checks the open file, and reading stops one byte past the limit
  /// so a file that grows meanwhile is still refused.
  static func readPage(atPath path: String, maxBytes: Int) -> PageRead {
    guard maxBytes >= 0, maxBytes < Int.max else { return .unreadable }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .unreadable
    }
    guard status.st_size <= maxBytes else { return .tooLarge }
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
        return .unreadable
      }
      count += result
      if count == bytes.count, count < limit {
        // The file grew since `fstat`: keep reading, up to the limit.
        bytes.append(contentsOf: repeatElement(0, count: min(count, limit - count)))
      }
    }
    guard count <= maxBytes else { return .tooLarge }
    bytes.removeSubrange(count...)
    return .bytes(bytes)
  }
}
