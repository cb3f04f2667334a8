import CWidth

/// Column widths, in one place, from the C library's `wcwidth`: the same
/// function ncurses uses, so the canvas and the terminal agree on where
/// every character ends.
///
/// `wcwidth` depends on the locale's character type. The first use runs
/// `setlocale(LC_CTYPE, "")` (no other category: loading them all cost most
/// of a millisecond at start) and, when that does not give a UTF-8 locale (an
/// unset `LANG`, say), `C.UTF-8` for `LC_CTYPE`, since the data is Chinese
/// and the terminal layer writes UTF-8 (DECISIONS.md, 2026-11-29).
public enum ColumnWidth {
  /// How the canvas treats one Unicode scalar.
  public enum Kind: Hashable, Sendable {
    /// Drawn in 1 or 2 columns.
    case printable(width: Int)
    /// A combining mark: drawn on the previous character, 0 columns.
    case combining
    /// Not drawn at all (zero-width joiners, bidirectional overrides and
    /// other format characters): terminals disagree on them.
    case invisible
    /// A control character or one the C library cannot print: drawn as
    /// U+FFFD so that it never reaches the terminal.
    case replaced
  }

  /// The placeholder drawn for control and unprintable characters.
  public static let replacement: Character = "\u{FFFD}"

  /// True once the locale is set up; `wcwidth` answers for UTF-8 after it.
  public static let isLocaleReady: Bool = prepareLocale()

  private static func prepareLocale() -> Bool {
    cw_prepare_utf8_locale() == 1
  }

  /// What the canvas does with `scalar`.
  @inlinable
  public static func kind(of scalar: Unicode.Scalar) -> Kind {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return .printable(width: 1) }
    // The CJK ideographs, most of the data's text: every one is assigned,
    // a letter, and two columns for `wcwidth` in a UTF-8 locale, so the
    // property lookups of `slowKind` (a tenth of a frame) are skipped.
    if value >= cjkIdeographs.lowerBound && value <= cjkIdeographs.upperBound && isLocaleReady {
      return .printable(width: 2)
    }
    return slowKind(of: scalar)
  }

  /// U+4E00–U+9FFF, the CJK Unified Ideographs block.
  @usableFromInline
  static let cjkIdeographs: ClosedRange<UInt32> = 0x4E00...0x9FFF

  @usableFromInline
  static func slowKind(of scalar: Unicode.Scalar) -> Kind {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return .replaced }
    switch scalar.properties.generalCategory {
    case .format: return .invisible
    case .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: return .replaced
    default: break
    }
    _ = isLocaleReady
    let width = cw_wcwidth(value)
    switch width {
    case 1, 2: return .printable(width: Int(width))
    case 0:
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark: return .combining
      default: return .invisible
      }
    default: return .replaced
    }
  }

  /// Columns `scalar` takes when drawn alone: 1 or 2, 1 for a replaced
  /// character, 0 for combining and invisible ones.
  @inlinable
  public static func width(of scalar: Unicode.Scalar) -> Int {
    switch kind(of: scalar) {
    case .printable(let width): width
    case .replaced: 1
    case .combining, .invisible: 0
    }
  }

  /// Columns `text` takes when drawn on one line by the canvas.
  @inlinable
  public static func width(of text: some StringProtocol) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x20 && scalar.value < 0x7F {
        total += 1
      } else {
        total += width(of: scalar)
      }
    }
    return total
  }

  /// Columns `character` takes as the canvas draws it, scalar by scalar
  /// (a base and its marks take the base's width; a sequence joined by
  /// zero-width joiners takes the sum of its parts).
  @inlinable
  public static func width(of character: Character) -> Int {
    var total = 0
    for scalar in character.unicodeScalars { total += width(of: scalar) }
    return total
  }

  /// `text` cut to at most `columns` columns, by display width, never in
  /// the middle of a double-width character. When it is cut and there is
  /// room, the last column shows `ellipsis`.
  public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
    truncated(text, to: columns, ellipsis: ellipsis).text
  }

  /// `truncate(text, to: columns, ellipsis:)` and the columns it takes:
  /// a text that fits is measured once, not once to know it fits and again
  /// to place it.
  public static func truncated(_ text: String, to columns: Int, ellipsis: String = "…") -> (
    text: String, width: Int
  ) {
    let whole = width(of: text)
    if whole <= max(0, columns) { return (text, whole) }
    let cut = cutting(text, to: columns, ellipsis: ellipsis)
    return (cut, width(of: cut))
  }

  /// `text`, which is wider than `columns`, cut with `ellipsis`.
  private static func cutting(_ text: String, to columns: Int, ellipsis: String) -> String {
    let columns = max(0, columns)
    let ellipsisWidth = width(of: ellipsis)
    let budget = columns >= ellipsisWidth + 1 ? columns - ellipsisWidth : columns
    var used = 0
    var result = ""
    for character in text {
      let w = width(of: character)
      if used + w > budget { break }
      used += w
      result.append(character)
    }
    if columns >= ellipsisWidth + 1 { result += ellipsis }
    return result
  }

  /// `text` padded with spaces on the right to exactly `columns` columns
  /// (truncated first when longer).
  public static func pad(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
    let (cut, used) = truncated(text, to: columns, ellipsis: ellipsis)
    let missing = columns - used
    return missing > 0 ? cut + String(repeating: " ", count: missing) : cut
  }
}
