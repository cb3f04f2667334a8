import FoundationEssentials

/// A Cooklang recipe as the app's `Recipe` blocks: the title, its file's
/// problems (with their lines), the description, the metadata facts, the
/// ingredients by section with their amounts, the cookware, the pictures,
/// then the steps under their section headings with the notes among them.
/// Comments are not shown (the reader leaves them out).
struct CooklangRecipeBlocks {
  let reading: CooklangReading
  let file: CooklangFolderScan.File
  /// Picture files beside the recipe, as paths inside the collection.
  let pictures: [String]

  /// The facts shown, in order, with the metadata key each comes from.
  static let facts: [(RecipeFact, CooklangMetadataKey)] = [
    (.servings, .servings), (.yield, .yield), (.time, .time), (.prepTime, .prepTime),
    (.cookTime, .cookTime), (.difficulty, .difficulty), (.course, .course),
    (.cuisine, .cuisine), (.diet, .diet), (.source, .source), (.author, .author),
  ]

  func recipe() -> Recipe {
    // A file that could not be read has no recipe text: only why.
    if let failure = reading.failure { return Recipe(blocks: [.problem("error: " + failure.message)]) }
    var blocks: [RecipeBlock] = []
    let fileName = String(file.id.split(separator: "/").last ?? Substring(file.id))
    let metadata = reading.result?.recipe.metadata
    var title = CooklangDisplay.text(metadata?.text(.title) ?? "")
    if title.isEmpty { title = CooklangDisplay.text(fileName) }
    blocks.append(.title(title.isEmpty ? "?" : title))
    guard let result = reading.result else { return Recipe(blocks: blocks) }
    for problem in result.problems.prefix(50) {
      blocks.append(
        .problem(
          "\(problem.line):\(problem.column): \(problem.severity.rawValue): "
            + CooklangDisplay.text(problem.message, limit: 200)))
    }
    let recipe = result.recipe
    if let description = metadata?.text(.description).map({ CooklangDisplay.text($0) }),
      !description.isEmpty
    {
      blocks.append(.introduction(description))
    }
    for (fact, key) in Self.facts {
      guard var text = recipe.metadata.text(key).map({ CooklangDisplay.text($0, limit: 300) }),
        !text.isEmpty
      else { continue }
      // `servings: 250%ml` reads as `250 ml`.
      if fact == .yield || fact == .servings { text = String(text.map { $0 == "%" ? " " : $0 }) }
      blocks.append(.fact(fact, text))
    }
    let tags = recipe.metadata.tags.map { CooklangDisplay.text($0, limit: 60) }.filter { !$0.isEmpty }
    if !tags.isEmpty { blocks.append(.fact(.tags, tags.joined(separator: ", "))) }
    for (group, items) in Self.ingredientGroups(of: recipe) {
      blocks.append(.ingredients(group: group, items: items))
    }
    let cookware = Self.cookware(of: recipe)
    if !cookware.isEmpty { blocks.append(.cookware(cookware)) }
    for picture in pictures { blocks.append(.picture(CooklangDisplay.text(picture))) }
    var number = 0
    var noteIndex = 0
    let lists = Self.leadingLists(of: recipe)
    var pieces: [[StepPiece]] = []
    var details: [StepDetail] = []
    for (sectionIndex, section) in recipe.sections.enumerated() {
      // An ingredient list is shown as the list above, not as steps.
      let isList = sectionIndex < lists
      if !isList, let name = section.name.map({ CooklangDisplay.text($0) }), !name.isEmpty {
        blocks.append(.heading(name))
      }
      for stepIndex in section.steps where recipe.steps.indices.contains(stepIndex) {
        while noteIndex < recipe.notes.count, recipe.notes[noteIndex].stepsBefore <= stepIndex {
          blocks.append(.note(CooklangDisplay.text(recipe.notes[noteIndex].text)))
          noteIndex += 1
        }
        if isList { continue }
        number += 1
        let text = Self.stepText(recipe.steps[stepIndex])
        blocks.append(.step(number: number, text: text))
        pieces.append(Self.stepPieces(recipe.steps[stepIndex]))
        details.append(
          StepDetail(
            section: section.name.map { CooklangDisplay.text($0) }.flatMap {
              $0.isEmpty ? nil : $0
            },
            timers: CooklangStepTimers.timers(of: recipe.steps[stepIndex], shownAs: text)))
      }
    }
    while noteIndex < recipe.notes.count {
      blocks.append(.note(CooklangDisplay.text(recipe.notes[noteIndex].text)))
      noteIndex += 1
    }
    return Recipe(blocks: blocks, stepPieces: pieces, stepDetails: details)
  }

  /// How many of the first sections are ingredient lists (what the
  /// importer and the exporter write before the steps: `= 主料`, then one
  /// `@name{amount}` a step): named sections, one after another from the
  /// first, whose every step is one ingredient and nothing else.
  static func leadingLists(of recipe: CooklangRecipe) -> Int {
    var count = 0
    for section in recipe.sections {
      // An empty unnamed section before the first `=` line is no step.
      if count == 0, section.name == nil, section.steps.isEmpty {
        count += 1
        continue
      }
      guard section.name != nil, !section.steps.isEmpty,
        section.steps.allSatisfy({ index in
          recipe.steps.indices.contains(index) && isIngredientLine(recipe.steps[index])
        })
      else { break }
      count += 1
    }
    return count
  }

  /// Whether `step` is one ingredient and nothing else (spaces aside).
  private static func isIngredientLine(_ step: CooklangStep) -> Bool {
    var ingredients = 0
    for item in step.items {
      switch item {
      case .ingredient: ingredients += 1
      case .text(let text) where text.allSatisfy(\.isWhitespace): continue
      default: return false
      }
    }
    return ingredients == 1
  }

  /// A step's text as shown: each component by its name (a timer without
  /// a name by its duration), made safe.
  static func stepText(_ step: CooklangStep) -> String {
    CooklangDisplay.text(step.items.map(rawText).joined(), limit: 20_000)
  }

  /// One item of a step as text, before it is made safe.
  static func rawText(_ item: CooklangItem) -> String {
    switch item {
    case .text(let text): return text
    case .ingredient(let ingredient): return ingredient.name
    case .cookware(let cookware): return cookware.name
    case .timer(let timer):
      if let name = timer.name { return name }
      let quantity = timer.quantity?.text ?? ""
      let unit = timer.unit ?? ""
      // `3分钟`, but `3 minutes`.
      let joined = unit.unicodeScalars.first.map(CooklangDisplay.isWide) == true
      return quantity + (joined || quantity.isEmpty ? "" : " ") + unit
    }
  }

  /// The step as pieces: its text (as `stepText` shows it) cut after each
  /// ingredient's name, with that mention's ingredient and amount, so the
  /// page can show each amount at its mention.
  static func stepPieces(_ step: CooklangStep) -> [StepPiece] {
    var raw = ""
    var mentioned: [Ingredient] = []
    for item in step.items {
      // The text's own private-use mark is not ours.
      let text = String(
        String.UnicodeScalarView(
          rawText(item).unicodeScalars.map { $0 == CooklangDisplay.mark ? "\u{FFFD}" : $0 }))
      raw += text
      if case .ingredient(let ingredient) = item {
        raw.unicodeScalars.append(CooklangDisplay.mark)
        mentioned.append(Self.ingredient(ingredient))
      }
    }
    let shown = CooklangDisplay.text(raw, limit: 20_000, keepingMarks: true)
    // Cut at the marks' scalars (a mark could join the next character's
    // grapheme, so characters are not compared).
    var parts: [String] = [""]
    for scalar in shown.unicodeScalars {
      if scalar == CooklangDisplay.mark {
        parts.append("")
      } else {
        parts[parts.count - 1].unicodeScalars.append(scalar)
      }
    }
    var pieces: [StepPiece] = []
    for (index, part) in parts.enumerated() {
      if !part.isEmpty { pieces.append(.text(part)) }
      if index < parts.count - 1, mentioned.indices.contains(index) {
        pieces.append(.ingredient(mentioned[index]))
      }
    }
    return pieces
  }

  /// The ingredients of each section (`""` for the unnamed one), in the
  /// order first mentioned; one name mentioned again with the same unit
  /// adds up when both amounts are numbers, except in an ingredient list
  /// (`leadingLists`), whose every line is an item as written (a list may
  /// name sugar twice, for the dough and for the filling).
  static func ingredientGroups(of recipe: CooklangRecipe) -> [(String, [Ingredient])] {
    var groups: [(String, [Ingredient])] = []
    var byName: [String: Int] = [:]
    let lists = leadingLists(of: recipe)
    for (sectionIndex, section) in recipe.sections.enumerated() {
      let group = section.name.map { CooklangDisplay.text($0) } ?? ""
      var items: [Ingredient] = []
      byName = [:]
      for stepIndex in section.steps where recipe.steps.indices.contains(stepIndex) {
        for case .ingredient(let ingredient) in recipe.steps[stepIndex].items {
          let item = Self.ingredient(ingredient)
          let key = item.name + "\u{0}" + (ingredient.unit ?? "")
          if sectionIndex >= lists, let index = byName[key], let sum = Self.sum(items[index], item) {
            items[index] = sum
          } else {
            byName[key] = items.count
            items.append(item)
          }
        }
      }
      if !items.isEmpty { groups.append((group, items)) }
    }
    return groups
  }

  /// Two mentions of one ingredient as one, when both are numbers of the
  /// same unit and neither is fixed or a range.
  private static func sum(_ first: Ingredient, _ second: Ingredient) -> Ingredient? {
    guard let a = first.structuredAmount, let b = second.structuredAmount,
      let x = a.number, let y = b.number, x.high == nil, y.high == nil,
      !a.isFixed, !b.isFixed
    else { return nil }
    let unit = a.unit?.written ?? ""
    guard unit == (b.unit?.written ?? "") else { return nil }
    let amount = Amount.structured(AmountNumber(low: x.low + y.low), unit: unit)
    return Ingredient(name: first.name, amount: amount.text, structuredAmount: amount)
  }

  /// The groups and names of `ingredientGroups(of:)`, without the
  /// amounts: one name per mention (where `ingredientGroups` adds two
  /// mentions up, the name is the same, so a reader that takes each name
  /// once per group sees the same).
  static func searchIngredients(of recipe: CooklangRecipe) -> [SearchIngredientGroup] {
    var groups: [SearchIngredientGroup] = []
    for section in recipe.sections {
      var names: [String] = []
      for stepIndex in section.steps where recipe.steps.indices.contains(stepIndex) {
        for case .ingredient(let ingredient) in recipe.steps[stepIndex].items {
          names.append(ingredientName(ingredient))
        }
      }
      if names.isEmpty { continue }
      groups.append(
        SearchIngredientGroup(
          group: section.name.map { CooklangDisplay.text($0) } ?? "", names: names))
    }
    return groups
  }

  /// An ingredient's name as shown (`?` when it has none that shows).
  static func ingredientName(_ ingredient: CooklangIngredient) -> String {
    let name = CooklangDisplay.text(ingredient.name, limit: 200)
    return name.isEmpty ? "?" : name
  }

  /// One mention as an `Ingredient`: its name (with its preparation) and
  /// its amount, structured when it has a number.
  static func ingredient(_ ingredient: CooklangIngredient) -> Ingredient {
    let name = ingredientName(ingredient)
    let amount = Self.amount(ingredient.quantity, unit: ingredient.unit, fixed: ingredient.fixed)
    return Ingredient(
      name: name, amount: amount.text, structuredAmount: amount,
      reference: ingredient.reference.map(CooklangCheck.referencedID))
  }

  /// A quantity and unit as an `Amount`: a number or range structured,
  /// text (`适量`, `a few`) read as the bundle's amounts are.
  static func amount(_ quantity: CooklangQuantity?, unit: String?, fixed: Bool) -> Amount {
    let unitText = CooklangDisplay.text(unit ?? "", limit: 60)
    guard let quantity else { return .structured(nil, unit: unitText, isFixed: fixed) }
    switch quantity.value {
    case .number(let value) where value.isFinite && value >= 0:
      return .structured(AmountNumber(low: value), unit: unitText, isFixed: fixed)
    case .range(let low, let high) where low.isFinite && high.isFinite && low >= 0 && high >= low:
      return .structured(AmountNumber(low: low, high: high), unit: unitText, isFixed: fixed)
    default:
      let text = CooklangDisplay.text(quantity.text, limit: 60)
      var amount = AmountReader.read(unitText.isEmpty ? text : text + " " + unitText)
      amount.isFixed = fixed && amount.kind != .empty
      return amount
    }
  }

  /// The cookware, each named once, with its count or note.
  static func cookware(of recipe: CooklangRecipe) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for item in recipe.cookware {
      let name = CooklangDisplay.text(item.name, limit: 200)
      guard !name.isEmpty, seen.insert(name).inserted else { continue }
      var shown = name
      if let quantity = item.quantity { shown += " × " + CooklangDisplay.text(quantity.text, limit: 40) }
      if let note = item.note { shown += " (" + CooklangDisplay.text(note, limit: 200) + ")" }
      result.append(shown)
    }
    return result
  }

  /// The ingredient lines of `recipe`, as the ingredient index and the
  /// shopping list read them.
  static func ingredientLines(of recipe: CooklangRecipe) -> [IngredientLine] {
    ingredientGroups(of: recipe).flatMap { group, items in
      items.map { IngredientLine(group: group, name: $0.name, amount: $0.readAmount) }
    }
  }
}
