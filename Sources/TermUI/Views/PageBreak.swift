/// Where a page of text may end: not right after a heading whose first line
/// would be on the next page (issue 30, item 17).
enum PageBreak {
  /// True when the page of `height` rows from `top` ends with a heading
  /// (maybe followed by blank rows) whose next line is below the page.
  static func splitsHeading(_ lines: [StyledLine], top: Int, height: Int) -> Bool {
    let bottom = top + height - 1
    guard height > 1, top >= 0, bottom + 1 < lines.count else { return false }
    var row = bottom
    while row > top, isBlank(lines[row]) { row -= 1 }
    return row > top && isHeading(lines[row])
  }

  /// A line whose every visible span is in the heading role (a step's
  /// number alone in that role does not make its line a heading).
  static func isHeading(_ line: StyledLine) -> Bool {
    let visible = line.spans.filter { !$0.text.allSatisfy(\.isWhitespace) }
    return !visible.isEmpty && visible.allSatisfy { $0.role == .heading }
  }

  private static func isBlank(_ line: StyledLine) -> Bool {
    line.spans.allSatisfy { $0.text.allSatisfy(\.isWhitespace) }
  }
}
