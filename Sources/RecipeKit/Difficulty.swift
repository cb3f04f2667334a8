/// How hard a dish is, from the plist's `diff` text; a sort key.
///
/// The iPad bundle uses three values, named after kitchen jobs:
/// 切墩(初级) "cutting board" (beginner), 配菜(中级) "side dishes"
/// (intermediate) and 掌勺(高级) "at the wok" (advanced).
public enum Difficulty: Int, Comparable, CaseIterable, Sendable {
  case beginner
  case intermediate
  case advanced

  /// Reads `切墩(初级)`, `配菜(中级)` or `掌勺(高级)`, or either half alone
  /// (`初级`, `切墩`, `(初级)`); nil for anything else, including blank text.
  ///
  /// White space (also U+3000) is ignored, and full-width parentheses
  /// `（）` count as `()`: `掌勺 （高级）` is `.advanced`.
  public init?(text: String) {
    let letters = text.filter { character in
      !character.isWhitespace && !"()（）".contains(character)
    }
    switch letters {
    case "切墩初级", "切墩", "初级": self = .beginner
    case "配菜中级", "配菜", "中级": self = .intermediate
    case "掌勺高级", "掌勺", "高级": self = .advanced
    default: return nil
    }
  }

  /// Easier first: beginner < intermediate < advanced.
  public static func < (lhs: Difficulty, rhs: Difficulty) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Dish {
  /// The dish's difficulty as a sort key; nil when `diff` is missing (a
  /// source need not give one) or not one of the known values.
  public var difficulty: Difficulty? { diff.flatMap(Difficulty.init(text:)) }
}
