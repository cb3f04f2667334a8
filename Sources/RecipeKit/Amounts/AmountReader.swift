/// Reads an ingredient's amount cell into an `Amount`.
///
/// Total: any text gives an amount (`.text` when nothing else fits), and
/// every number in it is finite (see `ChineseNumber`).
public enum AmountReader {
  /// Reads one cell, e.g. `"1/2茶匙"`, `"一个半"`, `"2-3瓣"`, `"适量"`.
  public static func read(_ cell: String) -> Amount {
    let written = cell.trimmingAmountSpaces()
    if written.isEmpty { return .empty }
    var text = Substring(written)

    let prefix = takePrefix(&text)
    if let vagueWord = vagueWord(at: text) {
      let note = text.dropFirst(vagueWord.count)
      return Amount(kind: .vague, written: written, prefix: prefix, note: String(note))
    }
    guard let measured = measured(text, written: written, prefix: prefix) else {
      return Amount(kind: .text, written: written)
    }
    return measured
  }

  /// Words before the number that are kept as they are: 约 (about), 各 (each).
  static let prefixes = ["大约", "约", "各"]

  private static func takePrefix(_ text: inout Substring) -> String {
    for prefix in prefixes where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count)
      return prefix
    }
    return ""
  }

  /// Vague amounts, longest first so `一点点` wins over `一点`.
  static let vagueWords: [String] = [
    "根据自己的口味", "根据个人口味", "按个人口味", "根据口味", "按口味", "一点点", "适量", "少许", "少量",
    "若干", "酌量", "酌情", "足量", "一点", "一些", "适当", "随意", "随量", "自定", "看胃口", "不少", "少少",
    "几", "数",
  ]

  private static func vagueWord(at text: Substring) -> String? {
    vagueWords.first { text.hasPrefix($0) }
  }

  /// A number, maybe a range, a unit or measure word, maybe `半`, a note.
  private static func measured(_ text: Substring, written: String, prefix: String) -> Amount? {
    guard let (low, afterLow) = ChineseNumber.prefix(of: text) else { return nil }
    let isChinese = text.first.map { ChineseNumber.digit($0) == nil } ?? false
    var number = AmountNumber(low: low, isChinese: isChinese)
    var rest = afterLow.droppingAmountSpaces()
    var spaced = rest.count < afterLow.count
    if let (separator, high, afterHigh) = rangeEnd(rest, above: low) {
      number.high = high
      number.separator = separator
      rest = afterHigh.droppingAmountSpaces()
      spaced = rest.count < afterHigh.count
    }
    var unit: AmountUnit
    if let (found, afterUnit) = AmountUnitTable.unit(at: rest) {
      unit = found
      unit.spaced = spaced && found.isEnglish ? true : nil
      // `½ cup` is not a Chinese numeral, whatever its first character.
      if found.isEnglish { number.isChinese = false }
      rest = afterUnit
    } else if rest.isEmpty || rest.first.map(Self.noteOpeners.contains) == true {
      unit = AmountUnit(.measure, written: "")
    } else {
      return nil
    }
    if number.high == nil, rest.first == "半", !unit.written.isEmpty,
      low == low.rounded(), low >= 1
    {
      number.low += 0.5
      number.halfAfterUnit = true
      rest = rest.dropFirst()
    }
    return Amount(
      kind: unit.kind == .measure ? .count : .quantity, written: written, number: number,
      unit: unit, prefix: prefix, note: String(rest))
  }

  /// What may follow a bare number: the start of a note.
  static let noteOpeners: Set<Character> = ["(", "（", "[", "【", "，", ",", "；", ";"]

  /// Range separators, longest first.
  static let rangeSeparators = [
    "——", "--", "-", "－", "—", "–", "～", "~", "〜", "到", "至", "、", "，", ",",
  ]

  private static func rangeEnd(_ text: Substring, above low: Double) -> (
    String, Double, Substring
  )? {
    for separator in rangeSeparators where text.hasPrefix(separator) {
      let after = text.dropFirst(separator.count).droppingAmountSpaces()
      guard let (high, rest) = ChineseNumber.prefix(of: after), high > low else { return nil }
      return (separator, high, rest)
    }
    return nil
  }
}

extension StringProtocol {
  /// Without the spaces (ASCII, full-width, no-break) at both ends.
  func trimmingAmountSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\u{3000}" || $0 == "\u{A0}" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

extension Substring {
  /// Without the spaces at the start.
  func droppingAmountSpaces() -> Substring {
    drop { $0 == " " || $0 == "\u{3000}" || $0 == "\u{A0}" }
  }
}
