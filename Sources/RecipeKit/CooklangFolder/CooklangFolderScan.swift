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
///
/// A walk made `lazily` reads every folder's entries (so its `folders`,
/// the categories, and its `menus` are complete at once) but leaves the
/// files of a folder whose entries are only regular files and folders
/// for later: `files(ofCategory:)` walks one such folder when asked,
/// `completeStep(folders:)` a few between keys, `complete()` the rest.
/// The later part reads nothing from the disk (the entries are kept), so
/// a lazy walk completed gives exactly what a whole one does.
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

  /// A folder's device and inode: one met again (through a link) is not
  /// walked again.
  struct Node: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// The folders deeper than this are not walked.
  static let maximumDepth = 24
  /// At most this many entries are looked at in all.
  static let maximumEntries = 200_000

  /// Every `.cook` file, by category then name (once complete).
  var files: [File] = []
  /// The category ids: the folders walked (not the root), in path order.
  var folders: [String] = []
  /// Picture files (`.jpg`, `.jpeg`, `.png`), as paths inside the
  /// collection, sorted (once complete).
  var pictures: [String] = []
  /// `.menu` files, as paths inside the collection, sorted.
  var menus: [String] = []
  /// What could not be walked, in the walk's order (once complete).
  var problems: [Problem] = []
  /// Where each category's files are in `files` (only categories with
  /// some, once complete): the walk's own blocks, so no grouping
  /// afterwards.
  var ranges: [String: Range<Int>] = [:]

  /// The folder walked, as given.
  let root: String
  /// Each folder met, in the walk's order (its files, problems and
  /// pictures, or its entries left for later).
  var slots: [Slot] = []
  /// The slot of each category walked.
  var slotOfCategory: [String: Int] = [:]
  /// The slots whose entries are left for later.
  var unwalked: [Int] = []
  /// True once every folder's files are in `files`.
  var isComplete = false

  /// Walks `root` (a folder path) whole.
  init(root: String) {
    self.init(root: root, lazily: false)
  }

  /// Walks `root` (a folder path): whole, or `lazily` (each folder's
  /// entries read, their files left for later where that changes
  /// nothing; see the type's notes).
  init(root: String, lazily: Bool) {
    self.root = root
    var visited = Set<Node>()
    var entries = 0
    // An explicit stack: no recursion however deep the folders go.
    var pending: [(relative: String, depth: Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      var slot = Slot(relative: relative, depth: depth)
      defer { slots.append(slot) }
      let absolute = relative.isEmpty ? root : root + "/" + relative
      var status = stat()
      guard stat(absolute, &status) == 0 else {
        slot.problems.append(Problem(path: relative, message: Self.reason(errno)))
        continue
      }
      guard
        visited.insert(Node(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted
      else {
        slot.problems.append(
          Problem(path: relative, message: "a folder met twice (a symbolic link loop?): skipped"))
        continue
      }
      guard let listing = Listing(path: absolute) else {
        slot.problems.append(
          Problem(path: relative, message: "folder cannot be read: " + Self.reason(errno)))
        continue
      }
      if !relative.isEmpty { folders.append(relative) }
      slotOfCategory[slot.category] = slots.count
      // The entry's type from the folder itself when it says (no `stat` for
      // each of 10,000 files); a link, an unknown type or a folder that
      // cannot be searched (whose entries `stat` refuses) takes the `stat`.
      slot.searchable = access(absolute, X_OK) == 0
      if lazily && slot.searchable && listing.canWait
        && entries + listing.count <= Self.maximumEntries
      {
        // Only its sub-folders now, in the order the whole walk takes them.
        entries += listing.count
        var ignored = slot
        var none = 0
        ignored.walk(listing.folderEntries(), root: root, entries: &none, pending: &pending)
        slot.listing = listing
        unwalked.append(slots.count)
      } else {
        slot.walk(listing.entries(), root: root, entries: &entries, pending: &pending)
      }
    }
    folders = Self.sorted(folders) { $0 }
    // Only folders walked now can hold menus (`Listing.canWait`).
    menus = Self.sorted(slots.flatMap(\.menus)) { $0 }
    if unwalked.isEmpty { assemble() }
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
