/// Makes outside text safe to place in a Cooklang file: nothing in it can
/// start an ingredient, cookware, timer, comment, section, note or a line
/// of its own. Each marker is replaced by a look-alike character so the
/// text reads the same:
///
/// - `@`, `#` before a non-space → `＠`, `＃`; `~` before `{` or a letter →
///   `∼`;
/// - `--` → `–` (it starts a comment), `[-` → `[ -` (a block comment);
/// - `{`, `}` → `(`, `)` in names (`plainName`);
/// - a leading `=` or `>` (a section, a note) → `＝`, `＞`;
/// - line breaks and other control characters → a space.
enum CooklangSafeText {
  /// `text` as step text on one line.
  static func plain(_ text: String) -> String {
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
      case "~" where next == "{" || next.isLetter: output.append("∼")
      case "-" where next == "-":
        output.append("–")
        index += 1
      case "-" where output.hasSuffix("["):
        output.append(" -")
      default:
        let isControl =
          character.unicodeScalars.count == 1
          && character.unicodeScalars.first?.properties.generalCategory == .control
        output.append(character.isNewline || isControl ? " " : character)
      }
    }
    output = ImportText.collapsed(Substring(output))
    if output.hasPrefix("=") { output = "＝" + output.dropFirst() }
    if output.hasPrefix(">") { output = "＞" + output.dropFirst() }
    return output
  }

  /// `text` as an ingredient's name (before `{`): `plain`, and braces as
  /// parentheses.
  static func plainName(_ text: String) -> String {
    plain(text).map { $0 == "{" ? "(" : $0 == "}" ? ")" : $0 }.reduce(into: "") { $0.append($1) }
  }

  /// A YAML double-quoted scalar holding `text` exactly (escapes for `"`,
  /// `\` and control characters).
  static func yamlQuoted(_ text: String) -> String {
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
