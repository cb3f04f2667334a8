extension RecipePageParser {
  /// Turns a parsed page into blocks, in one walk in document order.
  ///
  /// The original site's structure is recognised by class: `h1` (title),
  /// `div.xtip` (introduction), `table.retamr` (facts and ingredient
  /// groups), `div.stepcont` (one step, with its picture), `div.xtieshi`
  /// (tips). Everything else becomes headings, paragraphs, lists, tables
  /// and images, so no text is lost on a page of another shape. A
  /// recognised element is read by its own walk and the main walk skips its
  /// subtree, so every node is visited a small, fixed number of times.
  struct BlockReader {
    // For the readers in extensions, which do not see RecipePageParser's
    // nested types unqualified.
    typealias Node = RecipePageParser.Node
    typealias TreeCursor = RecipePageParser.TreeCursor
    typealias TextBuilder = RecipePageParser.TextBuilder

    /// The blocks read so far.
    var blocks: [RecipeBlock] = []
    let budget: VisitBudget
    /// Inline text waiting for the end of its block.
    private var paragraph = TextBuilder()
    private var preformattedDepth = 0
    private var hasTitle = false
    /// For steps without a number span: the previous step's number since
    /// the last heading.
    var lastStepNumber = 0

    init(budget: VisitBudget) {
      self.budget = budget
    }

    /// Reads the subtree below `root` (the `<html>` element).
    mutating func read(_ root: Node) {
      var cursor = TreeCursor(root, budget: budget)
      while let event = cursor.next() {
        switch event {
        case .enter(let node) where node.isElement:
          if readElement(node) { cursor.skipChildren() }
        case .enter, .exit:
          if !paragraph.absorb(event, preformattedDepth: &preformattedDepth) {
            cursor.skipChildren()
          }
          if case .exit(let node) = event, node.kind.isBlock { endParagraph() }
        }
      }
      endParagraph()
    }

    /// Handles an element the main walk enters; true when it was read whole
    /// (the walk must not descend).
    private mutating func readElement(_ node: Node) -> Bool {
      let kind = node.kind
      switch kind {
      case .hidden:
        return true
      case .lineBreak:
        paragraph.appendLineBreak()
        return true
      case .image:
        endParagraph()
        blocks.append(.image(alt: Self.imageDescription(node)))
        return true
      case .heading(let level):
        endParagraph()
        readHeading(node, level: level)
        return true
      case .table:
        endParagraph()
        if node.hasClass("retamr") { readIngredientTable(node) } else { readTable(node) }
        return true
      case .list(let ordered):
        endParagraph()
        readList(node, ordered: ordered)
        return true
      case .block:
        let classes = node.classes
        if classes.contains("xtip") {
          endParagraph()
          let text = RecipePageParser.text(of: node, budget: budget)
          if !text.isEmpty { blocks.append(.introduction(text)) }
          return true
        }
        if classes.contains("stepcont") {
          endParagraph()
          readStep(node)
          return true
        }
        if classes.contains("xtieshi") {
          endParagraph()
          readTips(node)
          return true
        }
        endParagraph()
        return false
      default:
        if kind.isBlock { endParagraph() }
        if kind == .preformatted { preformattedDepth += 1 }
        return false
      }
    }

    private mutating func readHeading(_ node: Node, level: Int) {
      let text = RecipePageParser.text(of: node, budget: budget)
      guard !text.isEmpty else { return }
      if level == 1 && !hasTitle {
        hasTitle = true
        blocks.append(.title(text))
      } else {
        lastStepNumber = 0
        blocks.append(.heading(text))
      }
    }

    /// Ends the pending paragraph, if it has any text.
    private mutating func endParagraph() {
      let text = paragraph.finish()
      if !text.isEmpty { blocks.append(.paragraph(text)) }
    }

    /// `alt`, else `title`, else `""`, as display text.
    static func imageDescription(_ node: Node) -> String {
      var builder = TextBuilder()
      builder.append(node.attribute("alt") ?? "")
      if builder.isEmpty { builder.append(node.attribute("title") ?? "") }
      return builder.finish()
    }
  }
}
