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
