/// Cooklang text made safe to show: what the recipe's blocks and dish
/// names hold (see `RecipeBlock`).
enum CooklangDisplay {
  /// `raw` with runs of white space as one space, trimmed, and control
  /// characters (C0, DEL, C1), line and paragraph separators and bidi
  /// controls replaced with U+FFFD; cut to `limit` characters.
  /// White space between two wide (CJK) characters is dropped, as a
  /// browser lays out Chinese text broken over lines.
  ///
  /// With `keepingMarks`, each `mark` is kept where it is, and is nothing
  /// to the white space around it (it marks where a step's ingredient
  /// mention ends: `CooklangRecipeBlocks.stepPieces`).
  static func text(_ raw: String, limit: Int = 4_000, keepingMarks: Bool = false) -> String {
    var result = CooklangTextBuffer(capacity: raw.utf8.count)
    var pendingSpace = false
    var pendingBreak = false
    var previous: Unicode.Scalar?
    var count = 0
    for scalar in raw.unicodeScalars {
      if keepingMarks && scalar == mark {
        if count < limit { result.append(scalar) }
        continue
      }
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        if scalar == "\n" || scalar == "\r" { pendingBreak = true } else { pendingSpace = true }
        continue
      }
      if count >= limit {
        result.append("…" as String)
        break
      }
      if (pendingSpace || pendingBreak), let previous {
        // White space between two wide characters is nothing (Cooklang
        // joins a paragraph's lines with a space).
        if !(isWide(previous) && isWide(scalar)) { result.append(" " as Unicode.Scalar) }
      }
      pendingSpace = false
      pendingBreak = false
      previous = scalar
      result.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
      count += 1
    }
    return result.string
  }

  /// A private-use character that marks a place in a text (see `text`).
  static let mark: Unicode.Scalar = "\u{E000}"

  /// CJK ideographs, kana, hangul and full-width punctuation.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFF:
      return true
    default:
      return false
    }
  }

  /// Control characters, line and paragraph separators, bidi controls.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E,
      0x2066...0x2069, 0x061C:
      return true
    default:
      return false
    }
  }
}
