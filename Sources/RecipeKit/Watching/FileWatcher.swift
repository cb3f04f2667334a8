import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Watches a folder and its sub-folders with inotify, for a source that
/// shows files as they change on disk.
///
/// One watch a folder (created, removed, written, closed after writing,
/// renamed in and out, the folder itself removed); folders that appear are
/// watched as they appear. Symbolic links are never followed (a folder
/// reached by a link is not watched, so a link loop costs nothing), hidden
/// folders are skipped, and at most `maximumWatches` folders, at most
/// `maximumDepth` deep, are watched. The descriptor is non-blocking: the
/// app waits on it with the terminal's input (`Terminal.watch`) and calls
/// `takeChanges` when it is readable. Not thread-safe.
public final class FileWatcher {
  /// The most folders watched (the kernel's default per-user limit is
  /// 8,192 or more; a collection never needs that many).
  public static let maximumWatches = 4_096
  /// The deepest folder watched below the root.
  public static let maximumDepth = 24

  /// The inotify descriptor, to wait on.
  public let descriptor: Int32
  /// The root, as given (no trailing `/`).
  public let root: String
  /// Every root watched: `root`, then those added by `watch(root:)`.
  public private(set) var roots: [String]
  /// The folder of each watch.
  private var folders: [Int32: String] = [:]
  /// The folders watched, by device and inode, so none is watched twice.
  private var watchedNodes: Set<[UInt64]> = []
  /// True when a folder was left unwatched for the limits.
  public private(set) var reachedLimit = false

  private static let mask: UInt32 =
    UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE)
    | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF)
    | dontFollow | onlyFolder
  /// `IN_DONTFOLLOW` and `IN_ONLYDIR` (<sys/inotify.h>; Swift does not
  /// import them).
  private static let dontFollow: UInt32 = 0x0200_0000
  private static let onlyFolder: UInt32 = 0x0100_0000

  /// Folders watched whose sub-folders are still to be listed and
  /// watched (breadth first), with their depth below their root.
  private var unlisted: [(path: String, depth: Int)] = []
  /// The next of `unlisted` to list.
  private var nextUnlisted = 0

  /// Starts watching `root` and every folder below it; nil when inotify
  /// cannot start (no descriptors left) or `root` is not a folder.
  /// `deferringBelow`: only `root` itself is watched now, the folders
  /// below it by `continueWatching` (an app's first frame need not wait
  /// for a large collection's watches).
  public init?(root: String, deferringBelow: Bool = false) {
    var path = root
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    self.root = path
    roots = [path]
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    guard addTree(path, depth: 0, deferringBelow: deferringBelow) else {
      close(descriptor)
      return nil
    }
  }

  deinit { close(descriptor) }

  /// Watches another folder and the folders below it with the same
  /// descriptor (several sources open at once: one descriptor for the
  /// terminal to wait on); false when it is not a folder or cannot be
  /// watched. `deferringBelow` as for `init`.
  @discardableResult
  public func watch(root other: String, deferringBelow: Bool = false) -> Bool {
    var path = other
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    guard addTree(path, depth: 0, deferringBelow: deferringBelow) else { return false }
    roots.append(path)
    return true
  }

  /// True while folders below a root are still to be watched.
  public var isWatchingPending: Bool { nextUnlisted < unlisted.count }

  /// Lists at most `count` watched folders and watches the folders in
  /// them; true while more remain (an idle step of the app).
  @discardableResult
  public func continueWatching(folders count: Int = 8) -> Bool {
    var done = 0
    while done < count, nextUnlisted < unlisted.count {
      let (path, level) = unlisted[nextUnlisted]
      nextUnlisted += 1
      done += 1
      for name in Self.subfolders(of: path) {
        let child = path + "/" + name
        guard add(child) else { continue }
        if level + 1 < Self.maximumDepth {
          unlisted.append((child, level + 1))
        } else {
          reachedLimit = true
        }
      }
    }
    if nextUnlisted == unlisted.count {
      unlisted = []
      nextUnlisted = 0
    }
    return isWatchingPending
  }

  /// How many folders are watched now.
  public var watchCount: Int { folders.count }

  /// Watches `folder` and, breadth first, the folders below it (later,
  /// by `continueWatching`, when `deferringBelow`); false when `folder`
  /// itself could not be watched.
  @discardableResult
  private func addTree(_ folder: String, depth: Int, deferringBelow: Bool = false) -> Bool {
    guard add(folder) else { return false }
    guard depth < Self.maximumDepth else {
      reachedLimit = true
      return true
    }
    unlisted.append((folder, depth))
    if !deferringBelow { continueWatching(folders: .max) }
    return true
  }

  /// One watch on `path` (a real folder, not a link, not yet watched).
  private func add(_ path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
    let node = [UInt64(status.st_dev), UInt64(status.st_ino)]
    guard !watchedNodes.contains(node) else { return false }
    guard folders.count < Self.maximumWatches else {
      reachedLimit = true
      return false
    }
    let watch = inotify_add_watch(descriptor, path, Self.mask)
    guard watch >= 0 else { return false }
    folders[watch] = path
    watchedNodes.insert(node)
    return true
  }

  /// The names of the real (not linked), not hidden folders in `path`.
  private static func subfolders(of path: String) -> [String] {
    guard let stream = opendir(path) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      guard entry.pointee.d_type == UInt8(DT_DIR) || entry.pointee.d_type == UInt8(DT_UNKNOWN)
      else { continue }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      guard let name = String(validating: bytes, as: UTF8.self), !name.hasPrefix(".") else {
        continue
      }
      names.append(name)
    }
    return names.sorted()
  }

  /// Reads every event waiting, then keeps reading while more come within
  /// `settle` of the last (an editor's save is several events: a write, a
  /// rename, a close), but no longer than `limit` in all, and returns them
  /// as one batch. Returns at once, empty, when nothing is waiting.
  public func takeChanges(
    settle: Duration = .milliseconds(60), limit: Duration = .milliseconds(400)
  ) -> FileChanges {
    var changes = FileChanges()
    var paths: Set<String> = []
    guard readWaiting(into: &changes, paths: &paths) else { return changes }
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let (seconds, attoseconds) = settle.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
      guard poll(&waiting, 1, milliseconds) > 0 else { break }
      guard readWaiting(into: &changes, paths: &paths) else { break }
    }
    changes.paths = paths.sorted()
    return changes
  }

  /// Reads what the descriptor holds now; false when it held nothing.
  private func readWaiting(into changes: inout FileChanges, paths: inout Set<String>) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var readAny = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      readAny = true
      parse(buffer[0..<count], into: &changes, paths: &paths)
    }
    return readAny
  }

  /// The events in `bytes` (whole `inotify_event`s, as the kernel writes).
  private func parse(
    _ bytes: ArraySlice<UInt8>, into changes: inout FileChanges, paths: inout Set<String>
  ) {
    let header = MemoryLayout<inotify_event>.size
    var offset = bytes.startIndex
    while offset + header <= bytes.endIndex {
      let (watch, mask, length) = bytes.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
        let base = offset - bytes.startIndex
        let event = raw.loadUnaligned(fromByteOffset: base, as: inotify_event.self)
        return (event.wd, event.mask, Int(event.len))
      }
      let nameStart = offset + header
      let nameEnd = min(nameStart + length, bytes.endIndex)
      let name = String(decoding: bytes[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
      offset = nameEnd
      handle(watch: watch, mask: mask, name: name, changes: &changes, paths: &paths)
    }
  }

  private func handle(
    watch: Int32, mask: UInt32, name: String, changes: inout FileChanges, paths: inout Set<String>
  ) {
    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
      changes.overflowed = true
      changes.isStructural = true
      return
    }
    guard let folder = folders[watch] else { return }
    if mask & UInt32(IN_IGNORED) != 0 || mask & UInt32(IN_DELETE_SELF) != 0 {
      // The folder went (or was moved away): its watch is gone.
      folders[watch] = nil
      var status = stat()
      if lstat(folder, &status) == 0 {
        watchedNodes.remove([UInt64(status.st_dev), UInt64(status.st_ino)])
      } else {
        watchedNodes = []
        rebuildNodes()
      }
      changes.isStructural = true
      paths.insert(folder)
      return
    }
    guard !name.isEmpty, !name.hasPrefix(".") || mask & UInt32(IN_ISDIR) == 0 else { return }
    let path = folder + "/" + name
    paths.insert(path)
    let structural =
      UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO)
    if mask & structural != 0 { changes.isStructural = true }
    if mask & UInt32(IN_ISDIR) != 0 && mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
      let base = roots.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? root
      let depth = path.dropFirst(base.count).split(separator: "/").count
      if depth <= Self.maximumDepth { addTree(path, depth: depth) }
    }
  }

  /// The nodes of the folders still watched, after one went.
  private func rebuildNodes() {
    for path in folders.values {
      var status = stat()
      if lstat(path, &status) == 0 {
        watchedNodes.insert([UInt64(status.st_dev), UInt64(status.st_ino)])
      }
    }
  }
}
