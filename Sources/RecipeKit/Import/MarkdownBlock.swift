/// The blocks of a Markdown document as RecipeMD uses them, in order.
enum MarkdownBlock: Equatable {
  /// An ATX (`## Name`) or setext (`Name` over `===` / `---`) heading.
  case heading(Int, String)
  /// `---`, `***`, `___` (three or more, spaces between allowed) after a
  /// blank line or at the start.
  case thematicBreak
  /// A paragraph's lines joined with spaces (markup kept).
  case paragraph(String)
  /// One list item's text with its continuation lines (markup kept).
  case listItem(String)

  /// The document's blocks; fenced code and HTML are read as paragraphs.
  static func parse(_ text: String) -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    var paragraph: [Substring] = []
    var item: [Substring]?
    func flush() {
      if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
      paragraph = []
      if let lines = item { blocks.append(.listItem(lines.joined(separator: " "))) }
      item = nil
    }
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = rawLine
      if line.hasSuffix("\r") { line.removeLast() }
      let trimmed = line.trimmingWhitespace()
      if trimmed.isEmpty {
        flush()
        continue
      }
      let indent = line.prefix(while: { $0 == " " || $0 == "\t" }).count
      if isBreak(trimmed, "=") || isBreak(trimmed, "-"), paragraph.count == 1, item == nil {
        // A setext heading's underline.
        let name = MarkdownInline.plain(paragraph[0])
        paragraph = []
        blocks.append(.heading(trimmed.first == "=" ? 1 : 2, name))
        continue
      }
      if indent < 4, isBreak(trimmed, "-") || isBreak(trimmed, "*") || isBreak(trimmed, "_") {
        flush()
        blocks.append(.thematicBreak)
        continue
      }
      if indent < 4, trimmed.hasPrefix("#") {
        let level = trimmed.prefix(while: { $0 == "#" }).count
        let rest = trimmed.dropFirst(level)
        if level <= 6, rest.isEmpty || rest.first == " " {
          flush()
          var name = rest.trimmingWhitespace()
          while name.hasSuffix("#") { name = name.dropLast().trimmingWhitespace() }
          blocks.append(.heading(level, MarkdownInline.plain(name)))
          continue
        }
      }
      if let content = listItemContent(trimmed) {
        flush()
        item = [content]
        continue
      }
      if item != nil, paragraph.isEmpty {
        item?.append(trimmed)
      } else {
        paragraph.append(trimmed)
      }
    }
    flush()
    return blocks
  }

  /// True for three or more `marker`s with nothing but spaces between.
  private static func isBreak(_ line: Substring, _ marker: Character) -> Bool {
    line.filter { $0 == marker }.count >= 3
      && line.allSatisfy { $0 == marker || $0 == " " || $0 == "\t" }
  }

  /// The text after a list marker (`- `, `* `, `+ `, `1. `, `1) `).
  private static func listItemContent(_ line: Substring) -> Substring? {
    if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
      return line.dropFirst(2).trimmingWhitespace()
    }
    let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    let rest = line.dropFirst(digits.count)
    if let marker = rest.first, marker == "." || marker == ")", rest.dropFirst().first == " " {
      return rest.dropFirst(2).trimmingWhitespace()
    }
    return nil
  }
}
