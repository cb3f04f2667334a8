// The recipe's title-bar buttons (issue 30, item 21).
extension Labels {
  /// The titles of the recipe's buttons, in the UI's language.
  struct RecipeButtonTitles {
    var less: String
    var more: String
    var add: String
    var cook: String
    var favourite: String
    var notFavourite: String
  }

  /// `[−] [+] [Add] [Cook] [★]` (`[☆]` for a dish that is not a
  /// favourite); with `ascii` (and `--a11y`), `-` and `[*Fav]` / `[Fav]`,
  /// a word a screen reader can say.
  func recipeButtons(ascii: Bool) -> RecipeButtonTitles {
    let zh = language == .zh
    return RecipeButtonTitles(
      less: ascii ? "-" : "−", more: "+", add: zh ? "加入清单" : "Add",
      cook: zh ? "烹饪" : "Cook", favourite: ascii ? (zh ? "*收藏" : "*Fav") : "★",
      notFavourite: ascii ? (zh ? "收藏" : "Fav") : "☆")
  }

  /// The title bar's overflow button as a word (`--a11y`): `More` / `更多`.
  var overflowWord: String { language == .zh ? "更多" : "More" }
}
