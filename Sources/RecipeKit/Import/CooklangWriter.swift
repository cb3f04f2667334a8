/// Writes an `ImportedRecipe` as a Cooklang recipe: YAML front matter
/// (`title`, `description`, `tags`, `servings` as written, `time`, `prep
/// time`, `cook time` in minutes, `image`, `author`, `source`), then the
/// ingredient list as leading sections (`= Ingredients`, or each group's
/// own name), one ingredient a step (`CooklangIngredientLine`), then the instructions as plain steps
/// under `= Instructions` or their own section names.
///
/// Every outside text goes through `CooklangSafeText`, so a page's text cannot
/// become Cooklang markup.
public enum CooklangWriter {
  /// The recipe's Cooklang text, ending in a line break.
  public static func text(for recipe: ImportedRecipe) -> String {
    var lines = ["---"]
    lines.append("title: " + CooklangSafeText.yamlQuoted(recipe.title))
    if !recipe.description.isEmpty {
      lines.append("description: " + CooklangSafeText.yamlQuoted(recipe.description))
    }
    if !recipe.tags.isEmpty {
      lines.append(
        "tags: [" + recipe.tags.map(CooklangSafeText.yamlQuoted).joined(separator: ", ") + "]")
    }
    if let yields = recipe.yields { lines.append("servings: " + CooklangSafeText.yamlQuoted(yields)) }
    if let minutes = recipe.totalMinutes { lines.append("time: \(minutes) minutes") }
    if let minutes = recipe.prepMinutes { lines.append("prep time: \(minutes) minutes") }
    if let minutes = recipe.cookMinutes { lines.append("cook time: \(minutes) minutes") }
    if let image = recipe.image { lines.append("image: " + CooklangSafeText.yamlQuoted(image)) }
    if let author = recipe.author { lines.append("author: " + CooklangSafeText.yamlQuoted(author)) }
    if let source = recipe.source { lines.append("source: " + CooklangSafeText.yamlQuoted(source)) }
    lines.append("---")
    for group in recipe.ingredientGroups where !group.lines.isEmpty {
      lines.append("")
      lines.append("= " + CooklangSafeText.sectionName(group.name ?? "Ingredients"))
      for line in group.lines {
        let text = CooklangIngredientLine.render(line)
        guard !text.isEmpty else { continue }
        lines.append("")
        lines.append(text)
      }
    }
    for (index, section) in recipe.instructionSections.enumerated() {
      // Unnamed steps after the ingredients still need a section of their
      // own, else they would read as the last ingredient group's.
      let name =
        section.name ?? (index == 0 && !recipe.ingredientGroups.isEmpty ? "Instructions" : nil)
      if let name {
        lines.append("")
        lines.append("= " + CooklangSafeText.sectionName(name))
      }
      for step in section.steps {
        let text = CooklangSafeText.plain(step)
        guard !text.isEmpty else { continue }
        lines.append("")
        lines.append(text)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
