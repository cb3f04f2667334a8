/// Why a recipe bundle, or one of its files, cannot be used.
///
/// Files are named by their path relative to the bundle folder
/// (`Plist/type_3_foods.plist`); the folder itself by the path it was given
/// as. `description` is one line, `<file>: <why>`, with control characters
/// from file names or ids replaced by `?`, e.g.
/// `Plist/food_types.plist: not a property list (truncated or corrupt)`.
public enum BundleError: Error, CustomStringConvertible, Hashable, Sendable {
  /// The bundle folder does not exist.
  case missingFolder(String)
  /// The bundle path exists but is a file (or other non-folder).
  case notAFolder(String)
  /// A file the bundle needs is not there (e.g. `Plist/food_types.plist`).
  case missingFile(String)
  /// Something that is not a regular file sits where a file should be;
  /// `kind` says what ("a folder", "a FIFO", ...).
  case notAFile(String, kind: String)
  /// A file or folder exists but cannot be read: permission denied, a
  /// symbolic link loop, an I/O error. `reason` says which.
  case unreadableFile(String, reason: String)
  /// A file is larger than the loader accepts (sizes in bytes).
  case fileTooLarge(String, size: Int, limit: Int)
  /// A file was read but is not a usable property list: corrupt or
  /// truncated, root not an array, nested too deep, not UTF-8.
  case unreadablePlist(String, reason: String)
  /// A cuisine id that cannot name a file safely (e.g. `../x`), so its
  /// dishes are not looked for; the file is where the id was found.
  case unsafeCuisineID(String, id: String)

  /// The file (relative to the bundle) or folder the error is about.
  public var file: String {
    switch self {
    case .missingFolder(let file), .notAFolder(let file), .missingFile(let file),
      .notAFile(let file, _), .unreadableFile(let file, _), .fileTooLarge(let file, _, _),
      .unreadablePlist(let file, _), .unsafeCuisineID(let file, _):
      return file
    }
  }

  /// Why, without the file name.
  public var reason: String {
    switch self {
    case .missingFolder:
      return "no such folder"
    case .notAFolder:
      return "not a folder"
    case .missingFile:
      return "missing (no such file)"
    case .notAFile(_, let kind):
      return "is \(kind), not a file"
    case .unreadableFile(_, let reason), .unreadablePlist(_, let reason):
      return reason
    case .fileTooLarge(_, let size, let limit):
      return "too large (\(size) bytes; the limit is \(limit))"
    case .unsafeCuisineID(_, let id):
      let shown = BundleProblem.printable(id, limit: 40)
      return "cuisine id \"\(shown)\" is not a safe file name (letters, digits, - and _ only)"
    }
  }

  /// True when the error is about the bundle's folder itself (missing, not
  /// a folder), so a message that names the folder need not name it twice.
  public var isAboutTheFolder: Bool {
    switch self {
    case .missingFolder, .notAFolder: true
    default: false
    }
  }

  /// The error as a problem for `BundleCheck`.
  var problem: BundleProblem { BundleProblem(.error, file: file, message: reason) }

  /// One line: `<file>: <why>`.
  public var description: String {
    BundleProblem.printable("\(file): \(reason)")
  }
}
