/// Finds which of a recipe's ingredients a step names, for cook mode's list
/// under the current step.
///
/// Built once per recipe from its ingredient list. Each ingredient is
/// looked for under the names its text gives: `葱花（切碎）` as `葱花`,
/// `香菜或葱花` as `香菜` and `葱花`, `葱、姜末` as `葱` and `姜末`,
/// `老抽1/2大匙` as `老抽` (notes in brackets, alternatives and amounts
/// dropped). The longest names are matched first and each character of the
/// step is claimed once, so `葱花` wins over `葱` where the step says 葱花,
/// while a `葱段` elsewhere still names 葱. Names are read with word sense:
/// `葱姜` is looked for as 葱 and 姜 too, and a name inside another word of
/// the step (盐 in 盐分, 葱 in 洋葱, ice in juice) is no mention
/// (`IngredientWordSense`).
public struct IngredientMatcher: Sendable {
  /// The names looked for, longest first, each with the index of its
  /// ingredient in `ingredients`.
  let names: [(name: [Character], ingredient: Int)]
  /// The recipe's ingredients, without repeated names.
  public let ingredients: [Ingredient]

  /// A matcher for `ingredients` (in the recipe's order; a name that comes
  /// twice is kept once, the first time).
  public init(ingredients: [Ingredient]) {
    var unique: [Ingredient] = []
    var seen: Set<String> = []
    for ingredient in ingredients where seen.insert(ingredient.name).inserted {
      unique.append(ingredient)
    }
    var names: [(name: [Character], ingredient: Int)] = []
    for (index, ingredient) in unique.enumerated() {
      for name in Self.searchNames(of: ingredient.name) {
        names.append((Array(name), index))
      }
    }
    // Longest first; among equals, the recipe's order.
    self.names = names.enumerated().sorted { lhs, rhs in
      (-lhs.element.name.count, lhs.offset) < (-rhs.element.name.count, rhs.offset)
    }.map(\.element)
    self.ingredients = unique
  }

  /// A matcher for every ingredient of `recipe`, all groups in page order.
  public init(recipe: Recipe) {
    var all: [Ingredient] = []
    for case .ingredients(_, let items) in recipe.blocks { all += items }
    self.init(ingredients: all)
  }

  /// The ingredients `step` names, in the order of their first mention.
  public func ingredients(namedIn step: String) -> [Ingredient] {
    let text = Array(step)
    var claimed = [Bool](repeating: false, count: text.count)
    var firstMention: [Int: Int] = [:]
    for (name, ingredient) in names where name.count <= text.count {
      var start = 0
      while start + name.count <= text.count {
        let end = start + name.count
        if text[start] == name[0], text[start..<end].elementsEqual(name),
          !claimed[start..<end].contains(true),
          !IngredientWordSense.isInsideOtherWord(name[...], in: text, at: start),
          !IngredientWordSense.isInsideLatinWord(name[...], in: text, at: start)
        {
          for position in start..<end { claimed[position] = true }
          firstMention[ingredient] = min(firstMention[ingredient] ?? start, start)
          start = end
        } else {
          start += 1
        }
      }
    }
    return firstMention.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map {
      ingredients[$0.key]
    }
  }

  /// The names an ingredient's text is looked for under: brackets and what
  /// they hold removed (an unclosed one to the end), split at `、，,/：:`,
  /// `或`, `或者` and spaces, each cut at its first digit; empty ones
  /// dropped.
  static func searchNames(of text: String) -> [String] {
    var plain = ""
    var depth = 0
    for character in text {
      switch character {
      case "(", "（", "{", "【", "[", "<", "《": depth += 1
      case ")", "）", "}", "】", "]", ">", "》": depth = max(0, depth - 1)
      default: if depth == 0 { plain.append(character) }
      }
    }
    let separators: Set<Character> = ["、", "，", ",", "/", "／", "：", ":", " ", "　", "或", "及", "和"]
    let pieces = plain.replacing("或者", with: "或").split { separators.contains($0) }
    var names: [String] = []
    for piece in pieces {
      let name = String(piece.prefix { ChineseNumber.digit($0) == nil && $0 != "." })
        .trimmingCharacters()
      if !name.isEmpty && !names.contains(name) { names.append(name) }
      // A compound of known names is each of them too: 葱姜 is 葱 and 姜.
      for part in IngredientNames.compoundParts(of: name) ?? [] where !names.contains(part) {
        names.append(part)
      }
    }
    return names
  }
}

extension String {
  /// The text without spaces or punctuation at either end.
  fileprivate func trimmingCharacters() -> String {
    func isEdge(_ character: Character) -> Bool {
      character.isWhitespace || character.isPunctuation
    }
    guard let first = firstIndex(where: { !isEdge($0) }),
      let last = lastIndex(where: { !isEdge($0) })
    else { return "" }
    return String(self[first...last])
  }
}
