/// The ingredient as Cooklang text, for the importer's ingredient sections.
extension ParsedIngredient {
  /// `@name{quantity%unit}(preparation; note)`:
  ///
  /// - `{}` is always written (a name of several words needs it);
  ///   `{2}` without a unit; `{1-2%cup}` for a range (our Cooklang
  ///   extension); `{}` with no quantity, the unit then leading the note.
  /// - `(preparation; note)` only when there is one: `(sifted)`,
  ///   `(; 250 g)`, `(sifted; 250 g)`.
  /// - Characters Cooklang would misread are replaced (`cooklangSafe`).
  ///
  /// `""` for an ingredient with an empty name (there is no Cooklang for it).
  public var cooklangText: String {
    let safeName = Self.cooklangSafe(name, in: .name)
    guard !safeName.isEmpty else { return "" }
    var amount = ""
    var note = self.note
    if let quantity {
      amount = Self.cooklangNumber(quantity)
      if let unit, !unit.isEmpty { amount += "%" + Self.cooklangSafe(unit, in: .amount) }
    } else if let unit, !unit.isEmpty {
      note = note.isEmpty ? unit : unit + ", " + note
    }
    var text = "@" + safeName + "{" + amount + "}"
    let preparation = Self.cooklangSafe(self.preparation, in: .preparation)
    let shownNote = Self.cooklangSafe(note, in: .note)
    if !preparation.isEmpty || !shownNote.isEmpty {
      text += "(" + preparation + (shownNote.isEmpty ? "" : "; " + shownNote) + ")"
    }
    return text
  }

  /// Where a text goes in `@name{amount}(preparation; note)`.
  public enum CooklangPart: Sendable {
    case name, amount, preparation, note
  }

  /// `text` made safe for `part`: Cooklang (cooklang/spec at 6c47886) has no
  /// escape character, so a character that would end or start something is
  /// replaced by its full-width twin, which reads the same to a person and
  /// nothing to a parser:
  ///
  /// - everywhere: `@ # ~ { }` (ingredient, cookware, timer, amount),
  ///   `( )` (the preparation's parentheses), `--` (a comment), `[-` (a
  ///   block comment), and line breaks and other controls (become spaces);
  /// - in the amount also `%` (the unit's separator);
  /// - in the preparation also `;` (our preparation/note separator);
  /// - at the start of a name `& ? + - . / =` (cooklang-rs's modifiers and
  ///   references: `@-salt`, `@./Sauces/…`).
  ///
  /// Runs of spaces are collapsed and the ends trimmed.
  public static func cooklangSafe(_ text: String, in part: CooklangPart) -> String {
    var result = ""
    var previous: Character?
    for character in text {
      var replaced: Character = character
      if let twin = Self.fullWidthTwins[character] {
        replaced = twin
      } else if character.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control
      })
        || character.isNewline
      {
        replaced = " "
      } else if character == "%", part == .amount {
        replaced = "％"
      } else if character == ";", part == .preparation {
        replaced = ","
      } else if character == "-", previous == "-" || previous == "[" {
        replaced = "－"
      }
      if replaced == " ", previous == " " || previous == nil { continue }
      result.append(replaced)
      previous = replaced
    }
    while result.last == " " { result.removeLast() }
    if part == .name, let first = result.first, let twin = Self.modifierTwins[first] {
      result.replaceSubrange(result.startIndex...result.startIndex, with: String(twin))
    }
    return result
  }

  /// Characters replaced in every part.
  static let fullWidthTwins: [Character: Character] = [
    "@": "＠", "#": "＃", "~": "～", "{": "｛", "}": "｝", "(": "（", ")": "）",
  ]

  /// Characters replaced at the start of a name.
  static let modifierTwins: [Character: Character] = [
    "&": "＆", "?": "？", "+": "＋", "-": "－", ".": "．", "/": "／", "=": "＝",
  ]

  /// A quantity as Cooklang writes it: `2`, `1.5`, `1/3`, `2/3`, `1-2`.
  static func cooklangNumber(_ quantity: Quantity) -> String {
    switch quantity {
    case .number(let value): number(value)
    case .range(let low, let high): number(low) + "-" + number(high)
    }
  }

  /// A number: whole, a decimal for halves, quarters and eighths, a
  /// fraction for thirds and sixths (which have no short decimal), else a
  /// decimal of at most three places.
  static func number(_ value: Double) -> String {
    if value == value.rounded() { return String(Int(value)) }
    let eighths = value * 8
    if abs(eighths - eighths.rounded()) < 0.0001 { return decimal(value) }
    for denominator in [3, 6] {
      let numerator = value * Double(denominator)
      if abs(numerator - numerator.rounded()) < 0.0001 {
        return "\(Int(numerator.rounded()))/\(denominator)"
      }
    }
    return decimal(value)
  }

  /// A decimal of at most three places, without a trailing `.0`.
  private static func decimal(_ value: Double) -> String {
    var text = String((value * 1000).rounded() / 1000)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
