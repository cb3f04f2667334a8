// The scanner's tokens: white space, text, tags and the searches they use.
extension IngredientTableScanner.Scanner {
  /// Skips white space; false at the end of the page.
  mutating func skipSpace() -> Bool {
    while position < page.count, Self.isSpace(page[position]) { position += 1 }
    return position < page.count
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  /// The text up to the next `<`, as the page reader builds it: white
  /// space (and `&nbsp;`) runs are one space, none at either end. Nil
  /// for text that is not plain: another entity, a control character,
  /// invalid UTF-8, a U+0080…U+00A0 character (the reader's own spaces
  /// and controls), or the page's end.
  mutating func readText() -> String? {
    var output: [UInt8] = []
    var pendingSpace = false
    while position < page.count {
      let byte = page[position]
      if byte == UInt8(ascii: "<") {
        return String(validating: output, as: UTF8.self)
      }
      if Self.isSpace(byte) {
        pendingSpace = true
        position += 1
        continue
      }
      if byte == UInt8(ascii: "&") {
        guard starts("&nbsp;") else { return nil }
        pendingSpace = true
        position += 6
        continue
      }
      if byte < 0x20 || byte == 0x7F || byte == 0xC2 { return nil }
      if pendingSpace && !output.isEmpty { output.append(0x20) }
      pendingSpace = false
      output.append(byte)
      position += 1
    }
    return nil
  }

  /// The tag at `position` (`<name attributes>` or `</name>`), or nil
  /// when there is none there or it is not plain: every attribute a name,
  /// optionally `=` and a value (quoted, or unquoted without quotes), no
  /// stray quote or `<`, a class given once.
  mutating func readTag() -> IngredientTableScanner.Tag? {
    guard position < page.count, page[position] == UInt8(ascii: "<") else { return nil }
    var index = position + 1
    let isEnd = index < page.count && page[index] == UInt8(ascii: "/")
    if isEnd { index += 1 }
    let nameStart = index
    while index < page.count, Self.isNameByte(page[index]) { index += 1 }
    guard index > nameStart else { return nil }
    let name = Self.key(page[nameStart..<index])
    var classes: [String]?
    while true {
      let spaced = index < page.count && Self.isSpace(page[index])
      while index < page.count, Self.isSpace(page[index]) { index += 1 }
      guard index < page.count else { return nil }
      let byte = page[index]
      if byte == UInt8(ascii: ">") {
        position = index + 1
        return IngredientTableScanner.Tag(name: name, isEnd: isEnd, classes: classes ?? [])
      }
      if byte == UInt8(ascii: "/"), index + 1 < page.count, page[index + 1] == UInt8(ascii: ">") {
        index += 1
        continue
      }
      // An attribute: its name, after white space.
      guard spaced, !isEnd else { return nil }
      let attributeStart = index
      while index < page.count, Self.isAttributeNameByte(page[index]) { index += 1 }
      guard index > attributeStart else { return nil }
      let isClass = Self.key(page[attributeStart..<index]) == Self.classKey
      var valueStart = index
      while valueStart < page.count, Self.isSpace(page[valueStart]) { valueStart += 1 }
      var value: Slice<UnsafeBufferPointer<UInt8>>?
      if valueStart < page.count, page[valueStart] == UInt8(ascii: "=") {
        index = valueStart + 1
        while index < page.count, Self.isSpace(page[index]) { index += 1 }
        guard index < page.count else { return nil }
        let quote = page[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
          guard let close = page[(index + 1)...].firstIndex(of: quote) else { return nil }
          value = page[(index + 1)..<close]
          index = close + 1
          // After a value: white space, `>` or `/>`.
          guard index < page.count,
            Self.isSpace(page[index]) || page[index] == UInt8(ascii: ">")
              || page[index] == UInt8(ascii: "/")
          else { return nil }
        } else {
          let start = index
          while index < page.count, !Self.isSpace(page[index]), page[index] != UInt8(ascii: ">") {
            let byte = page[index]
            guard byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'"),
              byte != UInt8(ascii: "<"), byte != UInt8(ascii: "="), byte != UInt8(ascii: "`")
            else { return nil }
            index += 1
          }
          guard index > start else { return nil }
          value = page[start..<index]
        }
      }
      if isClass {
        guard classes == nil, let value, !value.contains(UInt8(ascii: "&")) else { return nil }
        classes = value.split(whereSeparator: Self.isSpace).map {
          String(decoding: $0, as: UTF8.self)
        }
      }
    }
  }

  static let classKey = key("class")

  /// Bytes of an attribute's name (ASCII letters, digits, `-`, `_`, `:`).
  static func isAttributeNameByte(_ byte: UInt8) -> Bool {
    isNameByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":")
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  func starts(_ word: String) -> Bool { matches(word, at: position) }

  /// `word` (lower-case ASCII) at `index`, in any case.
  func matches(_ word: String, at index: Int) -> Bool {
    var offset = index
    for expected in word.utf8 {
      guard offset < page.count else { return false }
      var byte = page[offset]
      if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
      if byte != expected { return false }
      offset += 1
    }
    return true
  }

  /// The first `word` (lower-case ASCII, any case on the page) at or
  /// after `from`.
  func find(_ word: String, from: Int) -> Int? {
    guard let first = word.utf8.first else { return nil }
    var index = from
    while index < page.count {
      if page[index] | 0x20 == first | 0x20 && matches(word, at: index) { return index }
      index += 1
    }
    return nil
  }

  /// Where `</name` starts after `from`.
  func findEndTag(_ name: UInt128, from: Int) -> Int? {
    var index = from
    while let found = find("</", from: index) {
      var end = found + 2
      while end < page.count, Self.isNameByte(page[end]) { end += 1 }
      if Self.key(page[(found + 2)..<end]) == name { return found }
      index = found + 2
    }
    return nil
  }
}
