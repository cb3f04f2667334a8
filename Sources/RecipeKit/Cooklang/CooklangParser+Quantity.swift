/// What is between a component's braces: `=` (fixed), a quantity, `%`
/// and a unit.
extension CooklangParser {
  /// Which component the amount belongs to (the problems differ).
  enum ComponentKind {
    case ingredient
    case cookware
    case timer
  }

  /// A component's amount as read.
  struct ReadAmount {
    var quantity: CooklangQuantity?
    var unit: String?
    var fixed = false
  }

  mutating func readAmount(_ inside: ArraySlice<CooklangToken>, for kind: ComponentKind)
    -> ReadAmount
  {
    var tokens = CooklangText.trimmedTokens(inside)
    var read = ReadAmount()
    guard let first = tokens.first else { return read }
    if first.isSymbol("=") {
      // Only an ingredient scales; `=` on cookware or a timer changes nothing.
      read.fixed = kind == .ingredient
      tokens = tokens.dropFirst()
    }
    var valueTokens = tokens
    if let percent = tokens.firstIndex(where: { $0.isSymbol("%") }) {
      valueTokens = tokens[..<percent]
      let unitTokens = tokens[(percent + 1)...]
      let unit = CooklangText.collapsed(unitTokens, in: scalars)
      if unit.isEmpty {
        report(.warning, at: self.tokens[percent].start, "`%` without a unit")
      } else {
        read.unit = unit
        checkUnit(
          unit, for: kind, at: unitTokens.first(where: { !$0.isBlank })?.start ?? first.start)
      }
    }
    let value = CooklangText.trimmedTokens(valueTokens)
    guard !value.isEmpty else {
      if read.unit != nil || read.fixed {
        report(.warning, at: first.start, "a unit or `=` without a quantity")
      }
      return read
    }
    let text = CooklangText.collapsed(value, in: scalars)
    let brokenLine = inside.prefix { !$0.isSymbol("%") }.contains { $0.kind == .newline }
    if brokenLine {
      read.quantity = CooklangQuantity(.text(text), text: text)
    } else if let number = number(value) {
      read.quantity = CooklangQuantity(.number(number), text: text)
    } else if let range = range(value) {
      read.quantity = CooklangQuantity(.range(range.0, range.1), text: text)
    } else {
      read.quantity = CooklangQuantity(.text(text), text: text)
    }
    if kind == .cookware, read.unit != nil {
      report(.warning, at: first.start, "cookware has no unit: the unit is left out")
      read.unit = nil
    }
    return read
  }

  private mutating func checkUnit(_ unit: String, for kind: ComponentKind, at offset: Int) {
    guard kind != .cookware, !CooklangUnits.isKnown(unit) else { return }
    report(.warning, at: offset, "unknown unit `\(unit)`")
  }

  /// `2`, `1.5`, `.5`, `1/2`, `1 / 2`, `1 1/2`: the number; nil for
  /// anything else (`01/2`, `1.`, `1e3`, `-1` are text, as the canonical
  /// tests and the official parser read them; so is a number with a line
  /// break in its braces, as cooklang-rs reads `{⏎2}`).
  func number(_ value: ArraySlice<CooklangToken>) -> Double? {
    let kinds = value.map(\.kind)
    let text = CooklangText.source(value, in: scalars)
    switch kinds {
    case [.int], [.int, .symbol("."), .int], [.int, .symbol("."), .zeroInt], [.symbol("."), .int],
      [.symbol("."), .zeroInt]:
      return Double(text).flatMap { $0.isFinite ? $0 : nil }
    default: break
    }
    let shown = value.filter { !$0.isBlank }
    let parts = shown.map { CooklangText.source([$0][...], in: scalars) }
    switch shown.map(\.kind) {
    case [.int, .symbol("/"), .int]:
      return fraction(whole: "0", parts[0], parts[2])
    case [.int, .int, .symbol("/"), .int]:
      return fraction(whole: parts[0], parts[1], parts[3])
    default:
      return nil
    }
  }

  private func fraction(whole: String, _ numerator: String, _ denominator: String) -> Double? {
    guard let whole = Double(whole), let numerator = Double(numerator),
      let denominator = Double(denominator), denominator != 0
    else { return nil }
    let value = whole + numerator / denominator
    return value.isFinite ? value : nil
  }

  /// `1-2`, `1/2 - 3/4`: our extension (not in the spec at 6c47886).
  private func range(_ value: ArraySlice<CooklangToken>) -> (Double, Double)? {
    guard let dash = value.firstIndex(where: { $0.isSymbol("-") }) else { return nil }
    let low = CooklangText.trimmedTokens(value[..<dash])
    let high = CooklangText.trimmedTokens(value[(dash + 1)...])
    guard !low.isEmpty, !high.isEmpty, let from = number(low), let to = number(high) else {
      return nil
    }
    return (from, to)
  }
}
