extension RecipePageParser.BlockReader {
  /// `table.retamr`: the `.facts` block (when the page gives a difficulty or
  /// a time), then one `.ingredients` block per group, in page order.
  ///
  /// ```
  /// <tr class="mtim"><td><span class="fwb">难度：</span>掌勺(高级)</td>
  ///                  <td><span class="fwb">时间：</span>1小时以上</td></tr>
  /// <tr class="mtim"><td><h2 class="zfliao">主料</h2></td><td></td></tr>
  /// <tr><td><span><label>鸡全翅</label></span><span class="right">两个250克</span></td>
  ///     <td></td></tr>
  /// ```
  ///
  /// A row holding an `h2.zfliao` starts a group; in the other rows each
  /// cell's `label` and following `.right` make an ingredient (text in a cell
  /// without a label is an ingredient without an amount). Items before any
  /// group heading go into a group named `""`. Text outside the rows comes
  /// after the groups as paragraphs.
  mutating func readIngredientTable(_ node: Node) {
    var difficulty: String?
    var time: String?
    var groups: [(name: String, items: [Ingredient])] = []
    var loose: [String] = []
    var cursor = TreeCursor(node, budget: budget)
    while let event = cursor.next() {
      guard case .enter(let child) = event else { continue }
      if child.isText {
        let text = RecipePageParser.text(ofTextNode: child)
        if !text.isEmpty { loose.append(text) }
        continue
      }
      guard child.kind == .row else {
        if child.kind == .hidden { cursor.skipChildren() }
        continue
      }
      cursor.skipChildren()
      if let name = groupName(in: child) {
        groups.append((name, []))
        continue
      }
      for cell in cells(in: child) {
        if let fact = fact(in: cell) {
          switch fact.key {
          case .difficulty: difficulty = fact.value
          case .time: time = fact.value
          }
          continue
        }
        let items = ingredients(in: cell)
        guard !items.isEmpty else { continue }
        if groups.isEmpty { groups.append(("", [])) }
        groups[groups.count - 1].items += items
      }
    }
    if difficulty != nil || time != nil {
      blocks.append(.facts(difficulty: difficulty, time: time))
    }
    for group in groups {
      blocks.append(.ingredients(group: group.name, items: group.items))
    }
    for text in loose {
      blocks.append(.paragraph(text))
    }
  }

  /// The text of the row's `h2.zfliao`, if it has one.
  private func groupName(in row: Node) -> String? {
    var cursor = TreeCursor(row, budget: budget)
    while let event = cursor.next() {
      if case .enter(let child) = event, case .heading = child.kind, child.hasClass("zfliao") {
        return RecipePageParser.text(of: child, budget: budget)
      }
    }
    return nil
  }

  /// The row's `td`/`th` elements (not those of a table nested in a cell).
  private func cells(in row: Node) -> [Node] {
    var cells: [Node] = []
    var cursor = TreeCursor(row, budget: budget)
    while let event = cursor.next() {
      if case .enter(let child) = event, child.kind == .cell {
        cells.append(child)
        cursor.skipChildren()
      }
    }
    return cells
  }

  private enum FactKey { case difficulty, time }

  /// A 难度： or 时间： cell: the key from its `span.fwb`, the value from the
  /// rest of its text (nil when empty). Nil for any other cell.
  private func fact(in cell: Node) -> (key: FactKey, value: String?)? {
    var key: FactKey?
    var value = TextBuilder()
    var preformattedDepth = 0
    var cursor = TreeCursor(cell, budget: budget)
    while let event = cursor.next() {
      if key == nil, case .enter(let child) = event, child.hasClass("fwb") {
        var label = Substring(RecipePageParser.text(of: child, budget: budget))
        if let last = label.last, last == "：" || last == ":" { label = label.dropLast() }
        switch label {
        case "难度": key = .difficulty
        case "时间": key = .time
        default: break
        }
        if key != nil {
          cursor.skipChildren()
          continue
        }
      }
      if !value.absorb(event, preformattedDepth: &preformattedDepth) { cursor.skipChildren() }
    }
    guard let key else { return nil }
    let text = value.finish()
    return (key, text.isEmpty ? nil : text)
  }

  /// The ingredients of one cell: each `label` with the `.right` after it.
  private func ingredients(in cell: Node) -> [Ingredient] {
    var items: [Ingredient] = []
    var pending: Ingredient?
    var loose = TextBuilder()
    var preformattedDepth = 0
    func endPending() {
      if let item = pending, !(item.name.isEmpty && item.amount.isEmpty) { items.append(item) }
      pending = nil
      let name = loose.finish()
      if !name.isEmpty { items.append(Ingredient(name: name)) }
    }
    var cursor = TreeCursor(cell, budget: budget)
    while let event = cursor.next() {
      if case .enter(let child) = event, child.isElement {
        if child.kind == .label {
          endPending()
          pending = Ingredient(name: RecipePageParser.text(of: child, budget: budget))
          cursor.skipChildren()
          continue
        }
        if child.hasClass("right") {
          let amount = RecipePageParser.text(of: child, budget: budget)
          if pending == nil, !loose.isEmpty { pending = Ingredient(name: loose.finish()) }
          if pending == nil { pending = Ingredient(name: "") }
          pending?.amount = amount
          endPending()
          cursor.skipChildren()
          continue
        }
      }
      if !loose.absorb(event, preformattedDepth: &preformattedDepth) { cursor.skipChildren() }
    }
    endPending()
    return items
  }
}
