/// Text made safe to write to a terminal that is not under the canvas's
/// control (stdout of `--print`, error messages): data files are untrusted,
/// so no control character from them is ever written.
///
/// The one sanitiser: `RecipesCommand` passes everything it writes, on
/// either stream, through `text(_:)` (and JSON through `json(_:)` first),
/// whatever a mode did before.
enum Sanitized {
  /// What a terminal must never be sent from data: C0 controls, DEL, C1
  /// controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  /// Whether `scalar` is a format character (bidirectional overrides and
  /// isolates, joiners, soft hyphen), which reorders or hides text.
  static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0xAD && scalar.properties.generalCategory == .format
  }

  /// `text` as written to standard output or error: line feeds and tabs
  /// kept, other controls replaced by U+FFFD, format characters removed.
  static func text(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) || isFormat($0) }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" {
        result.append(scalar)
      } else if isControl(scalar) {
        result.append("\u{FFFD}")
      } else if !isFormat(scalar) {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// JSON text with every control (line feeds between tokens aside) and
  /// format character inside it as a `\u` escape: a JSON reader gets the
  /// data back whole, a terminal gets none of it.
  static func json(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if (isControl(scalar) && scalar != "\n") || isFormat(scalar) {
        // Past the BMP (the tag characters): a UTF-16 surrogate pair.
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` with control characters (C0 but tab, C1, DEL) replaced by U+FFFD
  /// and format characters (bidirectional overrides, joiners) removed.
  static func printable(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value == 0x09 {
        result.append(" ")
      } else if isControl(scalar) {
        result.append("\u{FFFD}")
      } else if isFormat(scalar) {
        continue
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// The most characters of a path echoed in a message: a wide screen's
  /// width (a temporary folder's path is already about 90).
  static let pathLimit = 120

  /// A path as echoed in a message: `printable`, and when longer than a
  /// screen width its start and its end with `…` between (the folder it
  /// starts from and the file it names both stay).
  static func path(_ path: String) -> String {
    let clean = printable(path)
    guard clean.count > pathLimit else { return clean }
    let head = pathLimit / 2
    return String(clean.prefix(head)) + "…" + String(clean.suffix(pathLimit - head - 1))
  }

  /// `printable(text)` on one line, cut to 80 characters.
  static func oneLine(_ text: String) -> String {
    let clean = printable(text)
    return clean.count > 80 ? String(clean.prefix(79)) + "…" : clean
  }
}
