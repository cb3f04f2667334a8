/// How many a recipe makes, when it says so as a number: its servings
/// (`servings: 4`, `serves: 4 people`), else a `yield` counted in pieces
/// (`yield: 2`, `yield: 24%cookies`, `yield: 60%个`). A yield of a mass or
/// a volume (`900%g`) is no count to step through: such a recipe scales by
/// a factor, as the bundle's dishes do (see DECISIONS.md, "Servings").
///
/// The app keeps a dish's scale as a factor; `RecipeServings` turns it
/// into servings and back, and steps one serving at a time.
public struct RecipeServings: Hashable, Sendable {
  /// The number the recipe is written for (more than 0).
  public var count: Double
  /// What a yield counts (`cookies`, `个`); nil for servings.
  public var unit: String?

  /// The most servings the app steps to.
  public static let maximum: Double = 999

  public init(count: Double, unit: String? = nil) {
    self.count = count
    self.unit = unit
  }

  /// The servings `recipe`'s facts give (its `servings`, else a counted
  /// `yield`); nil when it gives none that is a number.
  public init?(recipe: Recipe) {
    var servings: String?
    var yield: String?
    for case .fact(let fact, let text) in recipe.blocks {
      if fact == .servings, servings == nil { servings = text }
      if fact == .yield, yield == nil { yield = text }
    }
    if let servings, let count = Self.leadingNumber(servings)?.number {
      self.init(count: count)
      return
    }
    guard let yield, let (count, rest) = Self.leadingNumber(yield) else { return nil }
    if rest.isEmpty {
      self.init(count: count)
      return
    }
    // A count of pieces, not a mass or a volume.
    let amount = Amount.structured(AmountNumber(low: count), unit: rest)
    guard amount.kind == .count else { return nil }
    self.init(count: count, unit: rest)
  }

  /// The number at the start of `text` (`4`, `1.5`) and the words after
  /// it; nil when it does not start with a positive number.
  public static func leadingNumber(_ text: String) -> (number: Double, rest: String)? {
    let trimmed = text.trimmingAmountSpaces()
    let digits = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard !digits.isEmpty, let number = Double(digits), number.isFinite, number > 0,
      number <= maximum
    else { return nil }
    let rest = trimmed.dropFirst(digits.count)
    // `4-6` is no number of servings.
    guard rest.isEmpty || rest.first == " " else { return nil }
    return (number, String(rest).trimmingAmountSpaces())
  }

  /// The servings at `scale` (`4` at ×1.5 is `6`).
  public func servings(atScale scale: Double) -> Double { count * scale }

  /// The scale that makes `servings` (`6` of `4` is ×1.5).
  public func scale(forServings servings: Double) -> Double { servings / count }

  /// The scale one serving more (`+`) or fewer (`-`) than at `scale`: the
  /// next whole number of servings, at least 1 and at most `maximum` (and
  /// at most ×100, the largest scale the state keeps).
  public func stepped(from scale: Double, by step: Int) -> Double {
    let now = servings(atScale: scale)
    let next = step > 0 ? (now + 1e-9).rounded(.down) + 1 : (now - 1e-9).rounded(.up) - 1
    let highest = min(Self.maximum, (count * 100).rounded(.down))
    let clamped = min(max(next, 1), max(highest, 1))
    return self.scale(forServings: clamped)
  }
}
