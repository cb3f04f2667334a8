import FoundationEssentials
import RecipeKit

/// One way for `--print`, `--timers` and `--shopping-list` to find the dish
/// a word names (issue 30, item 20): an id, a whole name in characters, or
/// the whole name in full toneless pinyin.
extension RecipesCommand {
  /// The dish `text` names, or the exit status after saying why on stderr:
  /// 1 for no dish (with a hint at `--search`), 2 when several dishes
  /// share the name (each listed with its id).
  func lookUpDish(_ text: String, in source: any RecipeSource) -> Result<Dish, LookupFailure> {
    switch DishLookup.findAnyway(text, in: source) {
    case .found(_, let dish): return .success(dish)
    case .ambiguous(let candidates):
      errorOutput(
        "recipes: '\(Sanitized.oneLine(text))' names \(candidates.count) dishes;"
          + " pass one of these ids:")
      for line in Self.listLines(candidates) { errorOutput(line) }
      return .failure(LookupFailure(status: 2))
    case .unknown:
      errorOutput("recipes: " + DishLookup.unknownMessage(text))
      return .failure(LookupFailure(status: 1))
    }
  }

  /// The source the options name and the dish `text` names in it, or the
  /// exit status after saying why on stderr (2: no source, or several
  /// dishes; 1: no dish): `--print` and `--timers` start with it.
  /// A `.cook` file's path (`--print Sauces/Hollandaise.cook`) names its
  /// recipe in the collection it belongs to, opened as `recipes FILE.cook`
  /// opens it (issue 26 §2, `--print NAME|PATH|ID`), whatever `--data`
  /// says.
  func openDish(_ text: String, options: Options) -> Result<(any RecipeSource, Dish), LookupFailure> {
    let file = PositionalTarget(text)
    if let id = file.dishID {
      do {
        let source = try RecipeSources.open(folder: URL(fileURLWithPath: file.folder))
        return lookUpDish(id, in: source).map { (source, $0) }
      } catch {
        let message =
          "cannot open data folder \(Sanitized.path(file.folder)): \(Sanitized.printable(error.reason))"
        return .failure(LookupFailure(status: fail(message, status: 2)))
      }
    }
    switch openSource(options) {
    case .success(let source): return lookUpDish(text, in: source).map { (source, $0) }
    case .failure(let failure): return .failure(LookupFailure(status: fail(failure.message, status: 2)))
    }
  }

  /// A word that names no dish, or several: the exit status, the message
  /// already written.
  struct LookupFailure: Error {
    let status: Int32
  }
}
