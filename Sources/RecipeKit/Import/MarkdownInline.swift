/// Markdown's inline markup reduced to plain text, for RecipeMD: emphasis
/// markers, code backticks, links (their text kept) and images (dropped),
/// backslash escapes.
enum MarkdownInline {
  /// `text` without inline markup, white space collapsed.
  static func plain(_ text: Substring) -> String {
    var output = ""
    var characters = Array(text)[...]
    while let character = characters.first {
      characters.removeFirst()
      switch character {
      case "\\":
        if let next = characters.first, next.isPunctuation || next.isSymbol {
          output.append(next)
          characters.removeFirst()
        } else {
          output.append(character)
        }
      case "*", "`":
        continue
      case "_":
        // Emphasis only at a word's edge: `snake_case` keeps its `_`.
        let before = output.last
        let after = characters.first
        if before?.isLetter == true || before?.isNumber == true,
          after?.isLetter == true || after?.isNumber == true
        {
          output.append(character)
        }
      case "!" where characters.first == "[":
        if let (_, rest) = link(characters.dropFirst()) {
          characters = rest
        } else {
          output.append(character)
        }
      case "[":
        if let (label, rest) = link(characters) {
          output += plain(Substring(String(label)))
          characters = rest
        } else {
          output.append(character)
        }
      default:
        output.append(character)
      }
    }
    return ImportText.collapsed(Substring(output))
  }

  /// `label](target)` after a `[`: the label and what follows the `)`.
  private static func link(_ characters: ArraySlice<Character>) -> (
    ArraySlice<Character>, ArraySlice<Character>
  )? {
    guard let close = characters.firstIndex(of: "]"),
      characters.index(after: close) < characters.endIndex,
      characters[characters.index(after: close)] == "(",
      let end = characters[close...].firstIndex(of: ")")
    else { return nil }
    return (characters[characters.startIndex..<close], characters[characters.index(after: end)...])
  }

  /// The text inside a paragraph that is wholly emphasised with `marker`
  /// (`*`, `_`, `**`, `__`), nil otherwise.
  static func wholly(_ paragraph: String, _ marker: String) -> Substring? {
    let text = Substring(paragraph).trimmingWhitespace()
    guard text.count > 2 * marker.count, text.hasPrefix(marker), text.hasSuffix(marker) else {
      return nil
    }
    let inner = text.dropFirst(marker.count).dropLast(marker.count)
    // `*a* and *b*` is not one emphasis; `**x**` is not single emphasis.
    guard !inner.contains(marker.first ?? "*") || marker.count == 2 else { return nil }
    if marker.count == 1, inner.hasPrefix(marker) { return nil }
    return inner
  }
}
