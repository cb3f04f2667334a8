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
  /// Where each category's files are in `files` (only categories with
  /// some): the walk's own blocks, so no grouping afterwards.
  var ranges: [String: Range<Int>] = [:]

  /// Walks `root` (a folder path).
  init(root: String) {
    var visited = Set<[UInt64]>()
    var entries = 0
    // Each folder's files, in its names' order: (category, where, whether
    // that order is already the paths' order).
    var blocks: [(category: String, range: Range<Int>, inOrder: Bool)] = []
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
        problems.append(
          Problem(path: relative, message: "a folder met twice (a symbolic link loop?): skipped"))
        continue
      }
      guard let names = Self.names(in: absolute) else {
        problems.append(
          Problem(path: relative, message: "folder cannot be read: " + Self.reason(errno)))
        continue
      }
      if !relative.isEmpty { folders.append(relative) }
      // The entry's type from the folder itself when it says (no `stat` for
      // each of 10,000 files); a link, an unknown type or a folder that
      // cannot be searched (whose entries `stat` refuses) takes the `stat`.
      let searchable = access(absolute, X_OK) == 0
      let firstFile = files.count
      var inOrder = true
      defer {
        let category = relative.isEmpty ? CooklangSource.rootCategoryID : relative
        blocks.append((category, firstFile..<files.count, inOrder))
      }
      let relativeBytes = Array(relative.utf8)
      for entry in names {
        entries += 1
        if entries > Self.maximumEntries {
          problems.append(
            Problem(
              path: relative,
              message: "more than \(Self.maximumEntries) entries: the rest is not read"))
          pending.removeAll()
          break
        }
        if entry.plain {
          walkPlain(
            entry, in: relative, bytes: relativeBytes, root: root, searchable: searchable,
            depth: depth, pending: &pending)
          continue
        }
        guard let name = entry.name else {
          problems.append(Problem(path: relative, message: "a name that is not UTF-8: skipped"))
          continue
        }
        inOrder = false
        if name.hasPrefix(".") { continue }
        if relative.isEmpty && name == "config" { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        guard let mode = mode(of: entry.type, path: path, root: root, searchable: searchable) else {
          continue
        }
        switch mode {
        case S_IFDIR:
          descend(into: path, depth: depth, pending: &pending)
        case S_IFREG:
          let lower = name.lowercased()
          if lower.hasSuffix(".cook"), name.count > 5 {
            let id = String(path.dropLast(5))
            files.append(
              File(
                id: id, path: path,
                category: relative.isEmpty ? CooklangSource.rootCategoryID : relative))
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
    folders = Self.sorted(folders) { $0 }
    // By category, then path: a folder's files are in its names' order,
    // which is their paths' when every name is plain ASCII; the folders
    // were walked in a stack's order.
    var ordered: [File] = []
    ordered.reserveCapacity(files.count)
    for block in Self.sorted(blocks, by: { $0.category }) {
      let part = files[block.range]
      let start = ordered.count
      ordered += block.inOrder ? Array(part) : part.sorted { $0.path < $1.path }
      if start < ordered.count { ranges[block.category] = start..<ordered.count }
    }
    files = ordered
    pictures = Self.sorted(pictures) { $0 }
    menus = Self.sorted(menus) { $0 }
  }

  /// The names in the folder at `path` with their `d_type` and whether
  /// they are plain (ASCII without a carriage return, whose bytes are its
  /// characters), sorted as `String`s; nil when it cannot be opened.
  /// `name` is nil for a plain name in a folder of plain names (its bytes
  /// say it all) and for a name that is not UTF-8.
  static func names(in path: String) -> [Entry]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var names: [Entry] = []
    var allPlain = true
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      let plain = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
      allPlain = allPlain && plain
      let name = plain ? nil : String(validating: bytes, as: UTF8.self)
      names.append(Entry(bytes: bytes, name: name, type: entry.pointee.d_type, plain: plain))
    }
    if allPlain {
      // ASCII: `String`'s order is the bytes'.
      names.sort { precedes($0.bytes, $1.bytes) }
    } else {
      for index in names.indices where names[index].plain {
        names[index].name = String(decoding: names[index].bytes, as: UTF8.self)
      }
      names.sort { ($0.name ?? "") < ($1.name ?? "") }
    }
    return names
  }

  /// `a` before `b` in byte order.
  static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        guard let x = a.baseAddress, let y = b.baseAddress else { return a.count < b.count }
        let compared = memcmp(x, y, min(a.count, b.count))
        return compared != 0 ? compared < 0 : a.count < b.count
      }
    }
  }

  /// `items` in the order `String`'s `<` gives their keys (a stable sort),
  /// comparing bytes when every key is ASCII (the same order, for a tenth
  /// of the Unicode comparison's cost).
  static func sorted<Item>(_ items: [Item], by key: (Item) -> String) -> [Item] {
    let keys = items.map(key)
    var ascii: [[UInt8]] = []
    ascii.reserveCapacity(keys.count)
    for text in keys {
      guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
        // Not all ASCII: Unicode order, as before.
        return zip(keys, items).sorted { $0.0 < $1.0 }.map(\.1)
      }
      ascii.append(Array(text.utf8))
    }
    let order = ascii.indices.sorted { precedes(ascii[$0], ascii[$1]) }
    return order.map { items[$0] }
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
