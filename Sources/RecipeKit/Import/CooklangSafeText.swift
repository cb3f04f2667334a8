/// The one place that makes outside text safe to place in a Cooklang file
/// (cooklang/spec at 6c47886 has no escape character): a character that
/// would start or end something is replaced by a look-alike, which reads
/// the same to a person and nothing to a parser. Where the text goes
/// (`Part`) decides how much is replaced:
///
/// - `.step` (a step's or a section's text, one line): `@`, `#`, `~`
///   before a non-space → `＠`, `＃`, `∼` (`4~5` would lose its `~` to a
///   timer); `--` → `–` (a comment); `[-` → `[ -` (a block comment); a
///   leading `=` or `>` (a section, a note) → `＝`, `＞`.
/// - `.name`, `.amount`, `.preparation`, `.note` (the parts of
///   `@name{amount}(preparation; note)`): everywhere `@ # ~ { }`, and
///   outside the amount's braces `( )`, by their full-width twins; the
///   second `-` of `--` and the `-` of `[-` → `－`; in the amount also `%`
///   (the unit's separator) → `％`; in the preparation `;` (our
///   preparation/note separator) → `,`; at the start of a name
///   `& ? + - . / =` (cooklang-rs's modifiers and references: `@-salt`,
///   `@./Sauces/…`); any white space at either end goes.
///
/// Everywhere `\` (which escapes the next character) → `＼`, line breaks
/// and other control characters become spaces, runs of spaces are
/// collapsed and the ends trimmed.
public enum CooklangSafeText {
  /// Where a text goes in a Cooklang file.
  public enum Part: Sendable {
    /// Step or section text.
    case step
    /// The parts of `@name{amount}(preparation; note)`.
    case name, amount, preparation, note
  }

  /// `text` made safe for `part` (see the type's documentation).
  public static func safe(_ text: String, in part: Part) -> String {
    switch part {
    case .step: return step(text)
    case .name, .amount, .preparation, .note: return component(text, in: part)
    }
  }

  /// `text` as step text on one line (`safe(text, in: .step)`).
  static func plain(_ text: String) -> String {
    safe(text, in: .step)
  }

  /// A section's name for its `= ` line: `=` and white space at either
  /// end dropped, then `.step`, every other `=` as `＝` (one inside the
  /// name would make the line text); never empty (`Section`).
  static func sectionName(_ name: String) -> String {
    var text = Substring(name)
    while let first = text.first, first == "=" || first.isWhitespace { text.removeFirst() }
    while let last = text.last, last == "=" || last.isWhitespace { text.removeLast() }
    let shown = String(plain(String(text)).map { $0 == "=" ? "＝" : $0 })
    return shown.isEmpty ? "Section" : shown
  }

  private static func isControl(_ character: Character) -> Bool {
    character.isNewline
      || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  private static func step(_ text: String) -> String {
    var output = ""
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      index += 1
      switch character {
      case "@" where !next.isWhitespace: output.append("＠")
      case "#" where !next.isWhitespace: output.append("＃")
      case "~" where !next.isWhitespace: output.append("∼")
      case "\\": output.append("＼")
      case "-" where next == "-":
        output.append("–")
        index += 1
      case "-" where output.hasSuffix("["):
        output.append(" -")
      default:
        output.append(isControl(character) ? " " : character)
      }
    }
    output = ImportText.collapsed(Substring(output))
    if output.hasPrefix("=") { output = "＝" + output.dropFirst() }
    if output.hasPrefix(">") { output = "＞" + output.dropFirst() }
    return output
  }

  private static func component(_ text: String, in part: Part) -> String {
    var result = ""
    var previous: Character?
    for character in text {
      var replaced: Character = character
      if let twin = fullWidthTwins[character], part != .amount || (character != "(" && character != ")") {
        replaced = twin
      } else if isControl(character) {
        replaced = " "
      } else if character == "%", part == .amount {
        replaced = "％"
      } else if character == ";", part == .preparation {
        replaced = ","
      } else if character == "-", previous == "-" || previous == "[" {
        replaced = "－"
      }
      // Any white space at the start goes (`@　x` would be no ingredient).
      if previous == nil, replaced.isWhitespace { continue }
      if replaced == " ", previous == " " { continue }
      result.append(replaced)
      previous = replaced
    }
    while result.last?.isWhitespace == true { result.removeLast() }
    if part == .name, let first = result.first, let twin = modifierTwins[first] {
      result.replaceSubrange(result.startIndex...result.startIndex, with: String(twin))
    }
    return result
  }

  /// Characters replaced in every part of an ingredient.
  static let fullWidthTwins: [Character: Character] = [
    "@": "＠", "#": "＃", "~": "～", "{": "｛", "}": "｝", "(": "（", ")": "）", "\\": "＼",
  ]

  /// Characters replaced at the start of an ingredient's name.
  static let modifierTwins: [Character: Character] = [
    "&": "＆", "?": "？", "+": "＋", "-": "－", ".": "．", "/": "／", "=": "＝",
  ]

  /// A YAML double-quoted scalar holding `text` exactly (escapes for `"`,
  /// `\` and control characters).
  public static func yamlQuoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          output += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}
