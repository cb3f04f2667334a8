extension TextWrapper {
  /// `wrap(_:width:)`, then no paragraph ends on a line of one wide
  /// character (with its closing marks, `泡。`): the character before it
  /// moves down to keep it company (with its own closing marks, `水，`), as
  /// typesetters do (issue 30, item 17).
  /// Only between wide characters; Latin text wraps as before.
  public static func wrapAvoidingOrphans(_ text: String, width: Int) -> [String] {
    guard text.contains("\n") else { return mended(wrap(text, width: width), width: width) }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      mended(wrap(String($0), width: width), width: width)
    }
  }

  /// One paragraph's lines with its last line mended.
  private static func mended(_ lines: [String], width: Int) -> [String] {
    guard lines.count >= 2, let last = lines.last, isOrphan(last) else { return lines }
    var previous = lines[lines.count - 2]
    // The character that comes down brings its closing marks (`水，`),
    // which may not start the line.
    let marks = previous.reversed().prefix { closing.contains($0) }.count
    let kept = previous.count - marks - 1
    guard kept >= 2 else { return lines }
    let character = previous[previous.index(previous.startIndex, offsetBy: kept)]
    let moved = String(previous.suffix(marks + 1))
    guard ColumnWidth.width(of: character) >= 2, !opening.contains(character),
      !closing.contains(character), ColumnWidth.width(of: last) + ColumnWidth.width(of: moved) <= width
    else { return lines }
    previous.removeLast(marks + 1)
    var result = lines
    result[lines.count - 2] = previous
    result[lines.count - 1] = moved + last
    return result
  }

  /// One wide character, then only closing marks.
  private static func isOrphan(_ line: String) -> Bool {
    guard let first = line.first, ColumnWidth.width(of: first) >= 2,
      !closing.contains(first), !opening.contains(first)
    else { return false }
    return line.dropFirst().allSatisfy { closing.contains($0) }
  }
}
