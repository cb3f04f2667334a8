import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `E`'s new recipe: a `.cook` file named after the title the user typed,
/// made in a category's folder without ever replacing a file (`Title.cook`,
/// else `Title (2).cook`, `Title (3).cook` …), holding a starting text: the
/// front matter (`title`, `servings: 2`, `tags: []`), a `--` comment that
/// names the syntax, and one example step using `@`, `#` and `~{}`.
enum NewRecipeFile {
  /// The longest file name made from a title, in characters (a file name
  /// may have 255 bytes; a CJK character takes 3).
  static let maximumNameLength = 60
  /// How many numbered names (`Title (2)` …) are tried before giving up.
  static let maximumAttempts = 100

  /// Why no file was made.
  enum Failure: Error, Equatable {
    /// The title has nothing a file can be named after.
    case emptyTitle
    /// The folder refused (not writable, gone): the system's reason.
    case cannotCreate(String)
  }

  /// `title` as a file name: no `/`, no control characters, no leading
  /// dots (a hidden file is not a recipe), white space at either end
  /// trimmed, at most `maximumNameLength` characters.
  static func fileName(for title: String) -> String {
    var name = ""
    for character in title {
      if character == "/" || character == "\\" {
        name.append("-")
      } else if character.unicodeScalars.allSatisfy({ !isControl($0) }) {
        name.append(character)
      }
    }
    name = String(name.prefix(maximumNameLength))
    while let first = name.first, first == "." || first.isWhitespace { name.removeFirst() }
    while let last = name.last, last.isWhitespace { name.removeLast() }
    return name
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  /// The starting text of a recipe called `title`, its example in the
  /// reader's language.
  static func text(title: String, chinese: Bool) -> String {
    let clean = String(
      title.unicodeScalars.filter { !isControl($0) }.map(Character.init)
    )
    let quoted = clean.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    let comment =
      chinese
      ? "-- Cooklang：@食材{数量%单位}、#厨具{}、~{时间%单位}；以 -- 开头的行是注释。"
      : "-- Cooklang: @ingredient{quantity%unit}, #cookware{}, ~{time%unit}; lines starting with -- are comments."
    let step =
      chinese
      ? "把@水{500%ml}倒进#锅{}，大火煮~{10%分钟}。"
      : "Pour @water{500%ml} into a #pot{} and boil it for ~{10%minutes}."
    return """
      ---
      title: "\(quoted)"
      servings: 2
      tags: []
      ---

      \(comment)

      \(step)

      """
  }

  /// Makes `folder/NAME.cook` for `title` holding `text`, where `NAME` is
  /// the title's file name, numbered when taken (`O_EXCL`: an existing
  /// file is never opened, let alone replaced). Returns the new file's
  /// path.
  static func create(in folder: String, title: String, text: String) throws(Failure) -> String {
    let name = fileName(for: title)
    guard !name.isEmpty else { throw .emptyTitle }
    let bytes = Array(text.utf8)
    for attempt in 1...maximumAttempts {
      let candidate = attempt == 1 ? name : "\(name) (\(attempt))"
      let path = folder + "/" + candidate + ".cook"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
      if descriptor < 0 {
        if errno == EEXIST { continue }
        throw .cannotCreate(String(cString: strerror(errno)))
      }
      defer { close(descriptor) }
      var written = 0
      while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        if result < 0 {
          if errno == EINTR { continue }
          let reason = String(cString: strerror(errno))
          unlink(path)
          throw .cannotCreate(reason)
        }
        written += result
      }
      return path
    }
    throw .cannotCreate(String(cString: strerror(EEXIST)))
  }

  /// The bytes of the file at `path`, nil when it cannot be read (gone).
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return result }
      result += buffer[0..<count]
      // A new recipe is small; one that grew past the source's limit is
      // edited, whatever it holds.
      if result.count > 10 << 20 { return result }
    }
  }
}
