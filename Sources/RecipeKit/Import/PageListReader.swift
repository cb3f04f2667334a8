/// Reads a page's ingredient and step lists from its HTML, for pages whose
/// structured data leaves them out or writes them worse than the page shows
/// them.
///
/// Recipe plugins mark their lists the same way on every site that uses
/// them (WP Recipe Maker's `wprm-recipe-ingredient` and
/// `wprm-recipe-instruction-text`, Tasty Recipes' `tasty-recipes-ingredients`,
/// Create's `mv-create-ingredients`); those are read as the page shows them,
/// with their group headings. Otherwise the first element whose class or id
/// names ingredients (or instructions, directions, method, preparation)
/// gives its list items.
struct PageListReader {
  /// What the page's HTML lists.
  struct Lists {
    var ingredients: [IngredientGroup] = []
    var instructions: [InstructionSection] = []
    /// True when the lists come from a recipe plugin's markup.
    var fromPlugin = false
  }

  private enum Kind { case ingredients, instructions }

  private let budget: RecipePageParser.VisitBudget
  private var lists = Lists()
  private var generic: [Kind: [String]] = [:]
  /// Paragraphs in a generic container, used when it has no list items.
  private var paragraphs: [Kind: [String]] = [:]

  /// A list under a heading that names it (`<h2>Ingredients</h2><ul>…`),
  /// used when no container is named for it.
  private var underHeading: [Kind: [String]] = [:]
  private var paragraphsUnderHeading: [Kind: [String]] = [:]
  private var openHeading: (kind: Kind, level: Int)?
  private var headingDone: Set<Kind> = []

  init(budget: RecipePageParser.VisitBudget) {
    self.budget = budget
  }

  private static let genericWords: [Kind: [String]] = [
    .ingredients: ["ingredient", "zutaten", "ingredienten", "ingrediente"],
    .instructions: [
      "instruction", "direction", "method", "preparation", "steps", "zubereitung", "bereiding",
      "preparacion", "preparo",
    ],
  ]

  /// Headings that name a list (lowercased, without a final `:`).
  private static let headingWords: [Kind: Set<String>] = [
    .ingredients: [
      "ingredients", "ingredient", "zutaten", "ingrédients", "ingredienten", "ingrediënten",
      "ingredientes", "ingredienser", "ingredienti", "you will need", "what you need",
      "you'll need",
    ],
    .instructions: [
      "method", "instructions", "directions", "preparation", "steps", "zubereitung", "préparation",
      "bereiding", "bereiden", "bereidingswijze", "preparación", "modo de preparo",
      "how to make it",
      "fremgangsmåde", "gör så här", "slik gjør du", "valmistus", "instructies",
    ],
  ]

  /// Opens or closes a heading's list at a heading of `level`.
  private mutating func enterHeading(_ node: RecipePageParser.Node, level: Int) {
    if let open = openHeading, level <= open.level { closeHeading() }
    var name = Substring(
      ImportText.collapsed(Substring(RecipePageParser.text(of: node, budget: budget))).lowercased())
    while let last = name.last, last == ":" || last == "*" || last == " " { name.removeLast() }
    for kind in [Kind.ingredients, .instructions] where !headingDone.contains(kind) {
      if Self.headingWords[kind, default: []].contains(String(name)) {
        closeHeading()
        openHeading = (kind, level)
      }
    }
  }

  private mutating func closeHeading() {
    guard let open = openHeading else { return }
    openHeading = nil
    if (underHeading[open.kind] ?? []).isEmpty {
      underHeading[open.kind] = paragraphsUnderHeading[open.kind]
    }
    paragraphsUnderHeading[open.kind] = nil
    if !(underHeading[open.kind] ?? []).isEmpty { headingDone.insert(open.kind) }
  }

  /// Reads `root`'s lists in one walk.
  mutating func read(_ root: RecipePageParser.Node) -> Lists {
    var cursor = RecipePageParser.TreeCursor(root, budget: budget)
    // The generic container being read, per kind, until its exit.
    var open: [Kind: RecipePageParser.Node] = [:]
    var done: Set<Kind> = []
    while let event = cursor.next() {
      switch event {
      case .exit(let node):
        for (kind, container) in open where container == node {
          open[kind] = nil
          if (generic[kind] ?? []).isEmpty, let found = paragraphs[kind] { generic[kind] = found }
          paragraphs[kind] = nil
          if !(generic[kind] ?? []).isEmpty { done.insert(kind) }
        }
      case .enter(let node):
        guard node.isElement else { continue }
        if node.name == "script" || node.name == "style" || node.name == "nav" {
          cursor.skipChildren()
          continue
        }
        let classes = node.classes
        if readPlugin(node, classes: classes) {
          cursor.skipChildren()
          continue
        }
        if case .heading(let level) = node.kind {
          enterHeading(node, level: level)
          cursor.skipChildren()
          continue
        }
        // A list item, or a table row (its cells joined by spaces).
        if node.name == "li" || node.name == "tr" {
          var read = false
          let lines =
            node.name == "tr"
            ? rowLines(node)
            : ImportText.lines(RecipePageParser.text(of: node, budget: budget))
              .filter { $0.contains(where: \.isLetter) }
          // A list item belongs to the innermost container open.
          if let kind = innermost(open) {
            generic[kind, default: []] += lines
            read = true
          }
          if !read, let heading = openHeading {
            underHeading[heading.kind, default: []] += lines
            read = true
          }
          if read { cursor.skipChildren() }
          continue
        }
        if node.name == "p" {
          let lines = ImportText.lines(RecipePageParser.text(of: node, budget: budget))
          if let kind = innermost(open) { paragraphs[kind, default: []] += lines }
          if open.isEmpty, let heading = openHeading {
            paragraphsUnderHeading[heading.kind, default: []] += lines
          }
        }
        let label = ((node.attribute("class") ?? "") + " " + (node.attribute("id") ?? ""))
          .lowercased()
        // A wrapper named for both (`ingredients-and-directions`) holds
        // the two lists; the containers inside it name each.
        let kinds = [Kind.ingredients, .instructions].filter {
          Self.genericWords[$0, default: []].contains(where: label.contains)
        }
        if kinds.count == 1, let kind = kinds.first, open[kind] == nil, !done.contains(kind) {
          open[kind] = node
        }
      }
    }
    closeHeading()
    for kind in [Kind.ingredients, .instructions] where (generic[kind] ?? []).isEmpty {
      generic[kind] = underHeading[kind]
    }
    if !lists.fromPlugin {
      if let lines = generic[.ingredients], !lines.isEmpty {
        lists.ingredients = IngredientGrouping.groups(lines)
      }
      if let steps = generic[.instructions], !steps.isEmpty {
        lists.instructions = [InstructionSection(steps: steps)]
      }
    }
    return lists
  }

  /// A table row as one entry: its cells' lines joined with spaces,
  /// leaving out cells with neither a letter nor a digit (a `*` mark, an
  /// icon); none for a row of headings only (`Amount Measure Ingredient`).
  private func rowLines(_ row: RecipePageParser.Node) -> [String] {
    var parts: [String] = []
    var hasDataCell = false
    var child = row.firstChild
    while let cell = child {
      child = cell.nextSibling
      guard cell.isElement, cell.name == "td" || cell.name == "th" else { continue }
      if cell.name == "td" { hasDataCell = true }
      parts += ImportText.lines(RecipePageParser.text(of: cell, budget: budget))
        .filter { $0.contains { $0.isLetter || $0.isNumber } }
    }
    guard hasDataCell, parts.contains(where: { $0.contains(where: \.isLetter) }) else { return [] }
    return [parts.joined(separator: " ")]
  }

  /// The kind whose open container lies inside the other's (the one
  /// opened last), nil when none is open.
  private func innermost(_ open: [Kind: RecipePageParser.Node]) -> Kind? {
    guard let ingredients = open[.ingredients] else {
      return open[.instructions] == nil ? nil : .instructions
    }
    guard let instructions = open[.instructions] else { return .ingredients }
    var node = instructions.parent
    while let current = node {
      if current == ingredients { return .instructions }
      node = current.parent
    }
    return .ingredients
  }

  /// Reads one element of a recipe plugin's markup; false when `node` is
  /// none.
  private mutating func readPlugin(
    _ node: RecipePageParser.Node, classes: RecipePageParser.ClassList
  ) -> Bool {
    if classes.contains("wprm-recipe-ingredient-group-name") {
      lists.ingredients.append(IngredientGroup(name: text(node), lines: []))
    } else if node.name == "li", classes.contains("wprm-recipe-ingredient") {
      appendIngredients(ImportText.lines(RecipePageParser.text(of: node, budget: budget)))
    } else if classes.contains("wprm-recipe-instruction-group-name") {
      lists.instructions.append(InstructionSection(name: text(node), steps: []))
    } else if (node.name == "li" && classes.contains("wprm-recipe-instruction"))
      || classes.contains("wprm-recipe-instruction-text")
    {
      appendSteps([text(node)].compactMap { $0 })
    } else if classes.contains("tasty-recipes-ingredients")
      || classes.contains("mv-create-ingredients")
    {
      readPluginList(node, kind: .ingredients)
    } else if classes.contains("tasty-recipes-instructions")
      || classes.contains("mv-create-instructions")
    {
      readPluginList(node, kind: .instructions)
    } else {
      return false
    }
    lists.fromPlugin = true
    return true
  }

  /// A plugin's list container: headings start groups, list items are
  /// lines.
  private mutating func readPluginList(_ container: RecipePageParser.Node, kind: Kind) {
    var cursor = RecipePageParser.TreeCursor(container, budget: budget)
    while let event = cursor.next() {
      guard case .enter(let node) = event, node.isElement else { continue }
      if case .heading = node.kind {
        if kind == .ingredients {
          lists.ingredients.append(IngredientGroup(name: text(node), lines: []))
        } else {
          lists.instructions.append(InstructionSection(name: text(node), steps: []))
        }
        cursor.skipChildren()
      } else if node.name == "li" {
        let lines = ImportText.lines(RecipePageParser.text(of: node, budget: budget))
        if kind == .ingredients {
          appendIngredients(lines)
        } else {
          appendSteps([lines.joined(separator: " ")])
        }
        cursor.skipChildren()
      }
    }
  }

  private func text(_ node: RecipePageParser.Node) -> String? {
    let text = ImportText.collapsed(Substring(RecipePageParser.text(of: node, budget: budget)))
    return text.isEmpty ? nil : text
  }

  private mutating func appendIngredients(_ lines: [String]) {
    if lists.ingredients.isEmpty { lists.ingredients.append(IngredientGroup(lines: [])) }
    lists.ingredients[lists.ingredients.count - 1].lines += lines.filter { !$0.isEmpty }
  }

  private mutating func appendSteps(_ steps: [String]) {
    if lists.instructions.isEmpty { lists.instructions.append(InstructionSection(steps: [])) }
    lists.instructions[lists.instructions.count - 1].steps += steps.filter { !$0.isEmpty }
  }
}
