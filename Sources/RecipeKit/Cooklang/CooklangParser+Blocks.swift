/// The body: lines grouped into blocks (steps and notes) separated by
/// blank lines (or lines of comments only); a line starting with `>>`
/// (metadata) or `=` (a section, or else a step of its own) stands alone,
/// as in cooklang-rs.
extension CooklangParser {
  mutating func readBody(from start: Int) {
    let lexed = CooklangLexer.tokens(scalars, from: start)
    tokens = lexed.tokens
    if let unclosed = lexed.unclosedComment {
      report(
        .warning, at: unclosed, "unclosed block comment `[-`: the rest of the text is a comment")
    }
    var block: Range<Int>?
    var index = 0
    while index < tokens.count {
      var end = index
      while end < tokens.count, tokens[end].kind != .newline { end += 1 }
      let line = index..<end
      if tokens[line].contains(where: { !$0.isBlank }) {
        // `>>` and `=` count only as a line's very first character.
        let first = tokens[index]
        if first.kind == .metadataStart, !hasFrontMatter {
          finishBlock(&block)
          if !readMetadataLine(line) { finishBlock(line) }
        } else if first.isSymbol("=") {
          finishBlock(&block)
          if let name = sectionName(line) {
            pendingSection = (name, location(first.start).line)
            if name != nil { _ = currentSection(line: pendingSection?.line ?? 1) }
          } else {
            finishBlock(line)
          }
        } else {
          block = (block?.lowerBound ?? index)..<end
        }
      } else {
        finishBlock(&block)
      }
      index = end + 1
    }
    finishBlock(&block)
  }

  private mutating func finishBlock(_ block: inout Range<Int>?) {
    if let range = block { finishBlock(range) }
    block = nil
  }

  /// A step, or a note when its first character is `>`.
  private mutating func finishBlock(_ range: Range<Int>) {
    guard let shown = tokens[range].first(where: { !$0.isBlank }) else { return }
    let line = location(shown.start).line
    if tokens[range.lowerBound].isSymbol(">") {
      let section = currentSection(line: line)
      notes.append(
        CooklangNote(text: noteText(range), section: section, stepsBefore: steps.count, line: line))
      return
    }
    let items = readStep(range)
    guard !items.isEmpty else { return }
    let section = currentSection(line: line)
    sections[section].steps.append(steps.count)
    steps.append(CooklangStep(items: items, section: section, line: line))
  }

  /// A note's lines, each without its leading `>`, joined with spaces.
  private func noteText(_ range: Range<Int>) -> String {
    var parts: [String] = []
    var lineStart = range.lowerBound
    while lineStart < range.upperBound {
      var end = lineStart
      while end < range.upperBound, tokens[end].kind != .newline { end += 1 }
      var from = lineStart
      while from < end, tokens[from].isBlank { from += 1 }
      if from < end, tokens[from].isSymbol(">") { from += 1 }
      let text = CooklangText.trimmed(CooklangText.render(tokens[from..<end], in: scalars))
      if !text.isEmpty { parts.append(text) }
      lineStart = end + 1
    }
    return parts.joined(separator: " ")
  }

  /// `>> key: value`; false when there is no `:` (the line is then text).
  private mutating func readMetadataLine(_ line: Range<Int>) -> Bool {
    guard let start = tokens[line].firstIndex(where: { $0.kind == .metadataStart }) else {
      return false
    }
    let text = CooklangText.render(tokens[(start + 1)..<line.upperBound], in: scalars)
    guard let colon = text.firstIndex(of: ":") else { return false }
    let key = CooklangText.trimmed(text[..<colon])
    guard !key.isEmpty else {
      report(.warning, at: tokens[start].start, "metadata line without a key")
      return true
    }
    metadata.set(key, .text(CooklangText.trimmed(text[text.index(after: colon)...])))
    return true
  }

  /// The name of a section line (`= Dough`, `== Filling ==`, `==`: nil);
  /// `.none` when the line is not one (`== A = B ==` and `== A= ==` are
  /// text: one run of `=` may close the name, as in cooklang-rs).
  private func sectionName(_ line: Range<Int>) -> String?? {
    var index = line.lowerBound
    while index < line.upperBound, tokens[index].isBlank { index += 1 }
    while index < line.upperBound, tokens[index].isSymbol("=") { index += 1 }
    let nameStart = index
    while index < line.upperBound, !tokens[index].isSymbol("=") { index += 1 }
    let nameEnd = index
    while index < line.upperBound, tokens[index].isSymbol("=") { index += 1 }
    while index < line.upperBound, tokens[index].isBlank { index += 1 }
    guard index == line.upperBound else { return .none }
    let name = CooklangText.trimmed(CooklangText.render(tokens[nameStart..<nameEnd], in: scalars))
    return .some(name.isEmpty ? nil : name)
  }
}
