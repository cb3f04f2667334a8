/// Reads an ingredient line, as recipe sites and our bundle write them, into
/// its quantity, unit, name, preparation and note.
///
/// ```
/// 2 cups (250 g) all-purpose flour, sifted
/// └┬┘ └┬┘ └─┬──┘ └───────┬───────┘  └─┬─┘
///  │  unit note          name       preparation
/// quantity
/// ```
///
/// Total: every line gives an ingredient, and a line that cannot be read is
/// an ingredient without an amount whose name is the whole line (nothing is
/// lost). English, German, French and Dutch lines are read by words
/// (`IngredientUnitTable`, `IngredientWords`); a line with Chinese
/// characters by `AmountReader`, as the bundle's amounts are. The label
/// conventions are those of
/// `Tests/RecipeKitTests/Fixtures/IngredientLines/README.md`.
public enum IngredientLineParser {
  /// Reads one line (surrounding and repeated spaces do not matter). A
  /// line longer than `longestReadLine` characters is kept whole as the
  /// name, unread: no ingredient line is that long, and the reader's time
  /// stays linear in what an importer may hand it.
  public static func parse(_ line: String) -> ParsedIngredient {
    let cleaned = clean(line)
    guard !cleaned.isEmpty else { return .unread("") }
    guard cleaned.count <= longestReadLine else { return .unread(cleaned) }
    let read = cleaned.contains(where: \.isHan) ? chinese(cleaned) : latin(cleaned)
    guard let read, !read.name.isEmpty else { return .unread(cleaned) }
    return read
  }

  /// The longest line that is read (in characters).
  public static let longestReadLine = 1_000

  /// Reads each line of `lines`.
  public static func parse(lines: [String]) -> [ParsedIngredient] {
    lines.map(parse)
  }

  /// One line: control characters and every kind of space become one space,
  /// the ends are trimmed, and a list's bullet (`•`, `-`, `*`) is dropped.
  static func clean(_ line: String) -> String {
    var result = ""
    var pendingSpace = false
    for character in line {
      let isSpace =
        character.isWhitespace
        || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
      if isSpace {
        pendingSpace = !result.isEmpty
        continue
      }
      if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .format }) {
        continue
      }
      if pendingSpace { result.append(" ") }
      pendingSpace = false
      result.append(character)
    }
    for bullet in ["• ", "· ", "* ", "- ", "– ", "▪ ", "▢ ", "□ ", "☐ "]
    where result.hasPrefix(bullet) {
      return String(result.dropFirst(bullet.count))
    }
    return result
  }

  /// A line of Latin script: the head (before the first comma) holds the
  /// amount and the name; the comma parts and parenthesised texts after it
  /// are preparations or notes.
  static func latin(_ line: String) -> ParsedIngredient? {
    // A `*` marks a footnote (`tomatoes*`): never part of the ingredient.
    let line = spoonsUnbracketed(pluralMarksDropped(decimalCommasRead(line)))
    var parts = LineParts(line.filter { $0 != "*" })
    var head = readHead(parts.head)
    // `Parsley, 1 bunch`, `Lait - 130 grammes`: the name first, then the
    // amount.
    if head.quantity == nil, head.unit == nil, head.notes.isEmpty, head.preparation.isEmpty,
      let first = parts.tail.first, !first.isParenthesised
    {
      let amount = readHead(first.text)
      if amount.quantity != nil, amount.name.isEmpty, amount.preparation.isEmpty {
        head.quantity = amount.quantity
        head.unit = amount.unit
        head.notes = amount.notes
        parts.tail.removeFirst()
      }
    }
    var preparations = head.preparation.isEmpty ? [] : [head.preparation]
    var notes = head.notes
    for (text, kind) in parts.headParentheses.flatMap(commaParts) {
      switch kind {
      case .preparation: preparations.append(text)
      case .note, .other: notes.append(text)
      }
    }
    let hasAmount = head.quantity != nil || head.unit != nil || !notes.isEmpty
    let tail = parts.tail.flatMap { piece in
      piece.isParenthesised
        ? commaParts(piece.text).map {
          (LineParts.Piece(text: $0.text, isParenthesised: true), $0.kind)
        }
        : [(piece, kind(of: piece.text))]
    }
    for (index, (piece, kind)) in tail.enumerated() {
      switch kind {
      case .preparation: preparations.append(piece.text)
      case .note: notes.append(piece.text)
      case .other:
        // `sel, poivre`: with no amount at all, a plain comma part is more
        // of the name; after an amount it is a note (`any colour`).
        if !hasAmount, index == 0 || head.name.contains(","), !piece.isParenthesised,
          preparations.isEmpty
        {
          head.name += ", " + piece.text
        } else {
          notes.append(piece.text)
        }
      }
    }
    return ParsedIngredient(
      quantity: head.quantity, unit: head.unit, name: head.name,
      preparation: preparations.joined(separator: ", "), note: notes.joined(separator: ", "))
  }

  /// A parenthesis's comma parts when each is a preparation or a note
  /// (`softened, or butter`; `1 cup, room temperature`), else the whole text
  /// as one note (`beef, pork, turkey, plant based`).
  static func commaParts(_ text: String) -> [(text: String, kind: PartKind)] {
    let parts = text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    let kinds = parts.map(kind(of:))
    guard parts.count > 1 else { return [(text, kind(of: text))] }
    return kinds.contains(.other) ? [(text, .note)] : Array(zip(parts, kinds))
  }

  /// `cuillère(s)`, `gousse(s)`, `pincée(s)`: a plural mark in brackets
  /// right after a word is dropped, it is no note.
  static func pluralMarksDropped(_ line: String) -> String {
    guard line.contains("(") else { return line }
    var result = ""
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "(") {
      result += rest[..<open]
      let after = rest[open...]
      let mark = ["(s)", "(x)", "(es)", "(en)", "(n)"].first {
        after.prefix(4).lowercased().hasPrefix($0)
      }
      if let mark, let last = result.last, last.isLetter {
        rest = after.dropFirst(mark.count)
      } else {
        result.append("(")
        rest = after.dropFirst()
      }
    }
    return result + rest
  }

  /// `cuillères (à soupe)`: the spoon's kind in brackets reads as the unit
  /// `cuillères à soupe`.
  static func spoonsUnbracketed(_ line: String) -> String {
    var line = line
    for kind in ["à soupe", "à café", "a soupe", "a café", "a cafe"] {
      for spoon in ["cuillères", "cuillère", "cuilleres", "cuillere", "cuil.", "c."] {
        let bracketed = Array(spoon + " (" + kind + ")")
        let text = Substring(line)
        if let start = text.firstIndex(ofLowercase: String(bracketed)),
          let end = IngredientUnitTable.matchEnd(of: bracketed, in: text[start...])
        {
          line = String(text[..<start]) + spoon + " " + kind + String(text[end...])
        }
      }
    }
    return line
  }

  /// `0,5 l` → `0.5 l`: a comma between a digit and one or two digits (not
  /// three: `1,000`) is a decimal comma.
  static func decimalCommasRead(_ line: String) -> String {
    let characters = Array(line)
    var result = ""
    for (index, character) in characters.enumerated() {
      if character == ",", index > 0, characters[index - 1].isASCIIDigit {
        var digits = 0
        var next = index + 1
        while next < characters.count, characters[next].isASCIIDigit {
          digits += 1
          next += 1
        }
        if digits == 1 || digits == 2 {
          result.append(".")
          continue
        }
      }
      result.append(character)
    }
    return result
  }

  /// What a comma part or a parenthesised text says.
  enum PartKind {
    case preparation, note, other
  }

  /// A note when it opens with a note word, an approximation, a vague
  /// amount or a number; a preparation when a word of it is one
  /// (`IngredientWords.preparationWord`); else other.
  static func kind(of text: String) -> PartKind {
    let words = text.lowercased().split(separator: " ").map {
      String($0.trimmed(of: ".:;!?\"'“”"))
    }
    guard let first = words.first else { return .other }
    if IngredientWords.noteOpeners.contains(first) { return .note }
    if let character = first.first, character.isASCIIDigit || character == "½" { return .note }
    let lowered = text.lowercased()
    if IngredientWords.vagueAmounts.contains(where: { lowered.hasPrefix($0 + " ") }) {
      return .note
    }
    if words.contains(where: IngredientWords.preparationWord) { return .preparation }
    return .other
  }
}

extension Character {
  /// A Chinese character (the CJK Unified Ideographs and Extension A).
  var isHan: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    return (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
  }

  /// `0`–`9`.
  var isASCIIDigit: Bool { isASCII && isNumber }
}

extension StringProtocol {
  /// Without the characters of `set` at both ends.
  func trimmed(of set: String) -> Substring {
    let text = Substring(self)
    let start = text.firstIndex { !set.contains($0) } ?? text.endIndex
    let end = text.lastIndex { !set.contains($0) }.map { text.index(after: $0) } ?? start
    return start < end ? text[start..<end] : text[start..<start]
  }
}
