extension SchemaRecipeReader {
  /// The steps of `recipeInstructions` in sections.
  ///
  /// - one string: its lines (`<br>`, block edges and line breaks), one
  ///   step each;
  /// - a list of strings: one step each (line breaks inside one are
  ///   kept as spaces: pages break sentences there);
  /// - `HowToStep` (or any object with a `text`): its `text`; a `name` that
  ///   that only repeats the text (or its start) or numbers the step
  ///   (`Step 1`) is left out, one that says more comes first as a step of
  ///   its own; a step with no `text` but a list of
  ///   `itemListElement`s (`HowToDirection`, `HowToTip`) reads those;
  /// - `HowToSection`: a section named after its `name`, its steps from
  ///   `itemListElement` (or `item`, `steps`); a section inside a section
  ///   starts a new section after it;
  /// - `ListItem`s and `ItemList`s: their `item` / `itemListElement`.
  static func instructionSections(_ value: JSONValue) -> [InstructionSection] {
    var collector = StepCollector()
    if case .string(let text) = value {
      collector.add(ImportText.lines(text))
    } else {
      collector.read(value, depth: 0)
    }
    return collector.sections.withoutEmpty.withStepTitlesDropped
  }

  /// Gathers steps into sections while walking the instructions' JSON.
  private struct StepCollector {
    private(set) var sections: [InstructionSection] = []

    /// Adds steps to the current section (an unnamed one when none is
    /// open).
    mutating func add(_ steps: [String]) {
      let steps = steps.filter { !$0.isEmpty }
      guard !steps.isEmpty else { return }
      if sections.isEmpty { sections.append(InstructionSection(steps: [])) }
      sections[sections.count - 1].steps += steps
    }

    mutating func startSection(_ name: String?) {
      sections.append(InstructionSection(name: name, steps: []))
    }

    mutating func read(_ value: JSONValue, depth: Int) {
      guard depth < TolerantJSON.maxDepth else { return }
      switch value {
      case .string(let text):
        add([ImportText.clean(text)])
      case .number:
        return
      case .array(let values):
        for (index, item) in values.enumerated() {
          if case .object = item {
            readObject(item, depth: depth + 1, position: index + 1)
          } else {
            read(item, depth: depth + 1)
          }
        }
      case .object:
        readObject(value, depth: depth, position: nil)
      default:
        return
      }
    }

    /// `position`: the object's place (from 1) in the list holding it.
    private mutating func readObject(_ value: JSONValue, depth: Int, position: Int?) {
      let types = (value["@type"]?.list ?? []).compactMap(\.text)
      let children =
        value["itemListElement"] ?? value["ItemListElement"] ?? value["item"] ?? value["steps"]
      if types.contains("HowToSection") {
        let name = SchemaRecipeReader.firstText(value["name"])
        startSection(name.flatMap { Self.saysNothing($0) ? nil : $0 })
        if let children { read(children, depth: depth + 1) }
        // Steps after the section (in the parent's list) are outside it.
        startSection(nil)
        return
      }
      if let text = value["text"]?.text ?? value["description"]?.text {
        let text = Self.withoutOwnNumber(ImportText.clean(text), position: position)
        if let name = value["name"]?.text {
          let name = ImportText.clean(name)
          if !name.isEmpty, !repeats(name, text), !isNumberedLabel(name) { add([name]) }
        }
        add([text])
        return
      }
      if let children {
        read(children, depth: depth + 1)
        return
      }
      if let name = value["name"]?.text { add([ImportText.clean(name)]) }
    }

    /// A step's text without the number it opens with when that number is
    /// its place in the list (`2. Add the flour` as the second step): the
    /// list numbers its steps already.
    static func withoutOwnNumber(_ text: String, position: Int?) -> String {
      guard let position else { return text }
      for mark in [". ", ") "] where text.hasPrefix(String(position) + mark) {
        let rest = text.dropFirst(String(position).count + mark.count)
        if let first = rest.first, first.isLetter { return String(rest) }
      }
      return text
    }

    /// Section names that only say "the method" (`Instructions`,
    /// `Oppskrift`): the steps are read as unnamed.
    private static let methodWords: Set<String> = [
      "instructions", "directions", "method", "steps", "preparation", "recipe", "oppskrift",
      "recept", "rezept", "zubereitung", "recette", "préparation", "receta", "preparación",
      "bereiding", "fremgangsmåde", "gör så här",
    ]

    private static func saysNothing(_ name: String) -> Bool {
      var text = Substring(name.lowercased())
      while let last = text.last, last == ":" || last == " " { text.removeLast() }
      return methodWords.contains(String(text))
    }

    /// True when `name` says nothing `text` does not: equal, or its start
    /// (a name cut short, with or without `…` or a final `.`).
    private func repeats(_ name: String, _ text: String) -> Bool {
      var trimmed = Substring(name)
      while let last = trimmed.last, last == "." || last == "…" || last == " " || last == ":" {
        trimmed.removeLast()
      }
      return text.lowercased().hasPrefix(trimmed.lowercased())
    }

    /// `Step 1`, `Paso 2.`, `3`, `tart step 4`: a label that only numbers
    /// the step.
    private func isNumberedLabel(_ name: String) -> Bool {
      let words = name.lowercased().split(separator: " ")
      guard let last = words.last,
        last.allSatisfy({ $0.isNumber || $0 == "." || $0 == ":" }), last.contains(where: \.isNumber)
      else { return false }
      let stepWords: Set<Substring> = [
        "step", "étape", "etape", "paso", "schritt", "stap", "passo", "steg",
      ]
      return words.count == 1 || (words.count >= 2 && stepWords.contains(words[words.count - 2]))
        || words.count == 2
    }
  }
}

extension Array where Element == InstructionSection {
  /// Without sections that have neither a name nor steps.
  var withoutEmpty: [InstructionSection] {
    filter { $0.name != nil || !$0.steps.isEmpty }
  }

  /// Without the names when the named sections (three or more) hold one
  /// step each, or all but one do: such names title single steps
  /// (`Egg prep`, `6/8 mois : écrasée`) rather than group them, and the
  /// steps are read as one list.
  var withStepTitlesDropped: [InstructionSection] {
    let named = filter { $0.name != nil }
    let single = named.filter { $0.steps.count == 1 }.count
    guard named.count >= 3, single >= named.count - 1 else { return self }
    return [InstructionSection(steps: flatMap(\.steps))]
  }
}
