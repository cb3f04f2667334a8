/// Reads a RecipeMD file (https://recipemd.org, specification 2.4): a
/// Markdown document whose first-level heading is the title, followed by
/// description paragraphs, a paragraph wholly in italics (the tags, comma
/// separated) and one wholly in bold (the yields), a thematic break
/// (`---`), the ingredients as list items (their amounts in italics, groups
/// under headings, nested headings named `Outer / Inner`), and after a
/// second break the instructions (headings there are sections).
///
/// The block structure read is CommonMark's as far as RecipeMD uses it:
/// ATX and setext headings, thematic breaks, `-`/`*`/`+`/`1.` list items
/// with continuation lines, paragraphs. Inline markup is reduced to text.
public enum RecipeMDReader {
  /// Files larger than this (20 MB) are refused as `tooLarge`.
  public static let maxBytes = 20 << 20

  /// The recipe; throws `unreadable("not RecipeMD (...)")` when the file
  /// breaks the format, `tooLarge` past the limit.
  public static func read(_ bytes: [UInt8]) throws(ImportError) -> ImportedRecipe {
    guard bytes.count <= maxBytes else { throw .tooLarge }
    let blocks = MarkdownBlock.parse(String(decoding: bytes, as: UTF8.self))
    var index = blocks.startIndex
    guard index < blocks.endIndex, case .heading(1, let title) = blocks[index], !title.isEmpty
    else {
      throw .unreadable("not RecipeMD (no title heading)")
    }
    var recipe = ImportedRecipe(title: title)
    index += 1
    var description: [String] = []
    var yields: [String] = []
    while index < blocks.endIndex, blocks[index] != .thematicBreak {
      switch blocks[index] {
      case .paragraph(let text):
        if let inner = MarkdownInline.wholly(text, "**") ?? MarkdownInline.wholly(text, "__") {
          yields.append(MarkdownInline.plain(inner))
        } else if let inner = MarkdownInline.wholly(text, "*") ?? MarkdownInline.wholly(text, "_") {
          recipe.tags += inner.split(separator: ",").map(MarkdownInline.plain).filter {
            !$0.isEmpty
          }
        } else {
          description.append(MarkdownInline.plain(Substring(text)))
        }
      case .listItem(let text):
        description.append(MarkdownInline.plain(Substring(text)))
      case .heading:
        throw .unreadable("not RecipeMD (a heading before the ingredients)")
      case .thematicBreak:
        break
      }
      index += 1
    }
    guard index < blocks.endIndex else {
      throw .unreadable("not RecipeMD (no ingredients section)")
    }
    index += 1
    recipe.description = description.joined(separator: "\n\n")
    recipe.yields = yields.isEmpty ? nil : yields.joined(separator: ", ")
    // Headings nest: a group under `## Frosting` / `### Cream` is named
    // `Frosting / Cream`, and `Frosting` alone (empty) is dropped.
    var parents: [(level: Int, name: String)] = []
    while index < blocks.endIndex, blocks[index] != .thematicBreak {
      switch blocks[index] {
      case .heading(let level, let name):
        parents.removeAll { $0.level >= level }
        if let last = recipe.ingredientGroups.last, last.lines.isEmpty,
          last.name == parents.map(\.name).joined(separator: " / ")
        {
          recipe.ingredientGroups.removeLast()
        }
        parents.append((level, name))
        recipe.ingredientGroups.append(
          IngredientGroup(name: parents.map(\.name).joined(separator: " / "), lines: []))
      case .listItem(let text):
        if recipe.ingredientGroups.isEmpty {
          recipe.ingredientGroups.append(IngredientGroup(lines: []))
        }
        let line = MarkdownInline.plain(Substring(text))
        if !line.isEmpty {
          recipe.ingredientGroups[recipe.ingredientGroups.count - 1].lines.append(line)
        }
      case .paragraph:
        throw .unreadable("not RecipeMD (text among the ingredients)")
      case .thematicBreak:
        break
      }
      index += 1
    }
    recipe.ingredientGroups.removeAll { $0.lines.isEmpty && $0.name == nil }
    if index < blocks.endIndex { index += 1 }
    for block in blocks[index...] {
      switch block {
      case .heading(_, let name):
        recipe.instructionSections.append(InstructionSection(name: name, steps: []))
      case .paragraph(let text), .listItem(let text):
        if recipe.instructionSections.isEmpty {
          recipe.instructionSections.append(InstructionSection(steps: []))
        }
        let step = MarkdownInline.plain(Substring(text))
        if !step.isEmpty {
          recipe.instructionSections[recipe.instructionSections.count - 1].steps.append(step)
        }
      case .thematicBreak:
        continue
      }
    }
    return recipe
  }
}
