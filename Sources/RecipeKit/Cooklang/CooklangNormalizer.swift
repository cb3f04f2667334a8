import FoundationEssentials

/// Writes a parsed Cooklang recipe back as normalised Cooklang text
/// (`recipes --print --format cooklang` of a Cooklang recipe, issue 26 §2):
/// the metadata as YAML front matter (every value double-quoted, lists and
/// mappings in flow style), then each section (`= Name`; `==` for a later
/// section without one) with its steps and `>` notes in their order, one
/// paragraph each. Ingredients, cookware and timers stay inline where the
/// step has them, each with braces (`@salt{=1%tsp}(fine)`,
/// `@./Sauces/Hollandaise{150%g}`, `#pan{}`, `~eggs{3%minutes}`); a line
/// break inside a step is written as `\`. Comments are gone (the parse has
/// none). Parsing the text again gives the same recipe (`CooklangNormalizerTests`).
public enum CooklangNormalizer {
  /// The recipe's text, ending in a line break. `scale` multiplies every
  /// numeric ingredient quantity that is not fixed, and a numeric
  /// `servings`.
  public static func text(_ recipe: CooklangRecipe, scale: Double = 1) -> String {
    var paragraphs: [String] = []
    if !recipe.metadata.isEmpty {
      var lines = ["---"]
      for (key, value) in recipe.metadata.entries {
        var value = value
        if scale != 1, CooklangMetadataKey.servings.names.contains(key.lowercased()),
          let text = value.text, let number = Double(text)
        {
          value = .text(format(number * scale))
        }
        lines.append(CooklangSafeText.yamlQuoted(key) + ": " + yaml(value))
      }
      lines.append("---")
      paragraphs.append(lines.joined(separator: "\n"))
    }
    var notes = recipe.notes[...]
    for (index, section) in recipe.sections.enumerated() {
      if let name = section.name {
        paragraphs.append("= " + name)
      } else if index > 0 {
        paragraphs.append("==")
      }
      for step in section.steps {
        while let note = notes.first, note.section == index, note.stepsBefore <= step {
          paragraphs.append(noteText(note.text))
          notes.removeFirst()
        }
        guard recipe.steps.indices.contains(step) else { continue }
        paragraphs.append(stepText(recipe.steps[step], scale: scale))
      }
      while let note = notes.first, note.section == index {
        paragraphs.append(noteText(note.text))
        notes.removeFirst()
      }
    }
    for note in notes { paragraphs.append(noteText(note.text)) }
    return paragraphs.joined(separator: "\n\n") + "\n"
  }

  /// One step on its lines: text as it was, components with braces.
  static func stepText(_ step: CooklangStep, scale: Double) -> String {
    var text = ""
    for item in step.items {
      switch item {
      case .text(let run):
        text += run.replacing("\n", with: "\\\n")
      case .ingredient(let ingredient):
        text += "@" + (ingredient.reference ?? ingredient.name) + "{"
        if ingredient.fixed { text += "=" }
        text += quantity(ingredient.quantity, scale: ingredient.fixed ? 1 : scale)
        if let unit = ingredient.unit, !unit.isEmpty { text += "%" + unit }
        text += "}"
        if let preparation = ingredient.preparation { text += "(" + preparation + ")" }
      case .cookware(let cookware):
        text += "#" + cookware.name + "{" + quantity(cookware.quantity, scale: 1) + "}"
        if let note = cookware.note { text += "(" + note + ")" }
      case .timer(let timer):
        text += "~" + (timer.name ?? "") + "{" + quantity(timer.quantity, scale: 1)
        if let unit = timer.unit, !unit.isEmpty { text += "%" + unit }
        text += "}"
      }
    }
    return text
  }

  /// A quantity as written, or its numbers times `scale`.
  static func quantity(_ quantity: CooklangQuantity?, scale: Double) -> String {
    guard let quantity else { return "" }
    guard scale != 1 else { return quantity.text }
    switch quantity.value {
    case .number(let number): return format(number * scale)
    case .range(let low, let high): return format(low * scale) + "-" + format(high * scale)
    case .text: return quantity.text
    }
  }

  /// A number without a needless fraction (`2`, `0.5`, `0.333`).
  static func format(_ number: Double) -> String {
    let rounded = (number * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func noteText(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "> " + $0 }.joined(separator: "\n")
  }

  /// A metadata value in YAML's flow style, every scalar double-quoted.
  static func yaml(_ value: CooklangValue) -> String {
    switch value {
    case .text(let text): return CooklangSafeText.yamlQuoted(text)
    case .list(let items): return "[" + items.map(yaml).joined(separator: ", ") + "]"
    case .mapping(let entries):
      let pairs = entries.map { CooklangSafeText.yamlQuoted($0.key) + ": " + yaml($0.value) }
      return "{" + pairs.joined(separator: ", ") + "}"
    }
  }
}
