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

  /// True when `name`, found in `text` at `start`, is part of a longer
  /// word of letters (ASCII or Latin): `ice` in `Juice`, `oil` in `boil`.
  /// A plural's `s` or `es` after it is no other word (`lemons` names
  /// `lemon`). Chinese, written without spaces, never is (see
  /// `isInsideOtherWord`).
  static func isInsideLatinWord(
    _ name: ArraySlice<Character>, in text: [Character], at start: Int
  ) -> Bool {
    func isLetter(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.value < 0x2E80 }
    }
    if let first = name.first, isLetter(first), start > 0, isLetter(text[start - 1]) {
      return true
    }
    guard let last = name.last, isLetter(last) else { return false }
    var end = start + name.count
    var rest = ""
    while end < text.count, isLetter(text[end]) {
      rest.append(text[end])
      end += 1
    }
    return !(rest.isEmpty || rest == "s" || rest == "es")
  }

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
