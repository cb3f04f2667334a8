/// Cooklang text made safe to show: what the recipe's blocks and dish
/// names hold (see `RecipeBlock`).
enum CooklangDisplay {
  /// `raw` with runs of white space as one space, trimmed, and control
  /// characters (C0, DEL, C1), line and paragraph separators and bidi
  /// controls replaced with U+FFFD; cut to `limit` characters.
  static func text(_ raw: String, limit: Int = 4_000) -> String {
    var result = ""
    var pendingSpace = false
    var count = 0
    for scalar in raw.unicodeScalars {
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        pendingSpace = !result.isEmpty
        continue
      }
      if count >= limit {
        result.append("…")
        break
      }
      if pendingSpace {
        result.append(" ")
        pendingSpace = false
      }
      result.unicodeScalars.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
      count += 1
    }
    return result
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
