import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Reading a plist file: checked, size-limited, open for reading in chunks.
extension PlistLoader {
  /// The contents of the regular file at `path`, refusing anything over
  /// `limit` bytes; `file` names it in errors.
  ///
  /// Symbolic links are followed; a loop is an error (ELOOP), as are a
  /// folder or FIFO in place of the file, and permission denied. A FIFO is
  /// opened without blocking and then refused.
  static func readFile(atPath path: String, file: String, limit: Int = sizeLimit)
    throws(BundleError) -> Data
  {
    try openFile(atPath: path, file: file, limit: limit).readAll()
  }

  /// The regular file at `path`, open, after the checks of `readFile`
  /// (which reads it whole): for reading in chunks.
  static func openFile(atPath path: String, file: String, limit: Int = sizeLimit)
    throws(BundleError) -> OpenFile
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw openError(errno, file: file) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw .unreadableFile(file, reason: describe(code))
    }
    let type = status.st_mode & S_IFMT
    let size = Int(status.st_size)
    guard type == S_IFREG, size <= limit else {
      close(descriptor)
      if type != S_IFREG { throw .notAFile(file, kind: kindName(type)) }
      throw .fileTooLarge(file, size: size, limit: limit)
    }
    return OpenFile(descriptor: descriptor, size: size, file: file, limit: limit)
  }

  /// An open plist file (closed when released), read to the end rather
  /// than trusting its size: the file may change.
  final class OpenFile {
    private let descriptor: Int32
    /// The size when it was opened.
    let size: Int
    /// The file's name in messages.
    let file: String
    private let limit: Int
    private var total = 0

    fileprivate init(descriptor: Int32, size: Int, file: String, limit: Int) {
      self.descriptor = descriptor
      self.size = size
      self.file = file
      self.limit = limit
    }

    deinit { close(descriptor) }

    /// Fills `buffer` from where the last read stopped (fewer bytes only at
    /// the end of the file; 0 there). Throws past `limit` bytes, or for a
    /// read error.
    func read(into buffer: inout [UInt8]) throws(BundleError) -> Int {
      var count = 0
      while count < buffer.count {
        let got = buffer.withUnsafeMutableBytes { raw in
          Glibc.read(descriptor, raw.baseAddress.map { $0 + count }, raw.count - count)
        }
        if got == 0 { break }
        if got < 0 {
          if errno == EINTR { continue }
          throw .unreadableFile(file, reason: describe(errno))
        }
        count += got
      }
      total += count
      if total > limit { throw .fileTooLarge(file, size: total, limit: limit) }
      return count
    }

    /// As `read(into:)`, for the XML reader, and checks the text as
    /// `checkText` checks a whole file: no NUL byte, no encoding but UTF-8
    /// declared at the start (`offset` 0).
    func read(into buffer: inout [UInt8], checkingFrom offset: Int) throws(BundleError) -> Int {
      let count = try read(into: &buffer)
      let hasNUL = buffer.withUnsafeBytes { raw in
        raw.baseAddress.map { memchr($0, 0, count) != nil } ?? false
      }
      if hasNUL {
        throw .unreadablePlist(file, reason: "not UTF-8 text (UTF-16, UTF-32 or binary data)")
      }
      if offset == 0 { try checkText(Data(buffer[..<count]), file: file) }
      return count
    }

    /// The rest of the file.
    func readAll() throws(BundleError) -> Data {
      var data = Data()
      data.reserveCapacity(size)
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = try read(into: &chunk)
        if count == 0 { break }
        data.append(contentsOf: chunk[0..<count])
      }
      return data
    }

    /// Whether the file starts like a binary plist (read without moving on).
    var isBinary: Bool {
      var magic = [UInt8](repeating: 0, count: 6)
      let count = magic.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 6, 0) }
      return count == 6 && magic == Array("bplist".utf8)
    }
  }

  /// The error for a failed `open` with `code` (an errno value).
  static func openError(_ code: Int32, file: String) -> BundleError {
    switch code {
    case ENOENT, ENOTDIR: .missingFile(file)
    default: .unreadableFile(file, reason: describe(code))
    }
  }

  /// A short reason for an errno value, e.g. "permission denied".
  static func describe(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ELOOP: "symbolic link loop (too many levels of symbolic links)"
    case ENAMETOOLONG: "path too long"
    default: "cannot read (\(String(cString: strerror(code))))"
    }
  }

  /// What a file type (`st_mode & S_IFMT`) is, with an article.
  private static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "not a regular file"
    }
  }
}
