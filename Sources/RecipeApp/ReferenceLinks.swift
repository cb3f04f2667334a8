import RecipeKit
import SplitLayout
import TermUI

/// The references to other recipes that a recipe's page shows as links
/// (`→ Hollandaise 150 g`), and which of them are on screen.
enum ReferenceLinks {
  /// A reference and the page's line that shows it.
  struct Link {
    var ingredient: Ingredient
    var line: Int
  }

  /// `enter` opens the reference on screen (a choice when several are).
  static let openBinding = KeyBinding(
    .openReference, [.enter],
    BindingLabel("in a recipe: open the recipe it refers to (→)", "菜谱中：打开引用的菜谱（→）"))

  /// The referencing ingredients of `recipe`, each once, in page order.
  static func references(of recipe: Recipe) -> [Ingredient] {
    var seen = Set<String>()
    var result: [Ingredient] = []
    for case .ingredients(_, let items) in recipe.blocks {
      for item in items {
        guard let target = item.reference, seen.insert(target + "\u{0}" + item.name).inserted
        else { continue }
        result.append(item)
      }
    }
    return result
  }

  /// The links of `recipe` among `lines` (the page's laid-out lines)
  /// from `first` to `last` (inclusive), in line order.
  static func links(
    of recipe: Recipe, in lines: [StyledLine], from first: Int, through last: Int
  ) -> [Link] {
    let references = references(of: recipe)
    let low = max(0, first)
    let high = min(last, lines.count - 1)
    guard !references.isEmpty, low <= high else { return [] }
    var result: [Link] = []
    var found = Set<Int>()
    for index in low...high {
      let text = lines[index].text
      for (number, reference) in references.enumerated() where !found.contains(number) {
        if text.contains("→ " + reference.name) {
          result.append(Link(ingredient: reference, line: index))
          found.insert(number)
        }
      }
    }
    return result
  }

  /// The links on screen in `textView`, which shows `recipe`.
  static func visible(in textView: TextView, recipe: Recipe) -> [Link] {
    let lines = textView.lines
    guard !lines.isEmpty else { return [] }
    let last = min(lines.count - 1, textView.topLine + max(0, textView.frame.height - 1))
    return links(of: recipe, in: lines, from: textView.topLine, through: last)
  }

  /// The link at screen row `y` of `textView`, if one is there.
  static func link(atRow y: Int, in textView: TextView, recipe: Recipe) -> Link? {
    let line = textView.topLine + (y - textView.frame.minY)
    guard y >= textView.frame.minY, y < textView.frame.maxY else { return nil }
    return links(of: recipe, in: textView.lines, from: line, through: line).first
  }
}
