import FoundationEssentials
import RecipeKit

/// `--parse-ingredient LINE|-`: an ingredient line read as the importer
/// reads it (`IngredientLineParser`), printed as JSON.
extension RecipesCommand {
  /// Lines longer than this are cut before reading (a line of a recipe is
  /// never near it; a megabyte of one line is an attack, not a recipe).
  static let longestIngredientLine = 4_000

  /// Prints one JSON object for `line`, or for each line of standard input
  /// when `line` is `-`. Exit 0; 2 when the JSON cannot be written.
  func parseIngredient(_ line: String) -> Int32 {
    if line != "-" { return printParsed(line) }
    while let next = inputLine() {
      let status = printParsed(next)
      if status != 0 { return status }
    }
    return 0
  }

  private func printParsed(_ line: String) -> Int32 {
    var parsed = IngredientLineParser.parse(String(line.prefix(Self.longestIngredientLine)))
    // Nothing from the input reaches the terminal unsanitised, even inside
    // JSON strings (JSON would escape C0 controls, not C1 or bidi ones).
    parsed.name = Sanitized.printable(parsed.name)
    parsed.unit = parsed.unit.map(Sanitized.printable)
    parsed.preparation = Sanitized.printable(parsed.preparation)
    parsed.note = Sanitized.printable(parsed.note)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(parsed) else {
      return fail("cannot write the ingredient as JSON", status: 2)
    }
    output(String(decoding: data, as: UTF8.self))
    return 0
  }
}
