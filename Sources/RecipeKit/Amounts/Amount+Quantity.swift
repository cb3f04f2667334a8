extension Amount {
  /// An amount from a number and a unit given apart, as Cooklang writes
  /// them (`@flour{2%cups}`): a unit the engine knows (`cups`, `g`, `T`,
  /// `汤匙`, `°C`) makes a quantity that converts; any other word a count in
  /// that word, kept as written and scaled (`3 cloves`); no word a bare
  /// count. `high` makes a range (`2-3 cups`). A number that is not
  /// finite and ≥ 0 gives `.text` (shown as written, never converted).
  public init(value: Double, high: Double? = nil, unit word: String) {
    let unitText = word.trimmingAmountSpaces()
    let english = unitText.first.map { !$0.isCJK } ?? false
    let numberText = AmountFormat.digits(value)
      + (high.map { "-" + AmountFormat.digits($0) } ?? "")
    let written = numberText + (english ? " " : "") + unitText
    guard value.isFinite, value >= 0, value <= ChineseNumber.maximum,
      high.map({ $0.isFinite && $0 > value && $0 <= ChineseNumber.maximum }) ?? true
    else {
      self.init(kind: .text, written: written)
      return
    }
    let number = AmountNumber(low: value, high: high)
    if var unit = AmountUnitTable.unit(named: unitText) {
      unit.spaced = english && unit.kind.isWord ? true : nil
      self.init(kind: .quantity, written: written, number: number, unit: unit)
    } else {
      let unit = AmountUnit(.measure, written: unitText, spaced: english)
      self.init(kind: .count, written: written, number: number, unit: unit)
    }
  }
}

extension AmountUnit {
  /// The unit `word` names as a whole (`cups`, `tbsp`, `T`, `汤匙`, `°F`),
  /// or nil when the engine does not know it (a measure word such as `个`
  /// or `cloves` is no unit).
  public static func named(_ word: String) -> AmountUnit? {
    AmountUnitTable.unit(named: word)
  }
}

extension Character {
  /// True for a CJK ideograph or CJK punctuation (a Chinese unit word).
  var isCJK: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    return (0x2E80...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
      || (0xFF00...0xFFEF).contains(scalar.value)
  }
}
