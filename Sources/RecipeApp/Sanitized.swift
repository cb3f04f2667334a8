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
