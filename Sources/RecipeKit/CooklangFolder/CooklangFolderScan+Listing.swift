#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension CooklangFolderScan {
  /// A folder's entries as `readdir` gave them: every name's bytes in one
  /// buffer with its `d_type`, no array or `String` a name. What a lazy
  /// walk keeps of a folder until it is walked, and what a walk sorts
  /// into `Entry`s.
  struct Listing {
    /// One entry: where its name is in `bytes`, and its `d_type`.
    private struct Item {
      var start: Int
      var end: Int
      var type: UInt8
    }

    private let bytes: NameBytes
    private var items: [Item] = []
    /// False when walking the folder later could differ from walking it
    /// now or could change what is known at once: an entry whose type
    /// needs a `stat` (a link, a special file, an unknown type), or one
    /// that may be a menu (named `….menu`).
    private(set) var canWait = true

    /// Where `d_name` is in a `dirent`.
    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19

    /// How many entries (without `.` and `..`).
    var count: Int { items.count }

    /// Reads the folder at `path`; nil when it cannot be opened.
    init?(path: String) {
      guard let stream = opendir(path) else { return nil }
      defer { closedir(stream) }
      bytes = NameBytes()
      items.reserveCapacity(128)
      let nameOffset = Self.nameOffset
      let regular = UInt8(DT_REG)
      let folder = UInt8(DT_DIR)
      while let entry = readdir(stream) {
        let name = UnsafeRawPointer(entry) + nameOffset
        let length = strlen(name.assumingMemoryBound(to: CChar.self))
        if name.load(as: UInt8.self) == 0x2E
          && (length == 1 || (length == 2 && name.load(fromByteOffset: 1, as: UInt8.self) == 0x2E))
        {
          continue
        }
        let start = bytes.append(name, count: length)
        let type = entry.pointee.d_type
        items.append(Item(start: start, end: start + length, type: type))
        if canWait {
          canWait = (type == regular || type == folder) && !Self.mayBeMenu(name, length)
        }
      }
    }

    /// Whether the name of `length` bytes at `name` ends with `.menu`,
    /// ignoring the case of ASCII letters.
    private static func mayBeMenu(_ name: UnsafeRawPointer, _ length: Int) -> Bool {
      guard length >= 5 else { return false }
      let tail = name + (length - 5)
      guard tail.load(as: UInt8.self) == 0x2E else { return false }
      func lower(_ offset: Int) -> UInt8 {
        tail.load(fromByteOffset: offset, as: UInt8.self) | 0x20
      }
      return lower(1) == 0x6D && lower(2) == 0x65 && lower(3) == 0x6E && lower(4) == 0x75
    }

    /// Every entry, sorted as `String`s: `Entry.name` is nil for a plain
    /// name in a folder of plain names (its bytes say it all) and for a
    /// name that is not UTF-8.
    func entries() -> [Entry] { entries { _ in true } }

    /// The entries the folder says are folders, in `entries()`'s order.
    func folderEntries() -> [Entry] { entries { $0 == UInt8(DT_DIR) } }

    /// The entries whose `d_type` passes `include`, sorted as `String`s:
    /// by bytes when all are plain (ASCII: the same order), else as
    /// `String`s (a name that is not UTF-8 first).
    private func entries(where include: (UInt8) -> Bool) -> [Entry] {
      var names: [Entry] = []
      names.reserveCapacity(items.count)
      var allPlain = true
      for item in items where include(item.type) {
        let name = bytes.array(item.start..<item.end)
        let plain = name.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        allPlain = allPlain && plain
        let text = plain ? nil : String(validating: name, as: UTF8.self)
        names.append(Entry(bytes: name, name: text, type: item.type, plain: plain))
      }
      if allPlain {
        names.sort { CooklangFolderScan.precedes($0.bytes, $1.bytes) }
      } else {
        for index in names.indices where names[index].plain {
          names[index].name = String(decoding: names[index].bytes, as: UTF8.self)
        }
        names.sort { ($0.name ?? "") < ($1.name ?? "") }
      }
      return names
    }
  }
}
