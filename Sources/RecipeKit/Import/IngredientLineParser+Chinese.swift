/// Chinese lines, as the bundle writes a name and its amount: `150克 鸡胸肉`,
/// `鸡胸肉 150克`, `一个半 番茄`, `盐 适量`, `鸡蛋2个`. The amount is read by
/// `AmountReader`, exactly as the bundle's amount cells are.
extension IngredientLineParser {
  /// Reads a line holding Chinese characters; nil when no amount is found
  /// (the caller then keeps the whole line as the name).
  static func chinese(_ line: String) -> ParsedIngredient? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init)
    if words.count >= 2 {
      // When both ends read as amounts (`千张 1张`: 千 is a numeral), the
      // one in digits is the amount, else the first.
      let first = chineseAmount(words[0])
      let last = words.count > 1 ? chineseAmount(words[words.count - 1]) : nil
      let lastIsDigits = words[words.count - 1].first?.isASCIIDigit == true
      let firstIsDigits = words[0].first?.isASCIIDigit == true
      if let first, last == nil || firstIsDigits || !lastIsDigits {
        return ingredient(name: words.dropFirst().joined(separator: " "), amount: first)
      }
      if let last {
        return ingredient(name: words.dropLast().joined(separator: " "), amount: last)
      }
      return ParsedIngredient(name: line)
    }
    // One word: an amount glued after the name (`鸡蛋2个`, `盐少许`).
    for index in line.indices.dropFirst() {
      let tail = line[index...]
      guard
        tail.first?.isASCIIDigit == true || AmountReader.vagueWords.contains(where: tail.hasPrefix),
        let amount = chineseAmount(String(tail))
      else { continue }
      return ingredient(name: String(line[..<index]), amount: amount)
    }
    return ParsedIngredient(name: line)
  }

  /// The amount in `word` when it is one: a quantity, a count or a vague
  /// amount, with nothing unread but a note in brackets or `左右`.
  private static func chineseAmount(_ word: String) -> Amount? {
    let amount = AmountReader.read(word)
    switch amount.kind {
    case .quantity, .count, .vague:
      return amount
    case .text:
      // `十几粒`, `2个多`: a number with 几 or 多 is a vague amount.
      guard let first = word.first, InChinese.startsNumber(first),
        word.contains("几") || word.contains("多")
      else { return nil }
      return Amount(kind: .vague, written: word)
    case .empty:
      return nil
    }
  }

  /// The ingredient of `name` with `amount`: canonical units (`g`, `ml`,
  /// `tbsp`, `tsp`, `spoon`, `jin` …; a measure word as written), the
  /// prefix (`约`) and the bracketed note as notes, a note that says how to
  /// cut (`切片`) as the preparation.
  private static func ingredient(name: String, amount: Amount) -> ParsedIngredient {
    var result = ParsedIngredient(name: name)
    var notes: [String] = []
    if !amount.prefix.isEmpty { notes.append(amount.prefix) }
    switch amount.kind {
    case .vague, .text:
      notes.append(amount.written)
    default:
      if let number = amount.number {
        result.quantity =
          number.high.map { .range(low: number.low, high: $0) } ?? .number(number.low)
      }
      if let unit = amount.unit { result.unit = canonical(unit) }
      let note = String(amount.note.trimmed(of: "()（）[]【】 ,，;；"))
      if InChinese.isPreparation(note) {
        result.preparation = note
      } else if !note.isEmpty {
        notes.append(note)
      }
    }
    result.note = notes.joined(separator: ", ")
    return result
  }

  /// The canonical spelling of a bundle unit; nil for a bare number.
  static func canonical(_ unit: AmountUnit) -> String? {
    switch unit.kind {
    case .gram: "g"
    case .kilogram: "kg"
    case .jin: "jin"
    case .liang: "liang"
    case .qian: "qian"
    case .millilitre: "ml"
    case .litre: "l"
    case .largeSpoon: "tbsp"
    case .smallSpoon: "tsp"
    case .spoon: "spoon"
    case .ounce: "oz"
    case .pound: "lb"
    case .cup: "cup"
    case .fluidOunce: "fl oz"
    case .pint: "pint"
    case .quart: "quart"
    case .gallon: "gallon"
    case .celsius: "°C"
    case .fahrenheit: "°F"
    case .measure: unit.written.isEmpty ? nil : unit.written
    }
  }

  /// Chinese words the reader needs beside `AmountReader`'s.
  enum InChinese {
    /// Characters of cutting and preparing: a note holding one is a
    /// preparation (`切片`, `切丝`, `剁碎`, `去皮`).
    static let preparationCharacters: Set<Character> = ["切", "剁", "去", "剥", "泡", "拍", "磨", "洗"]

    static func isPreparation(_ note: String) -> Bool {
      note.contains(where: preparationCharacters.contains)
    }

    /// A digit, a fraction glyph or a Chinese numeral.
    static func startsNumber(_ character: Character) -> Bool {
      ChineseNumber.prefix(of: Substring(String(character))) != nil
    }
  }
}
