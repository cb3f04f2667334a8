/// Shortcuts of a dish row (the first screenful is drawn before the first
/// frame): each gives what the long way gives.
extension CooklangSource {
  /// `text` up to the end of its second line that begins with `---`
  /// (with that line's newline), nil when it has no such line. When the
  /// text opens with front matter, the head holds its closing fence
  /// whole (an earlier line beginning with `---` that is not a fence
  /// only makes the head shorter): `CooklangParser.frontMatterMetadata`
  /// of the head, when it finds front matter, is that of the whole text,
  /// whose lines up to that fence are the same; without the body.
  static func frontMatterHead(of text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      var fences = 0
      var index = 0
      while index < bytes.count {
        if bytes.count - index >= 3 && bytes[index] == 0x2D && bytes[index + 1] == 0x2D
          && bytes[index + 2] == 0x2D
        {
          fences += 1
        }
        var end = index
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        guard end < bytes.count else { return nil }
        if fences == 2 {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(end + 1)]), as: UTF8.self)
        }
        index = end + 1
      }
      return nil
    }
  }

  /// The last part of dish `id` (its file's name without `.cook`), as
  /// `id.split(separator: "/").last` gives it: by bytes when the id is
  /// ASCII (each character one byte, so the same parts), else by
  /// characters (a `/` that a mark joins is not a separator then).
  static func fileName(ofDishID id: String) -> String {
    let bytes = id.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return String(id.split(separator: "/").last ?? Substring(id))
    }
    // The last non-empty part between slashes.
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x2F {
      end = bytes.index(before: end)
    }
    guard end > bytes.startIndex else { return id }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != 0x2F {
      start = bytes.index(before: start)
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
