/// Reads a Cooklang text (cooklang/spec at 6c47886, its README and
/// `conventions.md`) into a `CooklangRecipe` and the problems found.
///
/// A pure function of the text: nothing is read from disk. What does not
/// parse is text, as the spec says; only front matter that is neither YAML
/// nor `key: value` lines is an error. Where the spec's canonical tests and
/// the official parser (cooklang-rs) disagree, the tests win (DECISIONS.md,
/// "Cooklang reader").
public struct CooklangParser {
  let scalars: [Unicode.Scalar]
  /// The offset of each line's first scalar.
  let lineStarts: [Int]
  var tokens: [CooklangToken] = []
  var problems: [CooklangProblem] = []
  var metadata = CooklangMetadata()
  var steps: [CooklangStep] = []
  var sections: [CooklangSection] = []
  var notes: [CooklangNote] = []
  /// A section begun by an `=` line (or the start) that has no block yet:
  /// an unnamed one is only kept once something is in it.
  var pendingSection: (name: String?, line: Int)? = (nil, 1)
  /// Front matter was read: `>>` lines are then text.
  var hasFrontMatter = false

  private init(_ text: String) {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.utf8.count)
    var previousWasReturn = false
    for scalar in text.unicodeScalars {
      if previousWasReturn && scalar != "\n" { scalars.append("\r") }
      previousWasReturn = scalar == "\r"
      if !previousWasReturn { scalars.append(scalar) }
    }
    if previousWasReturn { scalars.append("\r") }
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    var starts = [0]
    for (offset, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(offset + 1) }
    self.scalars = scalars
    self.lineStarts = starts
  }

  /// The recipe of `text` and its problems, in the order of the text.
  public static func parse(_ text: String) -> CooklangParseResult {
    var parser = CooklangParser(text)
    let bodyStart = parser.readFrontMatter()
    parser.readBody(from: bodyStart)
    parser.problems.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    let recipe = CooklangRecipe(
      metadata: parser.metadata, steps: parser.steps, sections: parser.sections,
      notes: parser.notes)
    return CooklangParseResult(recipe: recipe, problems: parser.problems)
  }

  /// The metadata of `text` when it opens with front matter: then it is
  /// the whole of the recipe's metadata (`>>` lines after front matter are
  /// text), exactly `parse(text).recipe.metadata`, read without the body.
  /// Nil when there is no front matter (the metadata may be `>>` lines
  /// anywhere: parse the whole text).
  public static func frontMatterMetadata(_ text: String) -> CooklangMetadata? {
    var parser = CooklangParser(text)
    _ = parser.readFrontMatter()
    return parser.hasFrontMatter ? parser.metadata : nil
  }

  /// The line and column (from 1) of scalar `offset`.
  func location(_ offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  mutating func report(_ severity: CooklangProblem.Severity, at offset: Int, _ message: String) {
    let place = location(offset)
    problems.append(CooklangProblem(severity, line: place.line, column: place.column, message))
  }

  /// The section a new block goes into, made now if it was pending.
  mutating func currentSection(line: Int) -> Int {
    if let pending = pendingSection {
      sections.append(
        CooklangSection(name: pending.name, line: pending.name == nil ? line : pending.line))
      pendingSection = nil
    }
    return sections.count - 1
  }
}
