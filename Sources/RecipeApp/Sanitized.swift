/// Text made safe to write to a terminal that is not under the canvas's
/// control (stdout of `--print`, error messages): data files are untrusted,
/// so no control character from them is ever written.
enum Sanitized {
  /// `text` with control characters (C0 but tab, C1, DEL) replaced by U+FFFD
  /// and format characters (bidirectional overrides, joiners) removed.
  static func printable(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value == 0x09 {
        result.append(" ")
      } else if value < 0x20 || (0x7F..<0xA0).contains(value) {
        result.append("\u{FFFD}")
      } else if scalar.properties.generalCategory == .format {
        continue
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// `printable(text)` on one line, cut to 80 characters.
  static func oneLine(_ text: String) -> String {
    let clean = printable(text)
    return clean.count > 80 ? String(clean.prefix(79)) + "…" : clean
  }
}

extension Sanitized {
  /// `text` as a JSON string, quoted: `"` and `\` escaped, and every control
  /// (C0, DEL, C1), format (bidirectional overrides, joiners) and line or
  /// paragraph separator character as a `\u` escape, so the JSON is safe
  /// on a terminal and decodes back to `text` exactly.
  static func json(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        let category = scalar.properties.generalCategory
        if value < 0x20 || (0x7F..<0xA0).contains(value) || category == .format
          || category == .lineSeparator || category == .paragraphSeparator
        {
          for unit in String(scalar).utf16 { result += unicodeEscape(unit) }
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static func unicodeEscape(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
