/// A recipe read from an outside source (a web page, a schema.org JSON file,
/// a Nextcloud Cookbook folder, a Paprika export, a RecipeMD file), before
/// it becomes Cooklang: the source's texts cleaned (entities decoded, tags
/// removed, white space collapsed), nothing parsed further.
///
/// Every text is the source's, so untrusted: sanitise before printing.
public struct ImportedRecipe: Equatable, Sendable {
  /// The recipe's name; never empty in a value a reader returns.
  public var title: String
  public var description: String = ""
  /// The ingredient lines in groups, in order; the first group's name is
  /// nil when the source lists ingredients without a heading.
  public var ingredientGroups: [IngredientGroup] = []
  /// The steps in sections, in order; a section's name is nil outside any
  /// named section.
  public var instructionSections: [InstructionSection] = []
  /// The yield as written (`4 servings`, `1 loaf`); nil when not given.
  public var yields: String?
  /// Minutes; `totalMinutes` is the source's total time, else the sum of
  /// prep and cook time when either is given.
  public var totalMinutes: Int?
  public var prepMinutes: Int?
  public var cookMinutes: Int?
  /// The picture's URL (or the file name inside the source).
  public var image: String?
  public var author: String?
  /// Where the recipe came from: the page's URL when it names one.
  public var source: String?
  public var tags: [String] = []
  /// The picture's bytes when the source carries them (Nextcloud's
  /// `full.jpg`, Paprika's `photo_data`).
  public var picture: [UInt8]?

  public init(title: String) {
    self.title = title
  }

  /// Every ingredient line, groups flattened.
  public var ingredients: [String] {
    ingredientGroups.flatMap(\.lines)
  }

  /// The steps' texts in order, a named section's name as an entry of its
  /// own before its steps (the issue's `instructions` list).
  public var instructions: [String] {
    instructionSections.flatMap { section in
      (section.name.map { [$0] } ?? []) + section.steps
    }
  }

  /// How many `yields` makes: its first number, or the larger end of a
  /// range there (`6` for `Serves 4-6` or `4 to 6`); nil when none.
  public var yieldNumber: Double? {
    guard let yields, let first = ImportedRecipe.firstNumber(in: yields) else { return nil }
    // The text after the first number: a range's dash or `to`, then a number.
    var rest = Substring(yields)
    while let character = rest.first, !(character.isNumber) { rest.removeFirst() }
    while let character = rest.first, character.isNumber || character == "." || character == "," {
      rest.removeFirst()
    }
    let afterDash = rest.trimmingWhitespace()
    for separator in ["-", "–", "—", "to ", "bis ", "à ", "a ", "tot ", "till "]
    where afterDash.hasPrefix(separator) {
      let tail = afterDash.dropFirst(separator.count).trimmingWhitespace()
      if let character = tail.first, character.isNumber,
        let second = ImportedRecipe.firstNumber(in: String(tail)), second > first
      {
        return second
      }
    }
    return first
  }

  /// The first number written in `text` (digits with `.` or `,`, a vulgar
  /// fraction); nil when there is none.
  public static func firstNumber(in text: String) -> Double? {
    var digits = ""
    for character in text {
      if character.isASCII, character.isNumber {
        digits.append(character)
      } else if !digits.isEmpty, character == "." || character == "," {
        digits.append(".")
      } else if !digits.isEmpty {
        break
      } else if let value = character.wholeNumberValue {
        return Double(value)
      }
    }
    while digits.hasSuffix(".") { digits.removeLast() }
    return Double(digits)
  }
}
