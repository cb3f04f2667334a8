import RecipeKit

/// `--parse FILE|-`: a Cooklang text as JSON on standard output, its
/// problems on standard error as `--check-data` lines.
extension RecipesCommand {
  /// 0 for any readable text (what does not parse is text); 2 when the
  /// input cannot be read (missing, a folder, not UTF-8, over 10 MB).
  func parseCooklang(path: String) -> Int32 {
    let shownPath = path == "-" ? "<stdin>" : Sanitized.printable(path)
    let text: String
    switch CooklangInput.read(path) {
    case .success(let read): text = read
    case .failure(let failure):
      return fail("cannot read \(shownPath): \(failure.reason)", status: 2)
    }
    let result = CooklangParser.parse(text)
    output(CooklangJSON.text(result.recipe))
    for problem in result.problems {
      errorOutput(Sanitized.printable(problem.text(path: shownPath)))
    }
    return 0
  }
}
