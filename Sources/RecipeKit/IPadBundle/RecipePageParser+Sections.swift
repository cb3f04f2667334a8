extension RecipePageParser.BlockReader {
  /// `div.stepcont`: its pictures as `.image` blocks, then one `.step`.
  ///
  /// The number is the first `span.fwb` reading `"N."` (before any other
  /// text); without one the step is numbered one after the previous step.
  /// A step with neither text nor number adds only its pictures.
  mutating func readStep(_ node: Node) {
    var text = TextBuilder()
    var preformattedDepth = 0
    var number: Int?
    var cursor = TreeCursor(node, budget: budget)
    while let event = cursor.next() {
      if case .enter(let child) = event, child.isElement {
        if child.kind == .image {
          blocks.append(.image(alt: Self.imageDescription(child)))
          continue
        }
        if number == nil, text.isEmpty, child.hasClass("fwb"),
          let value = Self.stepNumber(RecipePageParser.text(of: child, budget: budget))
        {
          number = value
          cursor.skipChildren()
          continue
        }
      }
      if !text.absorb(event, preformattedDepth: &preformattedDepth) { cursor.skipChildren() }
    }
    let stepText = text.finish()
    guard number != nil || !stepText.isEmpty else { return }
    let stepNumber = number ?? lastStepNumber + 1
    lastStepNumber = stepNumber
    blocks.append(.step(number: stepNumber, text: stepText))
  }

  /// `"12."`, `"12"`, `"12、"` → 12; nil for anything else (or absurdly long).
  static func stepNumber(_ text: String) -> Int? {
    var digits = Substring(text)
    if let last = digits.last, last == "." || last == "．" || last == "、" {
      digits = digits.dropLast()
    }
    guard (1...6).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    return Int(digits)
  }

  /// `div.xtieshi`: one tip per paragraph (per block, or run of loose text),
  /// without the 小贴士 heading; other headings inside count as tips.
  mutating func readTips(_ node: Node) {
    var tips: [String] = []
    var text = TextBuilder()
    var preformattedDepth = 0
    var cursor = TreeCursor(node, budget: budget)
    func endTip() {
      let tip = text.finish()
      if !tip.isEmpty { tips.append(tip) }
    }
    while let event = cursor.next() {
      switch event {
      case .enter(let child) where child.kind.isBlock:
        endTip()
        if case .heading = child.kind {
          let heading = RecipePageParser.text(of: child, budget: budget)
          if !Self.isTipsHeading(heading), !heading.isEmpty { tips.append(heading) }
          cursor.skipChildren()
        } else if !text.absorb(event, preformattedDepth: &preformattedDepth) {
          cursor.skipChildren()
        }
      case .exit(let child) where child.kind.isBlock:
        _ = text.absorb(event, preformattedDepth: &preformattedDepth)
        endTip()
      default:
        if !text.absorb(event, preformattedDepth: &preformattedDepth) { cursor.skipChildren() }
      }
    }
    endTip()
    if !tips.isEmpty { blocks.append(.tips(tips)) }
  }

  /// 小贴士 ("tips"), with or without a trailing colon.
  static func isTipsHeading(_ text: String) -> Bool {
    var title = Substring(text)
    if let last = title.last, last == "：" || last == ":" { title = title.dropLast() }
    return title == "小贴士"
  }

  /// `ul`/`ol` outside the known structure: one item per `li` (nested lists
  /// become lines of their item); loose text in the list is an item too.
  mutating func readList(_ node: Node, ordered: Bool) {
    var items: [String] = []
    var loose = TextBuilder()
    var preformattedDepth = 0
    var cursor = TreeCursor(node, budget: budget)
    func endLoose() {
      let item = loose.finish()
      if !item.isEmpty { items.append(item) }
    }
    while let event = cursor.next() {
      if case .enter(let child) = event, child.kind == .listItem {
        endLoose()
        let item = RecipePageParser.text(of: child, budget: budget)
        if !item.isEmpty { items.append(item) }
        cursor.skipChildren()
      } else if !loose.absorb(event, preformattedDepth: &preformattedDepth) {
        cursor.skipChildren()
      }
    }
    endLoose()
    if !items.isEmpty { blocks.append(.list(items: items, ordered: ordered)) }
  }

  /// A table other than the ingredient table: one row per `tr`, one string
  /// per `td`/`th` (a nested table is flattened into its cell's text).
  /// Rows without any text are dropped; loose text makes a one-cell row.
  mutating func readTable(_ node: Node) {
    var rows: [[String]] = []
    var loose = TextBuilder()
    var preformattedDepth = 0
    var cursor = TreeCursor(node, budget: budget)
    func endLoose() {
      let text = loose.finish()
      if !text.isEmpty { rows.append([text]) }
    }
    while let event = cursor.next() {
      if case .enter(let child) = event, child.kind == .row {
        endLoose()
        let row = cells(of: child)
        if row.contains(where: { !$0.isEmpty }) { rows.append(row) }
        cursor.skipChildren()
      } else if !loose.absorb(event, preformattedDepth: &preformattedDepth) {
        cursor.skipChildren()
      }
    }
    endLoose()
    if !rows.isEmpty { blocks.append(.table(rows: rows)) }
  }

  /// The texts of a row's cells, in order.
  private func cells(of row: Node) -> [String] {
    var cells: [String] = []
    var cursor = TreeCursor(row, budget: budget)
    while let event = cursor.next() {
      guard case .enter(let child) = event else { continue }
      if child.kind == .cell {
        cells.append(RecipePageParser.text(of: child, budget: budget))
        cursor.skipChildren()
      } else if child.isText {
        // Text between cells (libxml2 leaves it in the row): a cell of its own.
        let text = RecipePageParser.text(ofTextNode: child)
        if !text.isEmpty { cells.append(text) }
      }
    }
    return cells
  }
}

extension RecipePageParser {
  /// The display text of a single text node.
  static func text(ofTextNode node: Node) -> String {
    var builder = TextBuilder()
    node.withText { builder.append(utf8: $0, preservingNewlines: false) }
    return builder.finish()
  }
}
