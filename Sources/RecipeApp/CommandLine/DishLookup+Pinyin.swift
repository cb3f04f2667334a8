import RecipeKit

extension DishLookup {
  /// The dish `text` names: its id, its whole name in characters, or its
  /// whole name in full toneless pinyin (`huiguorou`); an id wins, then a
  /// name, then pinyin. A Cooklang menu is named by its path too.
  static func findAnyway(_ text: String, in source: any RecipeSource) -> Answer {
    let answer = find(text, in: source)
    guard case .unknown = answer, PinyinName.isPinyinQuery(text) else { return answer }
    var seen: Set<String> = []
    let spelled = source.allDishes().filter { entry in
      PinyinSpelling.spells(text, name: entry.dish.name) && seen.insert(entry.dish.idstr).inserted
    }
    switch spelled.count {
    case 0: return .unknown
    case 1: return .found(cuisine: spelled[0].cuisine, dish: spelled[0].dish)
    default: return .ambiguous(spelled)
    }
  }

  /// The message for a word that names no dish: it suggests `--search`
  /// (which also takes initials and parts of names).
  static func unknownMessage(_ text: String) -> String {
    let shown = Sanitized.oneLine(text)
    // Letters (pinyin initials, a part of a name): say where they work.
    guard PinyinName.isPinyinQuery(text) else { return "unknown dish '\(shown)'" }
    return "unknown dish '\(shown)' (an id, a whole name or its full pinyin;"
      + " recipes --search '\(shown)' finds parts and initials)"
  }
}
