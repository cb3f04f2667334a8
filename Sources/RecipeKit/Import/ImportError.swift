/// Why a source gave no recipe; `description` is the short reason printed
/// after `failed` (`failed (too large)`).
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The input, a zip entry or an archive's entry count is over its limit.
  case tooLarge
  /// JSON nested deeper than `TolerantJSON.maxDepth`.
  case nestedTooDeep
  /// Read, but nothing in it is a recipe.
  case noRecipe
  /// Not readable as its kind (broken JSON, a Markdown file that is not
  /// RecipeMD, a broken archive); the reason is ours, never the input's text.
  case unreadable(String)

  public var description: String {
    switch self {
    case .tooLarge: return "too large"
    case .nestedTooDeep: return "nested too deep"
    case .noRecipe: return "no recipe found"
    case .unreadable(let why): return why
    }
  }
}
