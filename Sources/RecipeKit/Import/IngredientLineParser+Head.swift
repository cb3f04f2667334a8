/// The head of a Latin-script line: approximation, vague amount, quantity,
/// pack size, size words, unit, linking word, name.
extension IngredientLineParser {
  /// What the head of a line says.
  struct Head: Equatable {
    var quantity: ParsedIngredient.Quantity?
    var unit: String?
    var name = ""
    var preparation = ""
    var notes: [String] = []
  }

  /// Units that may open a line without a number (`pinch of nutmeg`): one.
  static let unitsWithoutNumber: Set<String> = [
    "pinch", "handful", "dash", "splash", "drizzle", "knob",
  ]

  /// Units a pack's size is given in (`2 x 400g tins`).
  static let sizeUnits: Set<String> = [
    "g", "kg", "mg", "ml", "cl", "dl", "l", "oz", "lb", "fl oz", "cm", "inch",
  ]

  /// Reads the head (the text before the first comma, without parentheses).
  static func readHead(_ text: String) -> Head {
    var head = Head()
    var rest = Substring(text)
    for (prefix, part) in IngredientWords.partsOf
    where rest.lowercased().hasPrefix(prefix) {
      head.preparation = part
      rest = rest.dropFirst(prefix.count)
      break
    }
    while let (word, after) = rest.phrase(in: IngredientWords.approximations) {
      head.notes.append(word)
      rest = after
    }
    var isVague = false
    if let (words, after) = rest.phrase(in: IngredientWords.vagueAmounts) {
      head.notes.append(words)
      rest = after
      isVague = true
    }
    var isWord = false
    if !isVague, let (quantity, after, word) = readQuantity(rest) {
      head.quantity = quantity
      rest = after
      isWord = word
    }
    if head.quantity != nil {
      let afterSpaces = rest.droppingSpaces()
      if let (_, afterTimes) = afterSpaces.phrase(in: ["x", "×"]),
        let (size, afterSize) = readSize(afterTimes)
      {
        head.notes.append(size)
        rest = afterSize
      } else if afterSpaces.first == "×" || afterSpaces.first == "x",
        let (size, afterSize) = readSize(afterSpaces.dropFirst())
      {
        head.notes.append(size)
        rest = afterSize
      } else if isWord, let (size, afterSize) = readSize(afterSpaces),
        IngredientUnitTable.unit(at: afterSize.droppingSpaces()) != nil
      {
        // `a 400g tin`, `one 14-ounce can`: a pack's size before the pack
        // (but `one 3-pound chicken` keeps its size in the name).
        head.notes.append(size)
        rest = afterSize
      }
    }
    readUnit(&head, from: &rest, isVague: isVague)
    readName(&head, from: rest)
    return head
  }

  /// The size words and the unit, if a unit follows them.
  private static func readUnit(_ head: inout Head, from rest: inout Substring, isVague: Bool) {
    // `1 each celery stalks`: `each` says nothing more than the number.
    if head.quantity != nil, let (_, after) = rest.phrase(in: ["each"]), !after.isEmpty {
      rest = after
    }
    var probe = rest.droppingSpaces()
    var modifiers: [String] = []
    while let (word, after) = probe.word(),
      IngredientWords.unitModifiers.contains(word.lowercased())
    {
      modifiers.append(String(word))
      probe = after.droppingSpaces()
    }
    guard let (unit, afterUnit) = IngredientUnitTable.unit(at: probe) else {
      // `un peu de persil`, `¼ of small onion`.
      if isVague || (head.quantity != nil && modifiers.isEmpty) {
        rest = rest.droppingLinkingWord()
      }
      return
    }
    if head.quantity == nil, !isVague {
      guard unitsWithoutNumber.contains(unit) else { return }
      head.quantity = .number(1)
    }
    head.unit = unit
    head.notes += modifiers
    rest = afterUnit
    // `200g/7oz`, `1 cup + 2 tbsp`: the other amount is a note.
    let afterSpaces = rest.droppingSpaces()
    if afterSpaces.first == "/",
      let (other, after) = readSize(afterSpaces.dropFirst(), anyUnit: true)
    {
      head.notes.append(other)
      rest = after
    } else if afterSpaces.first == "+",
      let (other, after) = readSize(afterSpaces.dropFirst(), anyUnit: true)
    {
      head.notes.append("+ " + other)
      rest = after
    }
    rest = rest.droppingLinkingWord()
  }

  /// The name: what is left, less the notes written at its end (`to taste`)
  /// or inside it (`plus 1 yolk`).
  private static func readName(_ head: inout Head, from rest: Substring) {
    var name = String(rest.droppingSpaces())
    for start in IngredientWords.noteStarts {
      guard let cut = Substring(name).firstIndex(ofLowercase: start) else { continue }
      head.notes.append(name[cut...].trimmingSpaces())
      name = String(name[..<cut])
      break
    }
    let nameLowered = name.lowercased()
    for ending in IngredientWords.noteEndings {
      if nameLowered == ending || nameLowered.hasSuffix(" " + ending) {
        let cut = name.index(name.endIndex, offsetBy: -ending.count)
        head.notes.append(String(name[cut...]))
        name = String(name[..<cut])
        break
      }
    }
    head.name = name.trimmingSpaces()
  }

  /// A quantity at the start of `text`: digits and fractions (`1 1/2`,
  /// `1½`, `0.5`), number words (`two`, `a`, `half a`), and a range after
  /// them (`1-2`, `2 to 3`, `1 à 2`). `isWord` is true for a number in
  /// words (`a`, `one`, `half a`).
  static func readQuantity(
    _ text: Substring
  ) -> (quantity: ParsedIngredient.Quantity, rest: Substring, isWord: Bool)? {
    let text = text.droppingSpaces()
    let low: Double
    let rest: Substring
    var isWord = true
    if let (_, after) = text.phrase(in: ["half a", "half an", "half"]) {
      low = 0.5
      rest = after
    } else if let (value, after) = number(text) {
      isWord = false
      low = value
      rest = after
    } else if let (word, after) = text.word(),
      let value = IngredientWords.numberWords[word.lowercased()], !after.droppingSpaces().isEmpty
    {
      low = value
      rest = after
    } else {
      return nil
    }
    if let (high, after) = rangeEnd(rest), high > low {
      return (.range(low: low, high: high), after, false)
    }
    return (.number(low), rest, isWord)
  }

  /// A number in digits at the start of `text`, with a fraction after a
  /// space (`1 1/2`, `2 ½`).
  static func number(_ text: Substring) -> (Double, Substring)? {
    guard let first = text.first,
      first.isASCIIDigit || ChineseNumber.vulgarFractions[first] != nil
    else { return nil }
    guard var (value, rest) = ChineseNumber.prefix(of: text) else { return nil }
    // `0.75` exactly (ChineseNumber adds the decimals up one by one).
    let digits = text[..<rest.startIndex]
    if digits.contains("."), digits.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
      let exact = Double(String(digits))
    {
      value = exact
    }
    if value == value.rounded(), rest.first == " " {
      let after = rest.dropFirst()
      if let next = after.first, let fraction = ChineseNumber.vulgarFractions[next] {
        value += fraction
        rest = after.dropFirst()
      } else if after.prefix(while: { $0 != " " }).contains("/"),
        let (fraction, afterFraction) = ChineseNumber.prefix(of: after), fraction < 1
      {
        value += fraction
        rest = afterFraction
      }
    }
    return (value, rest)
  }

  /// The high end of a range at the start of `text`: a sign (`-`, `–`) or
  /// a word (`to`, `or`, `à`) and a number.
  private static func rangeEnd(_ text: Substring) -> (Double, Substring)? {
    let start = text.droppingSpaces()
    var afterSeparator: Substring
    if let first = start.first, IngredientWords.rangeSigns.contains(first) {
      afterSeparator = start.dropFirst()
    } else if let (_, after) = start.phrase(in: IngredientWords.rangeWords) {
      afterSeparator = after
    } else {
      return nil
    }
    return number(afterSeparator.droppingSpaces())
  }

  /// A number and a unit of size (`400g`, `14 oz`, `3½fl oz`; any unit when
  /// `anyUnit`), as written, and the text after it; with its other amount
  /// after a slash (`400 g / 14 oz`) when it has one.
  static func readSize(_ text: Substring, anyUnit: Bool = false) -> (String, Substring)? {
    let start = text.droppingSpaces()
    guard let (_, afterNumber) = number(start) else { return nil }
    var afterDash = afterNumber.droppingSpaces()
    if afterDash.first == "-" { afterDash = afterDash.dropFirst() }
    guard let (unit, rest) = IngredientUnitTable.unit(at: afterDash),
      anyUnit || sizeUnits.contains(unit)
    else { return nil }
    let slash = rest.droppingSpaces()
    if !anyUnit, slash.first == "/", let (_, afterOther) = readSize(slash.dropFirst()) {
      return (String(start[..<afterOther.startIndex]), afterOther)
    }
    return (String(start[..<rest.startIndex]), rest)
  }
}
