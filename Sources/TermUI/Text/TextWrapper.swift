/// Wraps text to a width in terminal columns.
///
/// - Lines break at spaces between words, and between any two double-width
///   (CJK) characters, never inside a double-width character.
/// - A closing punctuation mark (`，。、；：？！）」` and their ASCII kin) never
///   starts a line: it stays with the character before it. An opening mark
///   (`（「《“`) never ends a line.
/// - A word longer than the width is cut by columns.
/// - `"\n"` in the text is a hard line break; spaces inside a line are kept
///   as written (two spaces stay two, an ideographic space stays one),
///   spaces at a wrapped line's ends are dropped.
public enum TextWrapper {
  /// Characters that may not start a line.
  public static let closing: Set<Character> = [
    "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "》", "〉", "”", "’",
    "…", "～", "·", ",", ".", ";", ":", "?", "!", ")", "]", "}", "%", "％",
  ]
  /// Characters that may not end a line.
  public static let opening: Set<Character> = [
    "（", "「", "『", "【", "《", "〈", "“", "‘", "(", "[", "{",
  ]

  /// The lines of `text` wrapped to `width` columns (at least 1). An empty
  /// text gives one empty line; each `"\n"` starts a new line.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(contentsOf: wrapParagraph(paragraph, width: width))
    }
    return lines
  }

  /// A piece of text that is not broken inside unless it is wider than a line.
  private struct Atom {
    var text: String
    var width: Int
    /// The spaces written before the atom (dropped at a line's start).
    var spaceBefore: String
    var isWide: Bool
    var endsOpening: Bool
  }

  /// The closing and opening marks' scalars (each mark is one scalar).
  private static let closingScalars = Set(closing.flatMap { $0.unicodeScalars.map(\.value) })
  private static let openingScalars = Set(opening.flatMap { $0.unicodeScalars.map(\.value) })

  /// The scalar of a one-scalar character from a range where no other
  /// character is canonically equivalent to it (ASCII, the quotes and
  /// ellipsis, CJK punctuation and kana, ideographs, full-width forms):
  /// there, comparing scalars is what comparing characters does, without
  /// the normalising comparison of `Character`. Nil for any other
  /// character, which is compared as a `Character`.
  @inline(__always)
  private static func plainScalar(_ character: Character) -> UInt32? {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next(), scalars.next() == nil else { return nil }
    switch first.value {
    case 0..<0x80, 0x2010...0x2027, 0x3000...0x30FF, 0x4E00...0x9FFF, 0xFF00...0xFFEF:
      return first.value
    default:
      return nil
    }
  }

  private static func atoms(of paragraph: Substring) -> [Atom] {
    var atoms: [Atom] = []
    var pendingSpace = ""
    for character in paragraph {
      let scalar = plainScalar(character)
      let isSpace: Bool
      let isTab: Bool
      let isClosing: Bool
      let isOpening: Bool
      if let scalar {
        isSpace = scalar == 0x20 || scalar == 0x3000
        isTab = scalar == 0x09
        isClosing = closingScalars.contains(scalar)
        isOpening = openingScalars.contains(scalar)
      } else {
        isSpace = character == " " || character == "\u{3000}"
        isTab = character == "\t"
        isClosing = closing.contains(character)
        isOpening = opening.contains(character)
      }
      if isSpace {
        pendingSpace.append(character)
        continue
      }
      if isTab {
        pendingSpace.append(" ")
        continue
      }
      let w = ColumnWidth.width(of: character)
      let wide = w >= 2
      let index = atoms.count - 1
      // The last atom is read and changed in place: a copy of it would
      // make its text be copied on the append.
      if index >= 0, pendingSpace.isEmpty,
        isClosing || atoms[index].endsOpening || (!wide && !atoms[index].isWide)
      {
        atoms[index].text.append(character)
        atoms[index].width += w
        atoms[index].endsOpening = isOpening
        atoms[index].isWide = wide
      } else {
        atoms.append(
          Atom(
            text: String(character), width: w, spaceBefore: atoms.isEmpty ? "" : pendingSpace,
            isWide: wide, endsOpening: isOpening))
      }
      if !pendingSpace.isEmpty { pendingSpace = "" }
    }
    return atoms
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for atom in atoms(of: paragraph) {
      let gap = lineWidth > 0 ? ColumnWidth.width(of: atom.spaceBefore) : 0
      if lineWidth + gap + atom.width <= width {
        if gap > 0 { line += atom.spaceBefore }
        line += atom.text
        lineWidth += gap + atom.width
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if atom.width <= width {
        line = atom.text
        lineWidth = atom.width
        continue
      }
      // Wider than a line: cut by columns.
      for character in atom.text {
        let w = ColumnWidth.width(of: character)
        if lineWidth + w > width && lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += w
      }
    }
    lines.append(line)
    return lines
  }
}
