/// What `recipes --check-ingredients` reports: how the amount reader reads
/// every ingredient cell of a bundle.
public struct IngredientCheck: Sendable {
  /// Cells of each kind.
  public private(set) var counts: [Amount.Kind: Int] = [:]
  /// Cells that start with a digit or a Chinese numeral.
  public private(set) var numeric = 0
  /// Of those, the ones read as a quantity or a count.
  public private(set) var numericMeasured = 0
  /// Every cell kept as text, with its dish id, in reading order.
  public private(set) var textCells: [(dishID: String, cell: String)] = []

  public init() {}

  /// Adds the ingredient cells of one dish's page.
  public mutating func add(dishID: String, recipe: Recipe) {
    for block in recipe.blocks {
      guard case .ingredients(_, let items) = block else { continue }
      for item in items { add(dishID: dishID, amount: item.readAmount) }
    }
  }

  /// Adds one cell, read by `AmountReader`.
  public mutating func add(dishID: String, cell: String) {
    add(dishID: dishID, amount: AmountReader.read(cell))
  }

  /// Adds one amount, read or structured.
  public mutating func add(dishID: String, amount: Amount) {
    counts[amount.kind, default: 0] += 1
    if amount.kind == .text { textCells.append((dishID, amount.written)) }
    if let first = amount.written.first, Self.startsNumber(first) {
      numeric += 1
      if amount.kind == .quantity || amount.kind == .count { numericMeasured += 1 }
    }
  }

  /// The share of numeric cells read as quantity or count, 0...1 (1 when
  /// there are none).
  public var measuredShare: Double {
    numeric == 0 ? 1 : Double(numericMeasured) / Double(numeric)
  }

  /// A digit (ASCII or full-width), a fraction glyph or a Chinese numeral.
  static func startsNumber(_ character: Character) -> Bool {
    ChineseNumber.digit(character) != nil || ChineseNumber.vulgarFractions[character] != nil
      || ChineseNumber.chineseDigits[character] != nil || character == "十" || character == "半"
  }

  /// The summary lines: each kind's count, then the numeric share.
  public var summaryLines: [String] {
    let total = counts.values.reduce(0, +)
    var lines = ["cells: \(total)"]
    for kind in Amount.Kind.allCases {
      lines.append("\(kind.rawValue): \(counts[kind, default: 0])")
    }
    let percent = (measuredShare * 1000).rounded() / 10
    lines.append(
      "starting with a number: \(numeric), read as quantity or count: \(numericMeasured) (\(percent)%)"
    )
    return lines
  }
}
