import RecipeKit

/// The cooking options of the command line: `--scale`, `--units`,
/// `--shopping-list`, `--format`, `--with`, `--without`, `--any`,
/// `--check-ingredients` (see `Options.parse`).
public struct CookingOptions: Equatable, Sendable {
  /// `--scale`: 1 unless given; finite, in (0, 100].
  public var scale: Double = 1
  /// `--servings`: the number of servings asked for; nil unless given.
  public var servings: Double?
  /// `--units`.
  public var units: UnitSystem = .original
  /// The spoons' sizes (the config's `spoon.*`), for metric and US units.
  public var amounts: AmountOptions = .standard
  /// `--format` of `--shopping-list`.
  public var format: ShoppingListFormat = .text
  /// `--format` as given: its values depend on the mode (`--print`:
  /// text, markdown, json, cooklang; `--shopping-list`: text, markdown,
  /// json).
  public var formatText: String?
  var shoppingList: String?
  /// `--ignore-pantry`: the pantry's items are listed as to buy.
  public var ignorePantry = false
  var with: String?
  var without: [String] = []
  var matchesAny = false
  var checkIngredients = false
  /// Which options were given, to refuse those that do nothing.
  var given: Set<String> = []

  public init() {}

  /// Reads one option; throws for a malformed value.
  mutating func parse(_ name: String, value: String?) throws(Options.UsageError) {
    given.insert(name)
    let text = value ?? ""
    switch name {
    case "--scale":
      guard let factor = Self.factor(text) else {
        throw Options.UsageError(
          message: "--scale must be a factor such as 2, 1.5 or 1/2, not '\(Self.shown(text))'")
      }
      scale = factor
    case "--servings":
      guard let count = RecipeServings.leadingNumber(text), count.rest.isEmpty else {
        throw Options.UsageError(
          message:
            "--servings must be a number of servings such as 2 or 6, not '\(Self.shown(text))'")
      }
      servings = count.number
    case "--units":
      guard let system = UnitSystem(word: text) else {
        throw Options.UsageError(
          message: "--units must be original, metric or us, not '\(Self.shown(text))'")
      }
      units = system
    case "--format":
      // Checked against the mode's values once the mode is known.
      formatText = text
      format = ShoppingListFormat(rawValue: text) ?? .text
    case "--shopping-list": shoppingList = text
    case "--with": with = text
    case "--without": without.append(text)
    case "--any": matchesAny = true
    case "--ignore-pantry": ignorePantry = true
    default: checkIngredients = true
    }
  }

  /// The mode the cooking options ask for, if any; throws for options given
  /// without the mode they belong to, or a malformed dish list.
  func mode() throws(Options.UsageError) -> Options.Mode? {
    var modes: [Options.Mode] = []
    if checkIngredients { modes.append(.checkIngredients) }
    if let shoppingList {
      modes.append(.shoppingList(try ShoppingListRequest(parsing: shoppingList)))
    }
    if let with {
      let query = IngredientQuery(
        parsing: ([with] + without.map { Self.excluding($0) }).joined(separator: " "),
        matchesAny: matchesAny)
      guard !query.wanted.isEmpty else {
        throw Options.UsageError(message: "--with needs at least one ingredient")
      }
      modes.append(.with(query))
    }
    if modes.count > 1 {
      throw Options.UsageError(
        message: "--check-ingredients, --shopping-list and --with cannot be combined")
    }
    if with == nil, let stray = ["--without", "--any"].first(where: given.contains) {
      throw Options.UsageError(message: "\(stray) needs --with")
    }
    if let formatText, shoppingList != nil, ShoppingListFormat(rawValue: formatText) == nil {
      throw Options.UsageError(
        message: "--format of --shopping-list must be text, markdown or json, not '\(Self.shown(formatText))'")
    }
    return modes.first
  }

  /// Throws when `--scale` or `--units` was given to a mode without amounts.
  func validate(mode: Options.Mode) throws(Options.UsageError) {
    let amounts: Bool
    switch mode {
    case .print, .shoppingList: amounts = true
    default: amounts = false
    }
    if !amounts, let stray = ["--scale", "--servings", "--units"].first(where: given.contains) {
      throw Options.UsageError(message: "\(stray) needs --print or --shopping-list")
    }
    if given.contains("--scale"), given.contains("--servings") {
      throw Options.UsageError(message: "--scale and --servings cannot be combined; give one")
    }
    switch mode {
    case .shoppingList, .browse, .render: break
    default:
      if ignorePantry {
        throw Options.UsageError(message: "--ignore-pantry needs --shopping-list or the app")
      }
    }
  }

  /// Each word of `text` as an exclusion (`葱` → `-葱`).
  private static func excluding(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })
      .map { $0.hasPrefix("-") ? String($0) : "-" + $0 }
      .joined(separator: " ")
  }

  /// A scale factor: a number (`2`, `1.5`, `1/2`, `½`) in (0, 100].
  static func factor(_ text: String) -> Double? {
    guard let (value, rest) = ChineseNumber.prefix(of: Substring(text)), rest.isEmpty,
      value > 0, value <= 100
    else { return nil }
    return value
  }

  /// A value for an error message: one line, at most 40 characters.
  static func shown(_ text: String) -> String {
    let line = Sanitized.oneLine(text)
    return line.count > 40 ? String(line.prefix(40)) + "…" : line
  }
}

/// The output format of `--shopping-list`.
public enum ShoppingListFormat: String, Equatable, Sendable, CaseIterable {
  case text, markdown, json
}
