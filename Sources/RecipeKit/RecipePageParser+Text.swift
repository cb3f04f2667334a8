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
    private var output = String.UnicodeScalarView()
    private var pendingSpace = false
    private var pendingBreaks = 0

    /// True while nothing but white space and breaks has been appended.
    var isEmpty: Bool { output.isEmpty }

    /// Appends page text; `preservingNewlines` (inside `<pre>`) turns its
    /// line feeds into line breaks instead of spaces.
    mutating func append(_ text: String, preservingNewlines: Bool = false) {
      for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x20, 0x09, 0x0C, 0x0D, 0xA0:
          pendingSpace = true
        case 0x0A:
          if preservingNewlines { pendingBreaks += 1 } else { pendingSpace = true }
        case 0x00...0x1F, 0x7F...0x9F:
          flushPending()
          output.append("\u{FFFD}")
        default:
          flushPending()
          output.append(scalar)
        }
      }
    }

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
      let text = String(output)
      self = TextBuilder()
      return text
    }

    private mutating func flushPending() {
      if !output.isEmpty {
        if pendingBreaks > 0 {
          output.append("\n")
          if pendingBreaks > 1 { output.append("\n") }
        } else if pendingSpace {
          output.append(" ")
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
        append(node.text, preservingNewlines: preformattedDepth > 0)
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
