#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension CooklangFolderScan {
  /// One folder the walk met, in the walk's order: what walking its
  /// entries found (its files by path, pictures, menus and problems), or
  /// its entries kept until they are walked (`listing`). A folder that
  /// could not be read has its problem and nothing else.
  struct Slot {
    /// Its path inside the collection (empty for the root).
    var relative: String
    /// How deep it is (the root is 0).
    var depth: Int
    /// Whether its entries can be looked up (`stat`); when not, each
    /// entry's type is asked for and the problem noted.
    var searchable = true
    var files: [File] = []
    var pictures: [String] = []
    var menus: [String] = []
    var problems: [Problem] = []
    /// Its entries, while they wait to be walked.
    var listing: Listing?

    /// Its category's id (the root's for the root).
    var category: String { relative.isEmpty ? CooklangSource.rootCategoryID : relative }

    /// Walks `names` (this folder's entries, in `Listing.entries()`'s
    /// order): files, pictures, menus and problems into the slot, its
    /// sub-folders onto `pending`; `entries` counts the entries of the
    /// whole walk, which stops at `maximumEntries`.
    mutating func walk(
      _ names: [Entry], root: String, entries: inout Int,
      pending: inout [(relative: String, depth: Int)]
    ) {
      var inOrder = true
      let relativeBytes = Array(relative.utf8)
      for entry in names {
        entries += 1
        if entries > Scan.maximumEntries {
          problems.append(
            Problem(
              path: relative,
              message: "more than \(Scan.maximumEntries) entries: the rest is not read"))
          pending.removeAll()
          break
        }
        if entry.plain {
          walkPlain(entry, bytes: relativeBytes, root: root, pending: &pending)
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
        guard let mode = mode(of: entry.type, path: path, root: root) else { continue }
        switch mode {
        case S_IFDIR:
          descend(into: path, pending: &pending)
        case S_IFREG:
          let lower = name.lowercased()
          if lower.hasSuffix(".cook"), name.count > 5 {
            files.append(File(id: String(path.dropLast(5)), path: path, category: category))
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
      // By path: a folder's files are in its names' order, which is their
      // paths' when every name is plain ASCII.
      if !inOrder { files.sort { $0.path < $1.path } }
    }
  }
}
