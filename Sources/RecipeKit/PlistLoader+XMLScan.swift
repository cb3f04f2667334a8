import FoundationEssentials

extension PlistLoader {
  /// A byte-level look at UTF-8 XML text, made before Foundation decodes
  /// it: the declared encoding, and whether elements nest too deep.
  ///
  /// The scan follows the rules of Foundation's XML plist scanner so that it
  /// never counts less nesting than that scanner will recurse through: a tag
  /// ends at the first `>` (quotes are not special), `</` closes, a `/`
  /// before `>` makes an empty element, comments run to `-->`, CDATA to
  /// `]]>`, processing instructions to `?>` and other `<!` declarations to
  /// the first `>`. Where the two could differ, the scan counts more.
  struct XMLScan {
    /// The text's bytes; only ASCII bytes matter, and in UTF-8 those never
    /// occur inside a multi-byte character.
    private let bytes: [UInt8]

    init(_ data: Data) {
      bytes = [UInt8](data)
    }

    /// The `encoding` of a leading `<?xml ...?>` declaration, if any.
    var declaredEncoding: String? {
      var start = 0
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
      while start < bytes.count, Self.isSpace(bytes[start]) { start += 1 }
      guard matches("<?xml", at: start), let end = find("?>", from: start) else { return nil }
      let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
      guard let key = declaration.firstRange(of: "encoding") else { return nil }
      let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0.isNewline }
      guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
      return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// Whether elements nest more than `limit` levels deep before the text
    /// ends or becomes unparseable (an unterminated comment, say).
    func nests(deeperThan limit: Int) -> Bool {
      var depth = 0
      var index = 0
      while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
        let end: Int?
        if matches("<!--", at: open) {
          end = find("-->", from: open + 4).map { $0 + 3 }
        } else if matches("<![CDATA[", at: open) {
          end = find("]]>", from: open + 9).map { $0 + 3 }
        } else if matches("<?", at: open) {
          end = find("?>", from: open + 2).map { $0 + 2 }
        } else if let close = find(">", from: open + 1) {
          if matches("</", at: open) {
            depth = max(0, depth - 1)
          } else if !matches("<!", at: open), bytes[close - 1] != UInt8(ascii: "/") {
            depth += 1
            if depth > limit { return true }
          }
          end = close + 1
        } else {
          end = nil
        }
        guard let end else { return false }
        index = end
      }
      return false
    }

    /// Whether `text`'s UTF-8 bytes appear at `index`.
    private func matches(_ text: String, at index: Int) -> Bool {
      bytes[min(index, bytes.count)...].starts(with: text.utf8)
    }

    /// The index of the first occurrence of `text` at or after `index`.
    private func find(_ text: String, from index: Int) -> Int? {
      let pattern = Array(text.utf8)
      guard let first = pattern.first else { return nil }
      var at = min(index, bytes.count)
      while let candidate = bytes[at...].firstIndex(of: first) {
        if bytes[candidate...].starts(with: pattern) { return candidate }
        at = candidate + 1
      }
      return nil
    }

    /// XML white space: space, tab, line feed, carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
  }
}
