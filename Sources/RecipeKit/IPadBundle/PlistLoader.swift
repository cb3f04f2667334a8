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
