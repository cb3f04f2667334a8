/// A recipe page read into blocks, in document order.
///
/// Produced by `RecipePageParser`; the app lays the blocks out as text. A
/// value, cheap to compare in tests.
public struct Recipe: Hashable, Sendable {
  /// The page's content, in the order the page shows it.
  public var blocks: [RecipeBlock]
  /// Why the page was not read in full (too deeply nested, too large), nil
  /// when it was: the app shows it as a `.problem` line, `--print` writes
  /// it on stderr and `--check-data` lists it.
  public var problem: PageProblem?
  /// The pieces of each step, in the order of the `.step` blocks, when
  /// the source marks its ingredients (Cooklang); empty otherwise.
  public var stepPieces: [[StepPiece]]
  /// One entry a `.step` block, in order, when the source knows more of
  /// its steps than their text (a Cooklang recipe's sections and timers);
  /// empty otherwise (the bundle).
  public var stepDetails: [StepDetail]

  public init(
    blocks: [RecipeBlock], problem: PageProblem? = nil, stepPieces: [[StepPiece]] = [],
    stepDetails: [StepDetail] = []
  ) {
    self.blocks = blocks
    self.problem = problem
    self.stepPieces = stepPieces
    self.stepDetails = stepDetails
  }

  /// A recipe with no blocks: what a missing, empty or unreadable page gives.
  public static let empty = Recipe(blocks: [])

  /// The text of the first `.title` block, if any.
  public var title: String? {
    for case .title(let text) in blocks {
      return text
    }
    return nil
  }

  /// The texts of the `.step` blocks, in order, without their numbers.
  public var stepTexts: [String] {
    blocks.compactMap { block in
      if case .step(_, let text) = block { text } else { nil }
    }
  }

  /// False when there is nothing worth showing: no blocks, text without a
  /// single letter or digit (only punctuation, symbols or U+FFFD), or only the
  /// original site's placeholder 没有内容 ("no content", corpus page 666).
  public var hasRecipeText: Bool {
    // One pass that keeps only what can still be the placeholder (a text of
    // its length) and stops at the first letter or digit past that length:
    // gathering the whole text took seconds on a 10 MB page.
    let placeholder = Array(Self.noContentPlaceholder.unicodeScalars)
    var start: [Unicode.Scalar] = []
    var count = 0
    var hasLetterOrDigit = false
    for block in blocks {
      for piece in block.texts {
        for scalar in piece.unicodeScalars where !scalar.properties.isWhitespace {
          if count <= placeholder.count { start.append(scalar) }
          count += 1
          if !hasLetterOrDigit {
            let properties = scalar.properties
            hasLetterOrDigit = properties.isAlphabetic || properties.numericType != nil
          }
          if hasLetterOrDigit && count > placeholder.count { return true }
        }
      }
    }
    if start == placeholder { return false }
    return hasLetterOrDigit
  }

  /// The whole text of the original site's empty pages.
  static let noContentPlaceholder = "没有内容"
}

extension Recipe: CustomStringConvertible {
  /// The blocks, one per line (see `RecipeBlock.description`).
  public var description: String {
    let lines = blocks.map(\.description)
    guard let problem else { return lines.joined(separator: "\n") }
    return (["page problem: " + problem.message] + lines).joined(separator: "\n")
  }
}
