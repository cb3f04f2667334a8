/// The ingredient names of a recipe page read straight from its bytes, for
/// the index of "What can I cook?", which reads every page of a bundle:
/// libxml2 and the page reader took 0.14–0.4 s for the corpus's 827 pages,
/// over the 150 ms, while the index needs only the groups and
/// names of the ingredient table.
///
/// It reads only pages of the plain shape the original site wrote (and our
/// `Data/`): one `<table class="retamr">` reached by the reader as such,
/// holding nothing but `tr`, `td`, `span`, `label`, `h2` (and stray `</a>`),
/// text without entities other than `&nbsp;`, every element closed. For
/// anything else it answers nil and the caller parses the page in full, so
/// its answer, when it gives one, is what `RecipePageParser` reads
/// (`IngredientTableScannerTests` holds the two to it on `Data/`, the
/// corpus and mutated pages).
public enum IngredientTableScanner {
  /// One ingredient: its group heading (`""` before any) and name.
  public struct Line: Hashable, Sendable {
    public var group: String
    public var name: String
  }

  /// The page's ingredients in page order, or nil (see the type).
  public static func lines(_ bytes: [UInt8]) -> [Line]? {
    bytes.withUnsafeBufferPointer { page in
      var scanner = Scanner(page: page)
      return scanner.read()
    }
  }
}

extension IngredientTableScanner {
  /// A tag of the table: its name (lower-cased, at most 16 letters),
  /// whether it ends an element, and its class words.
  struct Tag {
    var name: UInt128
    var isEnd: Bool
    var classes: [String]
  }

  struct Scanner {
    let page: UnsafeBufferPointer<UInt8>
    var position = 0

    static let table = key("table"), row = key("tr"), cell = key("td"), span = key("span")
    static let label = key("label"), heading = key("h2"), anchor = key("a"), div = key("div")
    static let body = key("body"), html = key("html"), frameset = key("frameset")
    static let head = key("head")
    /// Before the table: elements the reader takes whole, or that hide
    /// what they hold (a table inside them is not read as ingredients).
    static let counted: Set<UInt128> = Set(
      [
        "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "menu", "dir", "table", "head",
        "template", "pre", "listing", "select", "object", "svg", "math",
      ].map(key))
    /// Elements that never close another by being opened.
    static let inline: Set<UInt128> = Set(
      [
        "a", "span", "b", "i", "em", "strong", "font", "br", "img", "small", "sub", "sup",
        "label", "u", "s", "code", "abbr", "cite", "q", "mark",
      ].map(key))
    /// The parts of a table.
    static let tableParts: Set<UInt128> = Set(
      ["tr", "td", "th", "tbody", "thead", "tfoot", "caption", "col", "colgroup"].map(key))
    /// Elements whose content is not markup.
    static let rawText: Set<UInt128> = Set(
      [
        "script", "style", "textarea", "title", "xmp", "iframe", "noscript", "noembed",
        "noframes", "plaintext",
      ].map(key))

    init(page: UnsafeBufferPointer<UInt8>) { self.page = page }

    /// A name of at most 16 ASCII letters and digits, lower-cased, as one
    /// number; 0 for a longer one (none of ours).
    static func key(_ name: String) -> UInt128 { key(Array(name.utf8)[...]) }

    static func key(_ bytes: some Collection<UInt8>) -> UInt128 {
      guard bytes.count <= 16 else { return 0 }
      var key: UInt128 = 0
      for (index, byte) in bytes.enumerated() {
        key |= UInt128(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) << (8 * index)
      }
      return key
    }

    // MARK: The page

    mutating func read() -> [Line]? {
      guard !page.contains(0) else { return nil }
      guard let start = tableStart() else { return nil }
      position = start
      return readTable()
    }

    /// Where the one `retamr` table starts, if nothing before it is still
    /// open that would keep the reader from reading it as the ingredients.
    mutating func tableStart() -> Int? {
      var open: [UInt128: Int] = [:]
      var divs: [Bool] = []
      while position < page.count {
        guard page[position] == UInt8(ascii: "<") else {
          position += 1
          continue
        }
        let tagStart = position
        if starts("<!--") {
          guard let close = find("-->", from: position + 4) else { return nil }
          position = close + 3
          continue
        }
        if starts("<!") || starts("<?") {
          // Only a doctype at the very start, with no `<` before its `>`:
          // libxml2 reads others (a doctype in a heading …) its own way.
          guard starts("<!"), page[0..<position].allSatisfy(Self.isSpace),
            let close = find(">", from: position),
            !page[(position + 1)..<close].contains(UInt8(ascii: "<"))
          else { return nil }
          position = close + 1
          continue
        }
        guard let tag = readTag() else {
          // `<` and a name or `/` that is no plain tag (a quote left open
          // may hide the table in a value): not for us. Else it is text.
          let next = position + 1 < page.count ? page[position + 1] : 0
          if next == UInt8(ascii: "/") || Self.isNameByte(next) { return nil }
          position += 1
          continue
        }
        if Self.rawText.contains(tag.name) {
          if tag.isEnd { continue }
          // Its end tag must come before the table, else it may hold it,
          // and nothing like a tag in it: libxml2 reads `<style>` inside a
          // `<title>` as markup.
          guard let close = findEndTag(tag.name, from: position),
            !page[position..<close].contains(UInt8(ascii: "<"))
          else { return nil }
          position = close
          continue
        }
        if tag.name == Self.table, !tag.isEnd, tag.classes.contains("retamr") {
          guard open.values.allSatisfy({ $0 == 0 }), !divs.contains(true),
            find("retamr", from: position) == nil
          else { return nil }
          return tagStart
        }
        // Rows and cells outside a table make libxml2 build what the
        // reader does not expect.
        if Self.tableParts.contains(tag.name) { return nil }
        // Inside a heading or list only inline elements: a block there
        // makes libxml2 close elements by itself.
        if !tag.isEnd, !Self.inline.contains(tag.name),
          open.contains(where: { $0.key != Self.head && $0.value > 0 })
        {
          return nil
        }
        // libxml2 ends the document's content at `</body>` or `</html>`.
        if tag.isEnd && (tag.name == Self.body || tag.name == Self.html) { return nil }
        if tag.name == Self.frameset { return nil }
        if Self.counted.contains(tag.name) {
          open[tag.name] = max(0, open[tag.name, default: 0] + (tag.isEnd ? -1 : 1))
        } else if tag.name == Self.div {
          if tag.isEnd {
            _ = divs.popLast()
          } else {
            divs.append(tag.classes.contains { ["xtip", "stepcont", "xtieshi"].contains($0) })
          }
        }
      }
      return nil
    }

    // MARK: The table

    /// Rows of heading or ingredient cells, up to `</table>`.
    mutating func readTable() -> [Line]? {
      guard let start = readTag(), start.name == Self.table else { return nil }
      var lines: [Line] = []
      var group = ""
      while true {
        guard skipSpace(), let tag = readTag() else { return nil }
        if tag.name == Self.table && tag.isEnd { return lines }
        guard tag.name == Self.row, !tag.isEnd else { return nil }
        var cells: [[Piece]] = []
        var headings: [String] = []
        while true {
          guard skipSpace(), let next = readTag() else { return nil }
          if next.name == Self.row && next.isEnd { break }
          guard next.name == Self.cell, !next.isEnd, let pieces = readCell() else { return nil }
          for case .heading(let text) in pieces { headings.append(text) }
          cells.append(pieces)
        }
        if let heading = headings.first {
          group = heading
          continue
        }
        for pieces in cells {
          if pieces.contains(where: { if case .fact = $0 { true } else { false } }) {
            // A 难度 / 时间 cell: no ingredients; anything else in it is not
            // of the plain shape.
            guard pieces.allSatisfy({ if case .fact = $0 { true } else { false } }) else {
              return nil
            }
            continue
          }
          for case .name(let name) in pieces where !name.isEmpty {
            lines.append(Line(group: group, name: name))
          }
        }
      }
    }

    /// What a cell holds.
    enum Piece {
      case heading(String)
      case name(String)
      case amount
      case fact
    }

    /// A cell up to its `</td>`: `span`s holding a `label` (a name), a
    /// `span.right` (an amount), a `span.fwb` 难度：/时间： and its text, an
    /// `h2.zfliao` (a group), white space between them.
    mutating func readCell() -> [Piece]? {
      var pieces: [Piece] = []
      while true {
        guard let text = readText() else { return nil }
        if !text.isEmpty {
          // Loose text: only a fact's value may be here.
          guard case .fact? = pieces.last else { return nil }
        }
        guard let tag = readTag() else { return nil }
        if tag.name == Self.cell && tag.isEnd { return pieces }
        guard !tag.isEnd else { return nil }
        switch tag.name {
        case Self.heading:
          guard tag.classes.contains("zfliao"), let text = readText(), !text.isEmpty,
            let end = readTag(), end.name == Self.heading, end.isEnd
          else { return nil }
          pieces.append(.heading(text))
        case Self.span where tag.classes.contains("right"):
          guard readText() != nil, let end = readTag(), end.name == Self.span, end.isEnd else {
            return nil
          }
          pieces.append(.amount)
        case Self.span where tag.classes.contains("fwb"):
          guard let text = readText(), ["难度：", "时间：", "难度:", "时间:"].contains(text),
            let end = readTag(), end.name == Self.span, end.isEnd
          else { return nil }
          pieces.append(.fact)
        case Self.span where tag.classes.isEmpty:
          // `<span><label …>name</a></label></span>`
          guard skipSpace(), let label = readTag(), label.name == Self.label, !label.isEnd,
            let name = readText()
          else { return nil }
          var end = readTag()
          if end?.name == Self.anchor && end?.isEnd == true {
            guard readText() == "" else { return nil }
            end = readTag()
          }
          guard end?.name == Self.label, end?.isEnd == true, readText() == "",
            let close = readTag(), close.name == Self.span, close.isEnd
          else { return nil }
          pieces.append(.name(name))
        default:
          return nil
        }
      }
    }
  }
}
