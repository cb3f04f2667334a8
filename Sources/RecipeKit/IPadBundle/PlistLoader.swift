import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the bundle's plists and decodes them leniently: XML through
/// libxml2 (`XMLReader`), binary plists with Foundation's
/// `PropertyListDecoder`.
///
/// Plists are untrusted. Each entry is decoded through `RawEntry`, which
/// reads every field with `try?`, so one odd entry never fails the file:
/// extra keys are ignored, optional fields that are missing, blank or not
/// strings become nil, and an entry without a usable `idstr` or `name` is
/// skipped with a warning naming the file and the entry's 0-based index.
/// Only a file that cannot be decoded at all (not a plist, root not an
/// array) throws.
enum PlistLoader {
  /// The largest plist read, in bytes: 32 MiB (the iPad corpus's largest is
  /// about 100 KiB).
  static let sizeLimit = 32 << 20

  /// The deepest element nesting accepted in an XML plist. Ours nest four
  /// deep (plist, array, dict, string). Foundation's XML scanner (the
  /// test oracle) recurses once per level and overflows the stack at a few
  /// thousand levels (a segmentation fault, seen with Swift 6.3 on Linux);
  /// `XMLReader` stops at this depth.
  static let nestingLimit = 64

  /// A value from one plist entry, with the entry's 0-based index.
  struct Entry<Value> {
    /// The index in the plist's root array (Xcode's "Item <index>").
    let index: Int
    /// The decoded value.
    let value: Value
  }

  /// What one plist gave: usable entries in file order, and a warning for
  /// each entry skipped.
  struct Loaded<Value> {
    /// The usable entries, in file order.
    var entries: [Entry<Value>] = []
    /// One warning per skipped entry, in file order.
    var problems: [BundleProblem] = []
  }

  // MARK: Reading

  /// The contents of the regular file at `path`, refusing anything over
  /// `limit` bytes; `file` names it in errors.
  ///
  /// Symbolic links are followed; a loop is an error (ELOOP), as are a
  /// folder or FIFO in place of the file, and permission denied. A FIFO is
  /// opened without blocking and then refused.
  static func readFile(atPath path: String, file: String, limit: Int = sizeLimit)
    throws(BundleError) -> Data
  {
    try openFile(atPath: path, file: file, limit: limit).readAll()
  }

  /// The regular file at `path`, open, after the checks of `readFile`
  /// (which reads it whole): for reading in chunks.
  static func openFile(atPath path: String, file: String, limit: Int = sizeLimit)
    throws(BundleError) -> OpenFile
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw openError(errno, file: file) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw .unreadableFile(file, reason: describe(code))
    }
    let type = status.st_mode & S_IFMT
    let size = Int(status.st_size)
    guard type == S_IFREG, size <= limit else {
      close(descriptor)
      if type != S_IFREG { throw .notAFile(file, kind: kindName(type)) }
      throw .fileTooLarge(file, size: size, limit: limit)
    }
    return OpenFile(descriptor: descriptor, size: size, file: file, limit: limit)
  }

  /// An open plist file (closed when released), read to the end rather
  /// than trusting its size: the file may change.
  final class OpenFile {
    private let descriptor: Int32
    /// The size when it was opened.
    let size: Int
    /// The file's name in messages.
    let file: String
    private let limit: Int
    private var total = 0

    fileprivate init(descriptor: Int32, size: Int, file: String, limit: Int) {
      self.descriptor = descriptor
      self.size = size
      self.file = file
      self.limit = limit
    }

    deinit { close(descriptor) }

    /// Fills `buffer` from where the last read stopped (fewer bytes only at
    /// the end of the file; 0 there). Throws past `limit` bytes, or for a
    /// read error.
    func read(into buffer: inout [UInt8]) throws(BundleError) -> Int {
      var count = 0
      while count < buffer.count {
        let got = buffer.withUnsafeMutableBytes { raw in
          Glibc.read(descriptor, raw.baseAddress.map { $0 + count }, raw.count - count)
        }
        if got == 0 { break }
        if got < 0 {
          if errno == EINTR { continue }
          throw .unreadableFile(file, reason: describe(errno))
        }
        count += got
      }
      total += count
      if total > limit { throw .fileTooLarge(file, size: total, limit: limit) }
      return count
    }

    /// As `read(into:)`, for the XML reader, and checks the text as
    /// `checkText` checks a whole file: no NUL byte, no encoding but UTF-8
    /// declared at the start (`offset` 0).
    func read(into buffer: inout [UInt8], checkingFrom offset: Int) throws(BundleError) -> Int {
      let count = try read(into: &buffer)
      let hasNUL = buffer.withUnsafeBytes { raw in
        raw.baseAddress.map { memchr($0, 0, count) != nil } ?? false
      }
      if hasNUL {
        throw .unreadablePlist(file, reason: "not UTF-8 text (UTF-16, UTF-32 or binary data)")
      }
      if offset == 0 { try checkText(Data(buffer[..<count]), file: file) }
      return count
    }

    /// The rest of the file.
    func readAll() throws(BundleError) -> Data {
      var data = Data()
      data.reserveCapacity(size)
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = try read(into: &chunk)
        if count == 0 { break }
        data.append(contentsOf: chunk[0..<count])
      }
      return data
    }

    /// Whether the file starts like a binary plist (read without moving on).
    var isBinary: Bool {
      var magic = [UInt8](repeating: 0, count: 6)
      let count = magic.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 6, 0) }
      return count == 6 && magic == Array("bplist".utf8)
    }
  }

  /// The error for a failed `open` with `code` (an errno value).
  static func openError(_ code: Int32, file: String) -> BundleError {
    switch code {
    case ENOENT, ENOTDIR: .missingFile(file)
    default: .unreadableFile(file, reason: describe(code))
    }
  }

  /// A short reason for an errno value, e.g. "permission denied".
  static func describe(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ELOOP: "symbolic link loop (too many levels of symbolic links)"
    case ENAMETOOLONG: "path too long"
    default: "cannot read (\(String(cString: strerror(code))))"
    }
  }

  /// What a file type (`st_mode & S_IFMT`) is, with an article.
  private static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "not a regular file"
    }
  }

  // MARK: Decoding

  /// The cuisines of `Plist/food_types.plist` (`file` names it in messages).
  static func cuisines(from data: Data, file: String) throws(BundleError) -> Loaded<Cuisine> {
    try load(data, file: file) { entry, idstr, name in
      Cuisine(idstr: idstr, name: name)
    }
  }

  /// The dishes of one `Plist/type_<cuisine>_foods.plist`, or of a part
  /// of it (see `ArrayParts`) whose first element is entry `firstIndex` of
  /// the file (indices in entries and warnings count from the file's start).
  static func dishes(from data: Data, file: String, firstIndex: Int = 0) throws(BundleError)
    -> Loaded<Dish>
  {
    try load(data, file: file, firstIndex: firstIndex, make: dish)
  }

  /// Decodes `data` and makes a value of each entry that has a usable
  /// `idstr` and `name`, skipping the others with a warning.
  private static func load<Value>(
    _ data: Data, file: String, firstIndex: Int = 0, make: (RawEntry, String, String) -> Value
  ) throws(BundleError) -> Loaded<Value> {
    var loaded = Loaded<Value>()
    add(try decodeEntries(data, file: file), from: firstIndex, file: file, to: &loaded, make: make)
    return loaded
  }

  /// Adds the usable entries of `raw` (whose first is entry `firstIndex`)
  /// to `loaded`, and a warning for each other.
  static func add<Value>(
    _ raw: [RawEntry?], from firstIndex: Int, file: String, to loaded: inout Loaded<Value>,
    make: (RawEntry, String, String) -> Value
  ) {
    for (offset, raw) in raw.enumerated() {
      let index = firstIndex + offset
      guard let entry = raw else {
        loaded.problems.append(
          BundleProblem(
            .warning, file: file, entry: index,
            message: "entry \(index) skipped: not a dictionary"))
        continue
      }
      if let idstr = entry.text(.idstr), let name = entry.text(.name) {
        loaded.entries.append(Entry(index: index, value: make(entry, idstr, name)))
      } else {
        loaded.problems.append(
          BundleProblem(
            .warning, file: file, entry: index,
            message: "entry \(index)\(entry.label) skipped: \(entry.missingRequiredFields)"))
      }
    }
  }

  /// A dish of `entry`, whose `idstr` and `name` are usable.
  static func dish(_ entry: RawEntry, idstr: String, name: String) -> Dish {
    Dish(
      idstr: idstr, name: name, diff: entry.text(.diff), time: entry.text(.time),
      imageUrl: entry.text(.imageUrl), url: entry.text(.url))
  }

  /// The root array's entries, nil where an element is not a dictionary:
  /// XML through `XMLReader`, binary plists through `PropertyListDecoder`.
  private static func decodeEntries(_ data: Data, file: String) throws(BundleError)
    -> [RawEntry?]
  {
    if isBinary(data) { return try decodeWithFoundation(data, file: file) }
    try checkText(data, file: file)
    do {
      return try XMLReader.entries(of: data)
    } catch {
      throw error.bundleError(file: file)
    }
  }

  /// Whether `data` is a binary plist (by its magic).
  static func isBinary(_ data: Data) -> Bool {
    data.starts(with: Array("bplist".utf8))
  }

  /// The root array's entries as `PropertyListDecoder` reads them: the
  /// reader of binary plists, and the oracle that `XMLReader` is tested
  /// against. Never give it XML nested deeper than `nestingLimit`: its XML
  /// scanner recurses once per level and overflows the stack at a few
  /// thousand levels.
  static func decodeWithFoundation(_ data: Data, file: String) throws(BundleError)
    -> [RawEntry?]
  {
    let decoder = PropertyListDecoder()
    do {
      return try decoder.decode(RawRoot.self, from: data).entries
    } catch DecodingError.typeMismatch {
      let kind = (try? decoder.decode(RootKind.self, from: data))?.rawValue ?? "not an array"
      throw .unreadablePlist(file, reason: "the root is \(kind), not an array")
    } catch {
      throw .unreadablePlist(file, reason: corruptReason)
    }
  }

  static let corruptReason = "not a property list (truncated or corrupt)"

  /// Throws for text that is not UTF-8 as far as a byte check can tell:
  /// text with NUL bytes (UTF-16 or UTF-32), or an XML encoding other than
  /// UTF-8 declared.
  static func checkText(_ data: Data, file: String) throws(BundleError) {
    let hasNUL = data.withUnsafeBytes { raw in
      raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false
    }
    if hasNUL {
      throw .unreadablePlist(file, reason: "not UTF-8 text (UTF-16, UTF-32 or binary data)")
    }
    if let encoding = declaredEncoding(data),
      !["utf-8", "utf8"].contains(encoding.lowercased())
    {
      let shown = BundleProblem.printable(encoding, limit: 20)
      throw .unreadablePlist(file, reason: "XML encoding \"\(shown)\" is not supported (use UTF-8)")
    }
  }

  /// The `encoding` of a leading `<?xml ...?>` declaration, if any: its
  /// value up to the closing quote, after `encoding` and any spaces, `=`
  /// and line breaks, within the first 200 bytes of the declaration.
  /// Scanned as bytes: the String searches it was written with cost more
  /// than reading the list they guard.
  static func declaredEncoding(_ data: Data) -> String? {
    data.withUnsafeBytes { raw -> String? in
      let bytes = raw.bindMemory(to: UInt8.self)
      var start = 0
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
      while start < bytes.count, XMLReader.isSpace(bytes[start]) { start += 1 }
      let end = min(bytes.count, start + 200)
      func matches(_ word: [UInt8], at index: Int, before limit: Int) -> Bool {
        guard index + word.count <= limit else { return false }
        for offset in word.indices where bytes[index + offset] != word[offset] { return false }
        return true
      }
      guard matches(Array("<?xml".utf8), at: start, before: end) else { return nil }
      guard let close = (start..<end).first(where: { matches([0x3F, 0x3E], at: $0, before: end) }),
        let key = (start..<close).first(where: {
          matches(Array("encoding".utf8), at: $0, before: close)
        })
      else { return nil }
      var index = key + 8
      // Spaces, `=` and line breaks (U+000A-000D, U+0085, U+2028, U+2029).
      while index < close {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x3D || (0x0A...0x0D).contains(byte) {
          index += 1
        } else if matches([0xC2, 0x85], at: index, before: close) {
          index += 2
        } else if matches([0xE2, 0x80, 0xA8], at: index, before: close)
          || matches([0xE2, 0x80, 0xA9], at: index, before: close)
        {
          index += 3
        } else {
          break
        }
      }
      guard index < close, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
      let quote = bytes[index]
      var valueEnd = index + 1
      while valueEnd < close, bytes[valueEnd] != quote { valueEnd += 1 }
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<valueEnd]), as: UTF8.self)
    }
  }
}

extension PlistLoader.XMLReader.Failure {
  /// The error `PropertyListDecoder`'s path gives for the same file.
  func bundleError(file: String) -> BundleError {
    switch self {
    case .corrupt: .unreadablePlist(file, reason: PlistLoader.corruptReason)
    case .tooDeep:
      .unreadablePlist(file, reason: "nested more than \(PlistLoader.nestingLimit) levels deep")
    case .rootNotArray(let kind):
      .unreadablePlist(file, reason: "the root is \(kind), not an array")
    case .file(let error): error
    }
  }
}

// MARK: - Lenient wrapper types

extension PlistLoader {
  /// The keys the loader reads; all others are ignored.
  enum Key: String, CodingKey, CaseIterable {
    case idstr, name, diff, time, imageUrl, url
  }

  /// One field of an entry as found in the file.
  enum Field: Equatable {
    case missing
    case notAString
    case text(String)
  }

  /// One dictionary of the root array, every field read with `try?`; never
  /// fails once the element is a dictionary.
  ///
  /// A plist of 100,000 dishes has 600,000 fields, so each is looked up
  /// once (`contains` only after a failed read, to tell a missing field
  /// from one of another type) and kept in a stored property rather than
  /// a dictionary per entry.
  struct RawEntry: Decodable {
    private var idstr = Field.missing
    private var name = Field.missing
    private var diff = Field.missing
    private var time = Field.missing
    private var imageUrl = Field.missing
    private var url = Field.missing

    /// An entry with every field missing (`XMLReader` fills it).
    init() {}

    /// Sets one field (`XMLReader`; the last of a repeated key wins).
    mutating func set(_ key: Key, _ field: Field) {
      switch key {
      case .idstr: idstr = field
      case .name: name = field
      case .diff: diff = field
      case .time: time = field
      case .imageUrl: imageUrl = field
      case .url: url = field
      }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      func read(_ key: Key) -> Field {
        if let text = try? container.decode(String.self, forKey: key) { return .text(text) }
        return container.contains(key) ? .notAString : .missing
      }
      idstr = read(.idstr)
      name = read(.name)
      diff = read(.diff)
      time = read(.time)
      imageUrl = read(.imageUrl)
      url = read(.url)
    }

    /// Every key of `Key`, as found.
    subscript(key: Key) -> Field {
      switch key {
      case .idstr: idstr
      case .name: name
      case .diff: diff
      case .time: time
      case .imageUrl: imageUrl
      case .url: url
      }
    }

    /// The field's text, nil when it is missing, not a string, or blank.
    func text(_ key: Key) -> String? {
      guard case .text(let text) = self[key], !Self.isBlank(text) else { return nil }
      return text
    }

    /// Whether every Character of `text` is white space. A text whose first
    /// scalar is not white space is not blank (its first Character is not),
    /// which answers for almost every field without walking its Characters.
    static func isBlank(_ text: String) -> Bool {
      if let byte = text.utf8.first, byte > 0x20, byte < 0x7F { return false }
      if let first = text.unicodeScalars.first, !first.properties.isWhitespace { return false }
      return text.allSatisfy(\.isWhitespace)
    }

    /// Why the entry lacks a usable `idstr` or `name`, e.g. "no name".
    var missingRequiredFields: String {
      let reasons: [String] = [Key.idstr, Key.name].compactMap { key in
        switch self[key] {
        case .missing: "no \(key.rawValue)"
        case .notAString: "\(key.rawValue) is not a string"
        case .text(let text) where Self.isBlank(text): "\(key.rawValue) is empty"
        case .text: nil
        }
      }
      return reasons.joined(separator: ", ")
    }

    /// " (<name>)" or " (id <idstr>)" to help find a skipped entry, or "".
    var label: String {
      if let name = text(.name) { return " (\(BundleProblem.printable(name, limit: 40)))" }
      if let idstr = text(.idstr) { return " (id \(BundleProblem.printable(idstr, limit: 40)))" }
      return ""
    }
  }

  /// The root array, nil for each element that is not a dictionary.
  struct RawRoot: Decodable {
    private(set) var entries: [RawEntry?] = []

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      while !container.isAtEnd {
        let before = container.currentIndex
        if let entry = try? container.decode(RawEntry.self) {
          entries.append(entry)
        } else {
          // A failed decode leaves the index in place; step over the element.
          _ = try container.decode(Ignored.self)
          entries.append(nil)
        }
        guard container.currentIndex > before else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: container.codingPath, debugDescription: "element not consumed"))
        }
      }
    }
  }

  /// Accepts any value and reads nothing.
  struct Ignored: Decodable {
    init(from decoder: any Decoder) {}
  }

  /// What a root that is not an array is, for the error message.
  enum RootKind: String, Decodable {
    case dictionary = "a dictionary"
    case string = "a string"
    case boolean = "a boolean"
    case number = "a number"
    case date = "a date"
    case data = "data"
    case other = "a value"

    init(from decoder: any Decoder) throws {
      if (try? decoder.container(keyedBy: Key.self)) != nil {
        self = .dictionary
        return
      }
      let single = try decoder.singleValueContainer()
      if (try? single.decode(String.self)) != nil {
        self = .string
      } else if (try? single.decode(Bool.self)) != nil {
        self = .boolean
      } else if (try? single.decode(Double.self)) != nil {
        self = .number
      } else if (try? single.decode(Date.self)) != nil {
        self = .date
      } else if (try? single.decode(Data.self)) != nil {
        self = .data
      } else {
        self = .other
      }
    }
  }
}
