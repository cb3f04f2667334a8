/// One problem found in a recipe bundle: an entry skipped while loading, or
/// anything `BundleCheck` reports.
///
/// `file` and `message` never hold control characters (they are replaced
/// with `?`), so `line` is always a single line, safe to print.
public struct BundleProblem: Hashable, Sendable {
  /// How bad a problem is.
  public enum Severity: String, Hashable, Sendable {
    /// Something is missing or unreadable: a cuisine's dishes, or the whole
    /// bundle, cannot be shown.
    case error
    /// Something odd that the app works around (an entry skipped, a field
    /// shown as "-", a page missing).
    case warning
  }

  /// How bad it is.
  public let severity: Severity
  /// The file the problem is in, relative to the bundle folder
  /// (`Plist/type_1_foods.plist`); the folder's own path for problems with
  /// the folder itself.
  public let file: String
  /// What is wrong, without the file name, e.g. `dish 48 (豆豉鲮鱼油麦菜)
  /// has no difficulty`.
  public let message: String
  /// The 0-based index of the plist entry the problem is about (Xcode's
  /// "Item 3"), or nil for a problem with a whole file. Orders problems
  /// within a file.
  let entry: Int?
  /// The line of the file the problem is at (from 1), when the file is text
  /// and the place is known.
  public let lineNumber: Int?
  /// The column of that line (from 1, in Unicode scalars), when known.
  public let column: Int?

  /// Creates a problem; control characters in `file` and `message` become
  /// `?`.
  init(
    _ severity: Severity, file: String, entry: Int? = nil, line: Int? = nil, column: Int? = nil,
    message: String
  ) {
    self.severity = severity
    self.file = Self.printable(file)
    self.message = Self.printable(message)
    self.entry = entry
    self.lineNumber = line
    self.column = line == nil ? nil : column
  }

  /// The problem as one line for `--check-data`, as compilers write them:
  /// `PATH:LINE:COL: error|warning: MESSAGE`, the line and column left out
  /// where there are none:
  /// `Plist/type_1_foods.plist: warning: dish 17 (八宝饭) has no difficulty`.
  public var line: String { line(path: file) }

  /// The same line with `path` in place of the file (e.g. the file's path
  /// from the current folder).
  public func line(path: String) -> String {
    var place = Self.printable(path)
    if let lineNumber {
      place += ":\(lineNumber)"
      if let column { place += ":\(column)" }
    }
    return "\(place): \(severity.rawValue): \(message)"
  }

  /// `text` with control characters (C0, DEL, C1, line and paragraph
  /// separators) replaced by `?`, and cut to `limit` characters with `…`.
  ///
  /// Untrusted names go through this before they are quoted in a message,
  /// so that one problem stays one short line.
  static func printable(_ text: String, limit: Int = .max) -> String {
    var result = ""
    var count = 0
    for character in text {
      if count == limit {
        result.append("…")
        break
      }
      let isControl = character.unicodeScalars.contains { scalar in
        scalar.properties.generalCategory == .control
          || scalar == "\u{2028}" || scalar == "\u{2029}"
      }
      result.append(isControl ? "?" : character)
      count += 1
    }
    return result
  }
}
