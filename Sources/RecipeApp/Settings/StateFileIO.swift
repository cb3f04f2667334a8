import FoundationEssentials
import Glibc
import RecipeKit
import TermUI

/// The state file on disk: decoding untrusted bytes, atomic writes, the
/// lock that serialises savers, and moving a bad file aside.
enum StateFileIO {
  /// The most bytes of a state file, for reading and for writing alike (a
  /// real one is a few KiB): the app never writes a file it would refuse.
  static let maximumBytes = 8 << 20
  /// The size a save keeps the file under by dropping the oldest entries of
  /// other bundles: far below `maximumBytes`.
  static let comfortableBytes = maximumBytes / 4
  /// The most damaged copies kept: `state.json.bad` (the newest), then
  /// `state.json.bad.1` … `.bad.4`.
  static let maximumBadCopies = 5
  /// The deepest nesting of arrays and objects accepted (the schema needs 4).
  static let maximumDepth = 32

  /// The file in `bytes`, or why it is not one (`not valid JSON`).
  static func decode(_ bytes: [UInt8]) -> Result<StateFile, StateProblem> {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return .failure(.damaged("empty"))
    }
    guard nestingDepth(bytes) <= maximumDepth else {
      return .failure(.damaged("nested too deeply"))
    }
    do {
      var file = try JSONDecoder().decode(StateFile.self, from: Data(bytes))
      file.bundles = file.bundles.mapValues { $0.sanitized() }
      return .success(file)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      return .failure(.damaged("not valid JSON"))
    } catch {
      return .failure(.damaged("not a state file (wrong types)"))
    }
  }

  /// Whether bytes that are no state file could still be one of ours: blank,
  /// or JSON (an older or damaged state file). The user's text, a picture
  /// or a document is not.
  static func couldBeOurs(_ bytes: [UInt8]) -> Bool {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return true }
    guard nestingDepth(bytes) <= maximumDepth else { return false }
    return (try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))) != nil
  }

  /// Whether two folders are the same one (symbolic links resolved); false
  /// when either does not exist.
  static func isSameFolder(_ a: String, _ b: String) -> Bool {
    guard let first = realpath(a, nil) else { return false }
    defer { free(first) }
    guard let second = realpath(b, nil) else { return false }
    defer { free(second) }
    return strcmp(first, second) == 0
  }

  /// The deepest nesting of `[` and `{` outside strings (stops counting
  /// past the limit, so it is linear and cheap).
  static func nestingDepth(_ bytes: [UInt8]) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
        if deepest > maximumDepth { return deepest }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  /// `file` as compact JSON (sorted keys, so the same state is the same
  /// bytes). Not indented: indentation more than doubled a file of many
  /// short fields, past the limit the reader holds it to.
  static func encode(_ file: StateFile) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(file))
  }

  /// `file` as the bytes a save writes: at most `maximumBundles` entries,
  /// then other bundles' entries dropped, oldest first, until the file is
  /// under `comfortableBytes`; `keeping`'s entry always stays. Fails when
  /// even that is over `maximumBytes`, which the reader would refuse.
  static func encodeBounded(_ file: StateFile, keeping key: String) -> Result<[UInt8], StateProblem>
  {
    var file = file
    // The others, oldest first (ties by path, so every instance drops the same).
    var others = file.bundles.filter { $0.key != key }.sorted {
      $0.value.savedAt != $1.value.savedAt ? $0.value.savedAt < $1.value.savedAt : $0.key < $1.key
    }.map(\.key)
    while file.bundles.count > StateFile.maximumBundles, !others.isEmpty {
      file.bundles[others.removeFirst()] = nil
    }
    while true {
      let bytes: [UInt8]
      do {
        bytes = try encode(file)
      } catch {
        return .failure(.unwritable("\(error)"))
      }
      if bytes.count <= comfortableBytes || others.isEmpty {
        guard bytes.count <= maximumBytes else {
          return .failure(.unwritable("the state would be larger than \(maximumBytes >> 20) MiB"))
        }
        return .success(bytes)
      }
      // Drop about the share of the excess, at least one entry.
      let excess = Double(bytes.count - comfortableBytes) / Double(bytes.count)
      let drop = max(1, Int((Double(others.count) * excess).rounded(.up)))
      for key in others.prefix(drop) { file.bundles[key] = nil }
      others.removeFirst(min(drop, others.count))
    }
  }

  /// Writes `bytes` to `path` atomically: a temporary file in the same
  /// folder (mode 0600), fsync, rename over `path`, fsync of the folder.
  /// A reader sees the old file or the new one, never a part.
  static func writeAtomically(_ bytes: [UInt8], to path: String) -> StateProblem? {
    let temporary = temporary(of: path)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return .unwritable(SafeFile.reason(errno)) }
    var failure = FileOutput.writeAll(bytes, to: fd)
    if failure == nil, fchmod(fd, 0o600) != 0 || fsync(fd) != 0 { failure = errno }
    close(fd)
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      return .unwritable(SafeFile.reason(failure))
    }
    let folderFD = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderFD >= 0 {
      fsync(folderFD)
      close(folderFD)
    }
    return nil
  }

  /// The temporary file a save by process `pid` writes before renaming it
  /// over `path`.
  static func temporary(of path: String, pid: Int32 = getpid()) -> String {
    folder(of: path) + "/." + name(of: path) + ".tmp-\(pid)"
  }

  /// Removes the temporary files of `path`'s saves whose process is gone
  /// (a save killed between its write and its rename leaves one). Called
  /// at start, when this process has none under way.
  static func removeStaleTemporaries(of path: String) {
    // `.state.json.tmp-<pid>`, and `.state.json.pending-<n>.tmp-<pid>`.
    let prefix = "." + name(of: path) + "."
    var stale: [String] = []
    for entryName in names(in: folder(of: path)) where entryName.hasPrefix(prefix) {
      guard let tmp = entryName.ranges(of: ".tmp-").last,
        let pid = Int32(entryName[tmp.upperBound...]), pid > 0
      else { continue }
      if pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) { stale.append(entryName) }
    }
    for entryName in stale { unlink(folder(of: path) + "/" + entryName) }
  }

  /// The file a save at quit writes when another instance holds the lock:
  /// `state.json.pending-<pid>`, beside the state.
  static func pending(of path: String, pid: Int32 = getpid()) -> String {
    path + ".pending-\(pid)"
  }

  /// The pending files of `path` (of every process), sorted.
  static func pendingFiles(of path: String) -> [String] {
    let prefix = name(of: path) + ".pending-"
    return names(in: folder(of: path)).filter {
      $0.hasPrefix(prefix) && Int32($0.dropFirst(prefix.count)) != nil
    }.sorted().map { folder(of: path) + "/" + $0 }
  }

  /// The names in `folder` (none when it cannot be read).
  static func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      names.append(
        withUnsafePointer(to: &entry.pointee.d_name) {
          String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        })
    }
    return names
  }

  /// Takes the lock of `path` (`path.lock`, flock), trying for `patience`
  /// seconds (another instance holds it only while it saves; 0 is one
  /// try, which never blocks): the lock's descriptor, to pass to `unlock`,
  /// or why not. `pause` waits between tries.
  static func lock(
    _ path: String, patience: Double = 0,
    pause: (Double) -> Void = { usleep(UInt32($0 * 1_000_000)) }
  ) -> Result<Int32, StateProblem> {
    let fd = open(path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return .failure(.unwritable(SafeFile.reason(errno))) }
    var info = stat()
    guard fstat(fd, &info) == 0, SafeFile.kindName(info.st_mode) == nil else {
      close(fd)
      return .failure(.unwritable("its lock file is not a regular file"))
    }
    var waited = 0.0
    while true {
      if flock(fd, LOCK_EX | LOCK_NB) == 0 { return .success(fd) }
      guard errno == EWOULDBLOCK || errno == EINTR, waited < patience else { break }
      pause(0.01)
      waited += 0.01
    }
    close(fd)
    return .failure(.locked)
  }

  static func unlock(_ fd: Int32) {
    flock(fd, LOCK_UN)
    close(fd)
  }

  /// What became of the older damaged copies when a new one was kept.
  struct KeptCopy: Equatable {
    /// How many older copies there are now (`.bad.1` …).
    var older: Int
    /// Whether the oldest (`.bad.<maximumBadCopies - 1>`) was dropped.
    var droppedOldest: Bool
  }

  /// The name of damaged copy `index` of `path`: `path.bad`, `path.bad.1` …
  static func badCopy(_ path: String, _ index: Int) -> String {
    index == 0 ? path + ".bad" : path + ".bad.\(index)"
  }

  /// Renames a bad `path` to `path.bad`, after moving the copies kept
  /// before one place up (`.bad` to `.bad.1` …); past `maximumBadCopies`
  /// the oldest is dropped. Nil when a rename fails (no copy is lost: the
  /// caller then leaves `path` alone).
  static func moveAside(_ path: String) -> KeptCopy? {
    let last = maximumBadCopies - 1
    var info = stat()
    func exists(_ index: Int) -> Bool { lstat(badCopy(path, index), &info) == 0 }
    let dropped = exists(last)
    var older = 0
    for index in stride(from: last - 1, through: 0, by: -1) where exists(index) {
      guard rename(badCopy(path, index), badCopy(path, index + 1)) == 0 else { return nil }
      older += 1
    }
    guard rename(path, badCopy(path, 0)) == 0 else { return nil }
    return KeptCopy(older: older, droppedOldest: dropped)
  }

  /// `path` with its symbolic links followed: the file a link names (whose
  /// folder a save writes in, so the rename stays on one file system and
  /// the link stays a link); `path` itself when it is no link. A target
  /// that does not exist yet is returned as it is; a loop of links gives
  /// `path` back (opening it then fails).
  static func resolvingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return path }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
    }
    return path
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}

/// Why the state could not be read or written.
enum StateProblem: Error, Equatable {
  /// The reason alone, for a line that names the file itself.
  var reason: String {
    switch self {
    case .damaged(let reason), .unwritable(let reason): reason
    case .locked: "another recipes holds its lock"
    }
  }

  /// The file exists but is not a usable state file.
  case damaged(String)
  /// The folder or file cannot be written.
  case unwritable(String)
  /// Another instance held the lock too long.
  case locked
}
