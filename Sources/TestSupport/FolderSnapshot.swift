import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Every entry under a folder with its type, size, permissions,
/// modification time and (for a symbolic link) target, to show that a run
/// wrote nothing there: take one before and one after, compare.
///
/// Symbolic links are recorded, never followed, so a link loop or a link
/// out of the folder is harmless. Access times are left out (reading
/// changes them).
public struct FolderSnapshot: Equatable, Sendable, CustomStringConvertible {
  /// Relative path to its description (`"file 120 0644 1764440000.123"`).
  public let entries: [String: String]

  /// Walks `folder` (not following symbolic links).
  public init(of folder: URL) {
    var entries: [String: String] = [:]
    Self.walk(folder.path, relative: "", into: &entries)
    self.entries = entries
  }

  private static func walk(_ path: String, relative: String, into entries: inout [String: String]) {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      entries[relative] = "unreadable"
      return
    }
    let type = status.st_mode & S_IFMT
    let kind: String
    switch type {
    case S_IFDIR: kind = "folder"
    case S_IFLNK: kind = "link"
    case S_IFREG: kind = "file"
    case S_IFIFO: kind = "fifo"
    default: kind = "other"
    }
    var line =
      "\(kind) \(status.st_size) \(String(status.st_mode & 0o7777, radix: 8)) "
      + "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    if type == S_IFLNK {
      var buffer = [CChar](repeating: 0, count: 4097)
      let count = readlink(path, &buffer, 4096)
      if count >= 0 {
        line +=
          " -> " + String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    }
    entries[relative] = line
    guard type == S_IFDIR, let directory = opendir(path) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      walk(
        path + "/" + name, relative: relative.isEmpty ? name : relative + "/" + name, into: &entries
      )
    }
  }

  /// The entries that differ from `other`'s, one line each, for a message.
  public func differences(from other: FolderSnapshot) -> [String] {
    let paths = Set(entries.keys).union(other.entries.keys).sorted()
    return paths.compactMap { path in
      let before = other.entries[path]
      let after = entries[path]
      guard before != after else { return nil }
      return "\(path): \(before ?? "absent") -> \(after ?? "absent")"
    }
  }

  public var description: String {
    entries.keys.sorted().map { "\($0): \(entries[$0] ?? "")" }.joined(separator: "\n")
  }
}
