/// A step's items: text, and `@` ingredients, `#` cookware and `~` timers.
///
/// A component with braces may name several words, up to its `{` (before
/// any other `@`, `#` or `~`, over the lines of its step); without braces
/// its name is one word. A sigil followed by whitespace is text (canonical
/// testInvalidSingleWordIngredient, testInvalidMultiWordIngredient …).
extension CooklangParser {
  /// Where the next token of some kind is, for every token of a step: each
  /// component then finds its `{`, `}` or `)` in constant time, so a text of
  /// a million unclosed `@a{` stays linear.
  struct StepIndex {
    var nextOpen: [Int]
    var nextClose: [Int]
    var nextParen: [Int]
  }

  /// The items of the step in tokens `range`, adjacent text joined (its
  /// whitespace kept, as cooklang-rs keeps it: a reader trims what it shows).
  mutating func readStep(_ range: Range<Int>) -> [CooklangItem] {
    let index = stepIndex(range)
    var items: [CooklangItem] = []
    var text = CooklangTextBuffer()
    var position = range.lowerBound
    while position < range.upperBound {
      let token = tokens[position]
      if case .symbol(let sigil) = token.kind, sigil == "@" || sigil == "#" || sigil == "~",
        let (item, next) = component(at: position, in: range, index: index)
      {
        if !text.isEmpty { items.append(.text(text.string)) }
        text = CooklangTextBuffer()
        items.append(item)
        position = next
        continue
      }
      CooklangText.append(token, in: scalars, to: &text)
      position += 1
    }
    if !text.isEmpty { items.append(.text(text.string)) }
    return items
  }

  private func stepIndex(_ range: Range<Int>) -> StepIndex {
    let count = range.count
    var index = StepIndex(
      nextOpen: Array(repeating: range.upperBound, count: count + 1),
      nextClose: Array(repeating: range.upperBound, count: count + 1),
      nextParen: Array(repeating: range.upperBound, count: count + 1))
    for offset in stride(from: count - 1, through: 0, by: -1) {
      let position = range.lowerBound + offset
      let kind = tokens[position].kind
      index.nextOpen[offset] = index.nextOpen[offset + 1]
      index.nextClose[offset] = index.nextClose[offset + 1]
      index.nextParen[offset] = index.nextParen[offset + 1]
      switch kind {
      case .symbol("{"), .symbol("@"), .symbol("#"), .symbol("~"): index.nextOpen[offset] = position
      case .symbol("}"): index.nextClose[offset] = position
      case .symbol(")"): index.nextParen[offset] = position
      default: break
      }
    }
    return index
  }

  /// The component whose sigil is at `position`, and the token after it;
  /// nil when it is text.
  private mutating func component(
    at position: Int, in range: Range<Int>, index: StepIndex
  ) -> (CooklangItem, Int)? {
    let sigil = tokens[position]
    let nameStart = position + 1
    guard nameStart < range.upperBound else { return nil }
    switch tokens[nameStart].kind {
    case .space, .newline: return nil
    default: break
    }
    var nameEnd = nameStart
    var amount: ArraySlice<CooklangToken>?
    var next = nameStart
    let open = index.nextOpen[nameStart - range.lowerBound]
    if open < range.upperBound, tokens[open].isSymbol("{") {
      let close = index.nextClose[open - range.lowerBound]
      if close < range.upperBound {
        nameEnd = open
        amount = tokens[(open + 1)..<close]
        next = close + 1
      } else {
        report(.warning, at: tokens[open].start, "unclosed `{`: read as text")
      }
    }
    if amount == nil {
      while next < range.upperBound, Self.isNamePart(tokens[next].kind) { next += 1 }
      nameEnd = next
    }
    let name = CooklangText.collapsed(tokens[nameStart..<nameEnd], in: scalars)
    let place = location(sigil.start)
    switch sigil.kind {
    case .symbol("~"):
      let read = amount.map { readAmount($0, for: .timer) } ?? ReadAmount()
      if name.isEmpty && read.quantity == nil {
        if amount != nil { report(.warning, at: sigil.start, "timer without a name or a duration") }
        return nil
      }
      let timer = CooklangTimer(
        name: name.isEmpty ? nil : name, quantity: read.quantity, unit: read.unit,
        line: place.line, column: place.column)
      return (.timer(timer), next)
    case .symbol("#"):
      guard !name.isEmpty else {
        report(.warning, at: sigil.start, "cookware without a name: read as text")
        return nil
      }
      let read = amount.map { readAmount($0, for: .cookware) } ?? ReadAmount()
      let (note, after) = readNote(after: next, in: range, index: index)
      let cookware = CooklangCookware(
        name: name, quantity: read.quantity, note: note, line: place.line, column: place.column)
      return (.cookware(cookware), after)
    default:
      guard !name.isEmpty else {
        report(.warning, at: sigil.start, "ingredient without a name: read as text")
        return nil
      }
      let read = amount.map { readAmount($0, for: .ingredient) } ?? ReadAmount()
      let (note, after) = readNote(after: next, in: range, index: index)
      var ingredient = CooklangIngredient(
        name: name, quantity: read.quantity, unit: read.unit, fixed: read.fixed,
        preparation: note, line: place.line, column: place.column)
      if name.hasPrefix("./") || name.hasPrefix("../"),
        case let last = name.split(separator: "/", omittingEmptySubsequences: false).last ?? "",
        !CooklangText.trimmed(last).isEmpty
      {
        ingredient.reference = name
        // `@./Sauces/⏎Hollandaise{}` is named ` Hollandaise`, as in cooklang-rs.
        ingredient.name = String(last)
      }
      return (.ingredient(ingredient), after)
    }
  }

  /// Whether a token of `kind` goes on a name without braces.
  private static func isNamePart(_ kind: CooklangToken.Kind) -> Bool {
    switch kind {
    case .word, .int, .zeroInt: true
    default: false
    }
  }

  /// `(…)` right after a component: its text and the token after it.
  private func readNote(after position: Int, in range: Range<Int>, index: StepIndex) -> (
    String?, Int
  ) {
    guard position < range.upperBound, tokens[position].isSymbol("(") else {
      return (nil, position)
    }
    let close = index.nextParen[position - range.lowerBound]
    guard close < range.upperBound else { return (nil, position) }
    let text = CooklangText.collapsed(tokens[(position + 1)..<close], in: scalars)
    return (text.isEmpty ? nil : text, close + 1)
  }
}
