import FoundationEssentials

extension PlistLoader {
  /// Cuts an XML plist whose root is an array into smaller plist documents
  /// of whole elements, reading only as far as each part needs, so that
  /// the first dishes of a 100,000-dish cuisine can be decoded (by
  /// `PropertyListDecoder`, like the whole file) and shown at once.
  ///
  /// A part is the file's header (everything up to and including the
  /// `<array>` tag), the bytes from its first element to its last, and
  /// `</array></plist>`. Tags are read by the rules of `XMLScan`. Only the
  /// plain layout is split: a `<plist>` root holding one `<array>`, with
  /// nothing but white space and comments between the elements and after
  /// the array. Anything else (a binary plist, text between elements, a
  /// DOCTYPE with an internal subset, an element nested deeper than
  /// `nestingLimit`, a file that ends early) is `irregular`: the caller
  /// then decodes the whole file, which gives the answer or the error that
  /// decoding it at once always gave.
  struct ArrayParts {
    /// What `next(upTo:)` found.
    enum Part: Equatable {
      /// A plist document holding the root array's elements from index
      /// `first`, `count` of them; `isLast` when the array and the file
      /// end properly right after them.
      case document(Data, first: Int, count: Int, isLast: Bool)
      /// The array and the file ended as they should.
      case end
      /// The bytes are not of the plain layout from here on.
      case irregular
    }

    private let data: Data
    /// The header's end: just after the root array's `<array>` tag.
    private let headerEnd: Int
    /// Where the scan goes on: after the last element handed out.
    private var position: Int
    /// Elements handed out so far.
    private(set) var elementCount = 0
    private var finished = false

    /// The parts of `data`, or nil when its start is not a `<plist>` root
    /// holding an `<array>` (binary plists included).
    init?(_ data: Data) {
      guard let end = data.withUnsafeBytes({ Self.findHeaderEnd(Bytes($0)) }) else { return nil }
      self.data = data
      headerEnd = end
      position = end
    }

    /// The share of the file scanned so far, from 0 to 1.
    var fractionScanned: Double {
      data.isEmpty ? 1 : Double(position) / Double(data.count)
    }

    /// The next part of at most `limit` elements (at least one).
    mutating func next(upTo limit: Int) -> Part {
      if finished { return .end }
      let scan = data.withUnsafeBytes { raw in
        Self.scanElements(Bytes(raw), from: position, upTo: max(1, limit))
      }
      switch scan {
      case .irregular:
        finished = true
        return .irregular
      case .end:
        finished = true
        return .end
      case .elements(let range, let count, let resume, let isLast):
        var document = Data(capacity: headerEnd + range.count + 20)
        document.append(data[data.startIndex..<(data.startIndex + headerEnd)])
        document.append(
          data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)])
        document.append(contentsOf: Array("\n</array>\n</plist>\n".utf8))
        let first = elementCount
        elementCount += count
        position = isLast ? data.count : resume
        finished = isLast
        return .document(document, first: first, count: count, isLast: isLast)
      }
    }

    // MARK: Scanning

    private enum Scan {
      case elements(Range<Int>, count: Int, resume: Int, isLast: Bool)
      case end
      case irregular
    }

    /// After an optional BOM, white space, comments, processing
    /// instructions and a DOCTYPE without an internal subset: `<plist ...>`,
    /// then white space or comments, then `<array>`. Returns the index after
    /// that tag's `>`.
    private static func findHeaderEnd(_ bytes: Bytes) -> Int? {
      var index = bytes.raw.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      var sawPlist = false
      while true {
        index = skipSpace(bytes, from: index)
        guard index < bytes.raw.count, bytes.raw[index] == UInt8(ascii: "<") else { return nil }
        if bytes.matches("<!--", at: index) {
          guard let end = bytes.find("-->", from: index + 4) else { return nil }
          index = end + 3
        } else if !sawPlist && bytes.matches("<?", at: index) {
          guard let end = bytes.find("?>", from: index + 2) else { return nil }
          index = end + 2
        } else if !sawPlist && bytes.matches("<!DOCTYPE", at: index) {
          guard let end = bytes.find(byte: UInt8(ascii: ">"), from: index) else { return nil }
          // An internal subset could hide a `>` or define entities.
          if bytes.find(byte: UInt8(ascii: "["), from: index).map({ $0 < end }) ?? false {
            return nil
          }
          index = end + 1
        } else if !sawPlist && isOpenTag(bytes, named: "plist", at: index) {
          guard let end = bytes.find(byte: UInt8(ascii: ">"), from: index),
            bytes.raw[end - 1] != UInt8(ascii: "/")
          else { return nil }
          sawPlist = true
          index = end + 1
        } else if sawPlist && isOpenTag(bytes, named: "array", at: index) {
          guard let end = bytes.find(byte: UInt8(ascii: ">"), from: index),
            bytes.raw[end - 1] != UInt8(ascii: "/")
          else { return nil }
          return end + 1
        } else {
          return nil
        }
      }
    }

    /// Up to `limit` elements from `start` (inside the root array).
    private static func scanElements(_ bytes: Bytes, from start: Int, upTo limit: Int) -> Scan {
      var index = start
      var first: Int?
      var last = start
      var count = 0
      while count < limit {
        index = skipSpace(bytes, from: index)
        guard index < bytes.raw.count, bytes.raw[index] == UInt8(ascii: "<") else {
          return .irregular  // text between elements, or the file ended
        }
        if bytes.matches("<!--", at: index) {
          guard let end = bytes.find("-->", from: index + 4) else { return .irregular }
          index = end + 3
          continue
        }
        if bytes.matches("</", at: index) {
          let isEnd =
            isCloseTag(bytes, named: "array", at: index) && isProperEnd(bytes, from: index)
          guard let first else { return isEnd ? .end : .irregular }
          // What was found is handed out; anything odd is seen next time.
          return .elements(first..<last, count: count, resume: last, isLast: isEnd)
        }
        if bytes.matches("<?", at: index) || bytes.matches("<!", at: index) {
          return .irregular
        }
        guard let end = elementEnd(bytes, from: index) else { return .irregular }
        if first == nil { first = index }
        last = end
        count += 1
        index = end
      }
      guard let first else { return .irregular }
      return .elements(first..<last, count: count, resume: last, isLast: endsAt(bytes, last))
    }

    /// Whether only white space and comments come before a proper end of
    /// the array and the file at `index`.
    private static func endsAt(_ bytes: Bytes, _ index: Int) -> Bool {
      var index = skipSpace(bytes, from: index)
      while bytes.matches("<!--", at: index) {
        guard let end = bytes.find("-->", from: index + 4) else { return false }
        index = skipSpace(bytes, from: end + 3)
      }
      return isCloseTag(bytes, named: "array", at: index) && isProperEnd(bytes, from: index)
    }

    /// The index after the element that starts with the tag at `start`,
    /// or nil when it is not closed or nests deeper than allowed.
    private static func elementEnd(_ bytes: Bytes, from start: Int) -> Int? {
      var depth = 0
      var index = start
      while let open = bytes.find(byte: UInt8(ascii: "<"), from: index) {
        if bytes.matches("<!--", at: open) {
          guard let end = bytes.find("-->", from: open + 4) else { return nil }
          index = end + 3
          continue
        }
        if bytes.matches("<![CDATA[", at: open) {
          guard let end = bytes.find("]]>", from: open + 9) else { return nil }
          index = end + 3
          continue
        }
        if bytes.matches("<?", at: open) {
          guard let end = bytes.find("?>", from: open + 2) else { return nil }
          index = end + 2
          continue
        }
        guard let close = bytes.find(byte: UInt8(ascii: ">"), from: open + 1) else { return nil }
        if bytes.matches("</", at: open) {
          depth -= 1
        } else if !bytes.matches("<!", at: open), bytes.raw[close - 1] != UInt8(ascii: "/") {
          depth += 1
          // The element sits two levels down (plist, array).
          if depth + 2 > nestingLimit { return nil }
        }
        index = close + 1
        if depth <= 0 { return depth == 0 ? index : nil }
      }
      return nil
    }

    /// After `</array>` at `index`: white space, comments and processing
    /// instructions, `</plist>`, and the same to the end.
    private static func isProperEnd(_ bytes: Bytes, from index: Int) -> Bool {
      guard let arrayEnd = bytes.find(byte: UInt8(ascii: ">"), from: index) else { return false }
      var position = arrayEnd + 1
      var sawPlist = false
      while true {
        position = skipSpace(bytes, from: position)
        if position >= bytes.raw.count { return sawPlist }
        if bytes.matches("<!--", at: position) {
          guard let end = bytes.find("-->", from: position + 4) else { return false }
          position = end + 3
        } else if bytes.matches("<?", at: position) {
          guard let end = bytes.find("?>", from: position + 2) else { return false }
          position = end + 2
        } else if !sawPlist && isCloseTag(bytes, named: "plist", at: position) {
          guard let end = bytes.find(byte: UInt8(ascii: ">"), from: position) else { return false }
          sawPlist = true
          position = end + 1
        } else {
          return false
        }
      }
    }

    /// Whether an opening tag `<name` (followed by white space, `>` or `/`)
    /// starts at `index`.
    private static func isOpenTag(_ bytes: Bytes, named name: StaticString, at index: Int) -> Bool {
      guard index + 1 < bytes.raw.count, bytes.raw[index] == UInt8(ascii: "<"),
        bytes.matches(name, at: index + 1)
      else { return false }
      return isNameEnd(bytes, at: index + 1 + name.utf8CodeUnitCount)
    }

    /// Whether `</name` followed by white space or `>` starts at `index`.
    private static func isCloseTag(_ bytes: Bytes, named name: StaticString, at index: Int) -> Bool
    {
      guard bytes.matches("</", at: index), bytes.matches(name, at: index + 2) else { return false }
      let after = index + 2 + name.utf8CodeUnitCount
      return after < bytes.raw.count
        && (bytes.raw[after] == UInt8(ascii: ">") || XMLScan.isSpace(bytes.raw[after]))
    }

    private static func isNameEnd(_ bytes: Bytes, at index: Int) -> Bool {
      guard index < bytes.raw.count else { return false }
      let byte = bytes.raw[index]
      return byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || XMLScan.isSpace(byte)
    }

    private static func skipSpace(_ bytes: Bytes, from index: Int) -> Int {
      var index = index
      while index < bytes.raw.count, XMLScan.isSpace(bytes.raw[index]) { index += 1 }
      return index
    }
  }
}
