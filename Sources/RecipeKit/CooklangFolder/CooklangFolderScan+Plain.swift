#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The walk's entries, and plain names (ASCII without a carriage return)
/// handled by their bytes: no `String` for a name, its lower case or its
/// suffixes, only the path and the id of a `.cook` file.
extension CooklangFolderScan {
  /// One entry of a folder as `readdir` gives it.
  struct Entry {
    /// Its name's bytes.
    var bytes: [UInt8]
    /// Its name, when not plain (nil when not UTF-8) or among names that
    /// are not all plain (for sorting); nil otherwise.
    var name: String?
    /// Its `d_type`.
    var type: UInt8
    /// Whether its name is ASCII without a carriage return.
    var plain: Bool
  }

  /// `config`, the root's folder that is not a category.
  static let configBytes: [UInt8] = Array("config".utf8)

  /// Whether ASCII `name` ends with lower-case ASCII `suffix`, ignoring
  /// case (as `lowercased().hasSuffix` does for such names).
  static func hasSuffix(_ name: [UInt8], _ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard name.count >= count else { return false }
    let start = suffix.utf8Start
    var offset = name.count - count
    for index in 0..<count {
      let byte = name[offset]
      let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      if lower != start[index] { return false }
      offset += 1
    }
    return true
  }
}

extension CooklangFolderScan.Slot {
  typealias Scan = CooklangFolderScan

  /// Walks the plain `entry` of this folder (`bytes`, its path's bytes)
  /// as the walk does any entry.
  mutating func walkPlain(
    _ entry: Scan.Entry, bytes: [UInt8], root: String,
    pending: inout [(relative: String, depth: Int)]
  ) {
    let name = entry.bytes
    if name.first == 0x2E { return }
    if relative.isEmpty && name == Scan.configBytes { return }
    var pathBytes: [UInt8] = []
    pathBytes.reserveCapacity(bytes.count + 1 + name.count)
    if !relative.isEmpty {
      pathBytes += bytes
      pathBytes.append(0x2F)
    }
    pathBytes += name
    let path = String(decoding: pathBytes, as: UTF8.self)
    guard let mode = mode(of: entry.type, path: path, root: root) else { return }
    switch mode {
    case S_IFDIR:
      descend(into: path, pending: &pending)
    case S_IFREG:
      if Scan.hasSuffix(name, ".cook"), name.count > 5 {
        let id = String(decoding: pathBytes.dropLast(5), as: UTF8.self)
        files.append(Scan.File(id: id, path: path, category: category))
      } else if Scan.hasSuffix(name, ".menu"), name.count > 5 {
        menus.append(path)
      } else if Scan.hasSuffix(name, ".jpg") || Scan.hasSuffix(name, ".jpeg")
        || Scan.hasSuffix(name, ".png")
      {
        pictures.append(path)
      }
    default:
      if Scan.hasSuffix(name, ".cook") {
        problems.append(Scan.Problem(path: path, message: "not a regular file: skipped"))
      }
    }
  }

  /// The file type (`S_IFREG`, `S_IFDIR`, …) of the entry at `path`: from
  /// its `d_type` when the folder says and can be searched, else `stat`
  /// (a link, an unknown type); nil, with the problem noted, when `stat`
  /// fails.
  mutating func mode(of type: UInt8, path: String, root: String) -> mode_t? {
    switch type {
    case UInt8(DT_REG) where searchable: return S_IFREG
    case UInt8(DT_DIR) where searchable: return S_IFDIR
    default:
      var inner = stat()
      guard stat(root + "/" + path, &inner) == 0 else {
        problems.append(Scan.Problem(path: path, message: Scan.reason(errno)))
        return nil
      }
      return inner.st_mode & S_IFMT
    }
  }

  /// Puts folder `path` on the walk's stack unless it is too deep.
  mutating func descend(into path: String, pending: inout [(relative: String, depth: Int)]) {
    if depth + 1 > Scan.maximumDepth {
      problems.append(
        Scan.Problem(
          path: path, message: "nested more than \(Scan.maximumDepth) folders deep: skipped"))
    } else {
      pending.append((path, depth + 1))
    }
  }
}
