// The only file that touches libarchive (zip and gzip). The import is
// internal: no libarchive type appears outside this file.
internal import CArchive

/// Reads zip archives and gzip streams through libarchive, with limits
/// that hold whatever the archive's headers claim: sizes are counted as
/// the bytes come out, so a zip bomb stops at the limit.
enum ArchiveReader {
  /// An entry (or a gzip stream) larger than this when unpacked: `tooLarge`.
  static let maxEntryBytes = 50 << 20
  /// An archive with more entries than this: `tooLarge`.
  static let maxEntries = 1_000

  /// Calls `body` with each regular file of the zip `data`, in order: its
  /// path inside the archive and its bytes.
  ///
  /// Entries whose path is absolute or climbs out (`..`) are skipped, as
  /// are directories, links and devices. Throws `tooLarge` past the
  /// limits and `unreadable("not a zip archive")` when libarchive cannot
  /// read it.
  static func forEachZipEntry(
    _ data: [UInt8], _ body: (String, [UInt8]) throws(ImportError) -> Void
  ) throws(ImportError) {
    try withReader(
      data,
      configure: { archive in
        archive_read_support_format_zip(archive)
      }
    ) { (archive) throws(ImportError) in
      var count = 0
      var entry: OpaquePointer?
      while true {
        let status = archive_read_next_header(archive, &entry)
        if status == ARCHIVE_EOF { return }
        guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let entry else {
          throw .unreadable("not a zip archive")
        }
        count += 1
        guard count <= maxEntries else { throw .tooLarge }
        // S_IFMT and S_IFREG: a regular file.
        guard archive_entry_filetype(entry) & 0o170000 == 0o100000,
          let rawPath = archive_entry_pathname(entry)
        else { continue }
        let path = String(cString: rawPath)
        guard isSafe(path) else { continue }
        try body(path, try readData(archive, limit: maxEntryBytes))
      }
    }
  }

  /// The unpacked bytes of the gzip stream `data`; throws `tooLarge` past
  /// `maxEntryBytes`, `unreadable("not gzip")` when it is not gzip.
  static func gunzip(_ data: [UInt8]) throws(ImportError) -> [UInt8] {
    try withReader(
      data,
      configure: { archive in
        archive_read_support_filter_gzip(archive)
        archive_read_support_format_raw(archive)
      }
    ) { (archive) throws(ImportError) -> [UInt8] in
      var entry: OpaquePointer?
      guard archive_read_next_header(archive, &entry) == ARCHIVE_OK,
        archive_filter_count(archive) > 1
      else {
        throw .unreadable("not gzip")
      }
      return try readData(archive, limit: maxEntryBytes)
    }
  }

  /// True for the gzip magic number.
  static func isGzip(_ data: [UInt8]) -> Bool {
    data.count >= 2 && data[0] == 0x1F && data[1] == 0x8B
  }

  /// True for a zip's local file header (`PK\3\4`) or empty archive.
  static func isZip(_ data: [UInt8]) -> Bool {
    data.count >= 4 && data[0] == 0x50 && data[1] == 0x4B && (data[2] == 3 || data[2] == 5)
  }

  /// A relative path that stays inside: no leading `/`, no `..` part, no
  /// control characters.
  static func isSafe(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("\\") else { return false }
    let parts = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
    return !parts.contains("..")
      && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// Opens a reader on `data` (kept alive for the whole read), configured
  /// by `configure`, runs `body`, and frees the reader on every path.
  private static func withReader<T>(
    _ data: [UInt8], configure: (OpaquePointer) -> Void,
    _ body: (OpaquePointer) throws(ImportError) -> T
  ) throws(ImportError) -> T {
    guard let archive = archive_read_new() else { throw .unreadable("out of memory") }
    defer { archive_read_free(archive) }
    configure(archive)
    let result: Result<T, ImportError> = data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress,
        archive_read_open_memory(archive, base, buffer.count) == ARCHIVE_OK
      else {
        return .failure(.unreadable("not an archive"))
      }
      do throws(ImportError) {
        return .success(try body(archive))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The current entry's data, at most `limit` bytes (else `tooLarge`).
  private static func readData(_ archive: OpaquePointer, limit: Int) throws(ImportError) -> [UInt8]
  {
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        archive_read_data(archive, buffer.baseAddress, buffer.count)
      }
      if count == 0 { return output }
      guard count > 0 else { throw .unreadable("broken archive") }
      guard output.count + count <= limit else { throw .tooLarge }
      output.append(contentsOf: chunk[0..<count])
    }
  }
}
