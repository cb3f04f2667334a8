extension RecipePageParser {
  /// Builds one display string from pieces of page text.
  ///
  /// White space runs (HTML's space, tab, LF, FF, CR, and U+00A0 from
  /// `&nbsp;`) become one space; `appendLineBreak()` (a `<br>`) becomes
  /// `"\n"`, with spaces around it dropped and at most two in a row (one
  /// blank line). Nothing pending is kept at either end, so the result is
  /// trimmed. C0 and C1 control characters and DEL become U+FFFD, so the
  /// only control character in the result is `"\n"`.
  struct TextBuilder {
    /// UTF-8; made a `String` (and checked) once, in `finish()`.
    private var output: [UInt8] = []
    private var pendingSpace = false
    private var pendingBreaks = 0

    /// True while nothing but white space and breaks has been appended.
    var isEmpty: Bool { output.isEmpty }

    /// Appends page text; `preservingNewlines` (inside `<pre>`) turns its
    /// line feeds into line breaks instead of spaces.
    mutating func append(_ text: String, preservingNewlines: Bool = false) {
      var text = text
      text.withUTF8 { append(utf8: $0, preservingNewlines: preservingNewlines) }
    }

    /// Appends UTF-8 page text (see `append(_:preservingNewlines:)`).
    ///
    /// Copies runs of ordinary text whole: every character treated specially
    /// is ASCII or a two-byte sequence `C2 xx` (U+0080…U+009F, U+00A0), so
    /// runs start and end on character edges.
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>, preservingNewlines: Bool) {
      var runStart: Int?
      var index = 0
      while index < bytes.count {
        var next = index + 1
        var special: Special?
        switch bytes[index] {
        case 0x20, 0x09, 0x0C, 0x0D: special = .space
        case 0x0A: special = preservingNewlines ? .lineBreak : .space
        case 0x00...0x1F, 0x7F: special = .control
        case 0xC2 where next < bytes.count:
          switch bytes[next] {
          case 0xA0: special = .space
          case 0x80...0x9F: special = .control
          default: break
          }
          if special != nil { next += 1 }
        default: break
        }
        if let special {
          if let start = runStart {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            runStart = nil
          }
          switch special {
          case .space: pendingSpace = true
          case .lineBreak: pendingBreaks += 1
          case .control:
            flushPending()
            output.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
          }
        } else if runStart == nil {
          flushPending()
          runStart = index
        }
        index = next
      }
      if let start = runStart {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
      }
    }

    private enum Special { case space, lineBreak, control }

    /// A `<br>`.
    mutating func appendLineBreak() {
      pendingBreaks += 1
    }

    /// The edge of a block nested in the text being built (a `<p>` inside a
    /// list item …): one line break, unless one is already pending.
    mutating func appendBlockEdge() {
      pendingBreaks = max(pendingBreaks, 1)
    }

    /// The edge between two table cells: a space.
    mutating func appendSpace() {
      pendingSpace = true
    }

    /// The text built so far; the builder starts over empty.
    mutating func finish() -> String {
      let text = String(decoding: output, as: UTF8.self)
      self = TextBuilder()
      return text
    }

    private mutating func flushPending() {
      if !output.isEmpty {
        if pendingBreaks > 0 {
          output.append(0x0A)
          if pendingBreaks > 1 { output.append(0x0A) }
        } else if pendingSpace {
          output.append(0x20)
        }
      }
      pendingSpace = false
      pendingBreaks = 0
    }
  }
}

extension RecipePageParser.TextBuilder {
  /// The default handling of one walk event while reading text: text nodes
  /// are appended, `<br>` breaks the line, block edges break it too, cell
  /// edges add a space; images and hidden elements add nothing.
  ///
  /// `preformattedDepth` counts the `<pre>` elements around the event; the
  /// caller keeps it across events. Returns false when the cursor must not
  /// descend into the node just entered.
  mutating func absorb(
    _ event: RecipePageParser.TreeCursor.Event, preformattedDepth: inout Int
  ) -> Bool {
    switch event {
    case .enter(let node):
      if node.isText {
        let preserving = preformattedDepth > 0
        node.withText { append(utf8: $0, preservingNewlines: preserving) }
        return false
      }
      let kind = node.kind
      switch kind {
      case .hidden, .image: return false
      case .lineBreak:
        appendLineBreak()
        return false
      case .cell: appendSpace()
      case .preformatted:
        preformattedDepth += 1
        appendBlockEdge()
      default: if kind.isBlock { appendBlockEdge() }
      }
      return node.isElement
    case .exit(let node):
      let kind = node.kind
      switch kind {
      case .cell: appendSpace()
      case .preformatted:
        preformattedDepth -= 1
        appendBlockEdge()
      default: if kind.isBlock { appendBlockEdge() }
      }
      return true
    }
  }
}

extension RecipePageParser {
  /// The display text of `node`'s subtree (see `TextBuilder.absorb`).
  static func text(of node: Node, budget: VisitBudget) -> String {
    var builder = TextBuilder()
    var cursor = TreeCursor(node, budget: budget)
    var preformattedDepth = node.kind == .preformatted ? 1 : 0
    while let event = cursor.next() {
      if !builder.absorb(event, preformattedDepth: &preformattedDepth) {
        cursor.skipChildren()
      }
    }
    return builder.finish()
  }
}
