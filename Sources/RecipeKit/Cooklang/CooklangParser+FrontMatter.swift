/// The front matter: a `---` line (blank lines before it allowed), YAML or
/// `key: value` lines, a closing `---` line.
extension CooklangParser {
  /// Reads the front matter, if any; returns where the body starts.
  mutating func readFrontMatter() -> Int {
    var offset = 0
    while let end = lineEnd(offset), isBlank(offset..<end) {
      guard end < scalars.count else { return 0 }
      offset = end + 1
    }
    guard let openEnd = lineEnd(offset), isFence(offset..<openEnd), openEnd < scalars.count else {
      return 0
    }
    let contentStart = openEnd + 1
    var lineStart = contentStart
    while lineStart <= scalars.count, let end = lineEnd(lineStart) {
      if isFence(lineStart..<end) {
        hasFrontMatter = true
        readFrontMatterBlock(contentStart..<lineStart)
        return min(end + 1, scalars.count)
      }
      guard end < scalars.count else { break }
      lineStart = end + 1
    }
    return 0
  }

  /// The end (its newline, or the text's end) of the line starting at
  /// `start`; nil past the end.
  private func lineEnd(_ start: Int) -> Int? {
    guard start <= scalars.count else { return nil }
    var end = start
    while end < scalars.count, scalars[end] != "\n" { end += 1 }
    return end
  }

  private func isBlank(_ range: Range<Int>) -> Bool {
    scalars[range].allSatisfy(CooklangText.isTrimmable)
  }

  /// `---` with nothing but whitespace after it.
  private func isFence(_ range: Range<Int>) -> Bool {
    range.count >= 3 && scalars[range.lowerBound..<range.lowerBound + 3].allSatisfy { $0 == "-" }
      && scalars[(range.lowerBound + 3)..<range.upperBound].allSatisfy(CooklangText.isTrimmable)
  }

  private mutating func readFrontMatterBlock(_ range: Range<Int>) {
    let text = CooklangTextBuffer.string(scalars[range])
    let firstLine = location(range.lowerBound).line
    let yaml = CooklangYAML.read(text)
    if case .mapping(let entries) = yaml {
      metadata = CooklangMetadata(entries: entries)
      return
    }
    // Not a YAML mapping: `key: value` lines, as the canonical tests read
    // `cooking time    :30 mins`.
    var entries: [CooklangMetadataEntry] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = CooklangText.trimmed(line)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let colon = trimmed.firstIndex(of: ":"),
        case let key = CooklangText.trimmed(trimmed[..<colon]), !key.isEmpty
      else {
        var message = "front matter is neither YAML nor `key: value` lines"
        if case .invalid(_, _, let why) = yaml { message += " (YAML: \(why))" }
        problems.append(CooklangProblem(.error, line: firstLine + index, column: 1, message))
        return
      }
      entries.append((key, .text(CooklangText.trimmed(trimmed[trimmed.index(after: colon)...]))))
    }
    metadata = CooklangMetadata(entries: entries)
  }
}
