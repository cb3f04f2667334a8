/// Words of a step's text that hold an ingredient's name without naming
/// that ingredient, as a cook reads them: 盐分 (salt content) is no 盐,
/// 水分 (moisture) no 水, 洋葱 (onion) no 葱 (issue 30, item 6).
///
/// `IngredientMatcher` skips a match of a name that lies inside one of
/// these words, unless a longer ingredient name claimed the place first
/// (a recipe that lists 洋葱 still finds 洋葱).
enum IngredientWordSense {
  /// The words, each naming something else than the ingredient inside it.
  static let otherWords: [[Character]] = [
    "盐分", "糖分", "水分", "油分", "含盐量", "含糖量",
    "洋葱", "洋葱头",
    "蒜苗", "蒜薹", "蒜苔",
    "蛋白质", "姜黄",
    "油烟", "抽油烟机",
  ].map { Array($0) }

  /// True when `name`, found in `text` at `start`, lies inside one of the
  /// other words there.
  static func isInsideOtherWord(_ name: ArraySlice<Character>, in text: [Character], at start: Int)
    -> Bool
  {
    for word in otherWords where word.count > name.count {
      var offset = 0
      while offset + name.count <= word.count {
        if word[offset..<(offset + name.count)].elementsEqual(name) {
          let wordStart = start - offset
          if wordStart >= 0, wordStart + word.count <= text.count,
            text[wordStart..<(wordStart + word.count)].elementsEqual(word)
          {
            return true
          }
        }
        offset += 1
      }
    }
    return false
  }
}
