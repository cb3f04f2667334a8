import RecipeKit

/// A recipe as plain text, shared by `--print` and `y`: laid out at a
/// width, each line through `Sanitized.printable` (no control byte of the
/// data reaches a terminal or a clipboard), trailing spaces dropped.
enum RecipeClipboardText {
  static func lines(_ recipe: Recipe, labels: Labels, width: Int) -> [String] {
    RecipeTextLayout(labels: labels).lines(for: recipe, width: width).map {
      Sanitized.printable($0.text).droppingTrailingSpaces()
    }
  }
}
