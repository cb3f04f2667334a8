#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One walk of a Cooklang collection's folders: its `.cook` files, its
/// category folders, its pictures and what could not be walked.
///
/// Sub-folders are categories (`Breakfast/Eggs`); files in the root belong
/// to the root category (`CooklangSource.rootCategoryID`). `config/` at the
/// root, hidden entries (`.git`, `.DS_Store`) and `.menu` /
/// `.shopping-list` files are not recipes. Symbolic links are followed,
/// but a folder already walked (same device and inode) is not walked
/// again, so a link loop ends; the depth and the number of entries are
/// bounded. Names that are not UTF-8 are skipped and reported.
struct CooklangFolderScan {
  /// A `.cook` file found.
  struct File: Hashable, Sendable {
    /// The dish id: its path inside the collection without `.cook`.
    var id: String
    /// Its path inside the collection.
    var path: String
    /// The id of its category (its folder's path, or the root's id).
    var category: String
  }

  /// A problem met while walking (a path inside the collection).
  struct Problem: Hashable, Sendable {
    var path: String
    var message: String
  }

  /// The folders deeper than this are not walked.
  static let maximumDepth = 24
  /// At most this many entries are looked at in all.
  static let maximumEntries = 200_000

  /// Every `.cook` file, by category then name.
  var files: [File] = []
  /// The category ids: the folders walked (not the root), in path order.
  var folders: [String] = []
  /// Picture files (`.jpg`, `.jpeg`, `.png`), as paths inside the collection.
  var pictures: [String] = []
  /// `.menu` files, as paths inside the collection, sorted.
  var menus: [String] = []
  var problems: [Problem] = []

  /// Walks `root` (a folder path).
  init(root: String) {
    var visited = Set<[UInt64]>()
    var entries = 0
    // An explicit stack: no recursion however deep the folders go.
    var pending: [(relative: String, depth: Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      let absolute = relative.isEmpty ? root : root + "/" + relative
      var status = stat()
      guard stat(absolute, &status) == 0 else {
        problems.append(Problem(path: relative, message: Self.reason(errno)))
        continue
      }
      guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
        problems.append(Problem(path: relative, message: "a folder met twice (a symbolic link loop?): skipped"))
        continue
      }
      guard let names = Self.names(in: absolute) else {
        problems.append(Problem(path: relative, message: "folder cannot be read: " + Self.reason(errno)))
        continue
      }
      if !relative.isEmpty { folders.append(relative) }
      for entry in names {
        entries += 1
        if entries > Self.maximumEntries {
          problems.append(Problem(path: relative, message: "more than \(Self.maximumEntries) entries: the rest is not read"))
          pending.removeAll()
          break
        }
        guard let name = entry else {
          problems.append(Problem(path: relative, message: "a name that is not UTF-8: skipped"))
          continue
        }
        if name.hasPrefix(".") { continue }
        if relative.isEmpty && name == "config" { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        var inner = stat()
        guard stat(root + "/" + path, &inner) == 0 else {
          problems.append(Problem(path: path, message: Self.reason(errno)))
          continue
        }
        switch inner.st_mode & S_IFMT {
        case S_IFDIR:
          if depth + 1 > Self.maximumDepth {
            problems.append(Problem(path: path, message: "nested more than \(Self.maximumDepth) folders deep: skipped"))
          } else {
            pending.append((path, depth + 1))
          }
        case S_IFREG:
          let lower = name.lowercased()
          if lower.hasSuffix(".cook"), name.count > 5 {
            let id = String(path.dropLast(5))
            files.append(File(id: id, path: path, category: relative.isEmpty ? CooklangSource.rootCategoryID : relative))
          } else if lower.hasSuffix(".menu"), name.count > 5 {
            menus.append(path)
          } else if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") || lower.hasSuffix(".png") {
            pictures.append(path)
          }
        default:
          if name.lowercased().hasSuffix(".cook") {
            problems.append(Problem(path: path, message: "not a regular file: skipped"))
          }
        }
      }
    }
    folders.sort()
    files.sort { ($0.category, $0.path) < ($1.category, $1.path) }
    pictures.sort()
    menus.sort()
  }

  /// The names in the folder at `path` (nil for a name that is not UTF-8),
  /// sorted; nil when it cannot be opened.
  static func names(in path: String) -> [String?]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var names: [String?] = []
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      names.append(String(validating: bytes, as: UTF8.self))
    }
    return names.sorted { ($0 ?? "") < ($1 ?? "") }
  }

  /// `strerror` of `code`, as text.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or folder"
    case EACCES, EPERM: "permission denied"
    case ELOOP: "a symbolic link loop"
    case ENAMETOOLONG: "name too long"
    default: String(cString: strerror(code))
    }
  }
}
