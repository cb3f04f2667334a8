import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the positional word of `recipes DIR` / `recipes FILE.cook` opens:
/// a folder, or the collection a `.cook` file belongs to (the nearest
/// folder above it holding `config/`, else its own folder) with that
/// recipe open.
struct PositionalTarget: Equatable {
  /// The folder to open as the source.
  var folder: String
  /// The dish to open, for a `.cook` file: its path inside the collection
  /// without `.cook`.
  var dishID: String?

  init(folder: String, dishID: String? = nil) {
    self.folder = folder
    self.dishID = dishID
  }

  /// The target of `word`.
  init(_ word: String) {
    var status = stat()
    let isFile = stat(word, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    guard isFile, word.lowercased().hasSuffix(".cook") else {
      self.init(folder: word)
      return
    }
    let file = URL(fileURLWithPath: word).standardizedFileURL
    let own = file.deletingLastPathComponent()
    var root = own
    var candidate = own
    // At most 64 folders up; `/` ends it.
    for _ in 0..<64 {
      var inner = stat()
      if stat(candidate.appendingPathComponent("config").path, &inner) == 0,
        inner.st_mode & S_IFMT == S_IFDIR
      {
        root = candidate
        break
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    let relative = file.path.hasPrefix(rootPath) ? String(file.path.dropFirst(rootPath.count)) : file.lastPathComponent
    self.init(folder: root.path, dishID: String(relative.dropLast(5)))
  }
}
