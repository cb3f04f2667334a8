/// Cleans the strings that recipe sources carry: HTML entities decoded
/// (twice, as pages often encode them twice: `&amp;frac12;`), tags removed,
/// white space collapsed to single spaces, ends trimmed.
///
/// Entities and tags are read by libxml2's HTML parser (the same one that
/// reads the pages), so every named entity is known without a table here.
enum ImportText {
  /// `text` as one line.
  static func clean(_ text: String) -> String {
    collapsed(decoded(text))
  }

  /// `text` as lines: split at its line breaks, `<br>`s and block edges,
  /// each line cleaned, empty lines dropped.
  static func lines(_ text: String) -> [String] {
    var result: [String] = []
    for rawLine in text.split(whereSeparator: \.isNewline) {
      for line in decoded(String(rawLine)).split(separator: "\n") {
        let line = collapsed(Substring(line))
        if !line.isEmpty { result.append(line) }
      }
    }
    return result
  }

  /// The text with tags and entities read; block edges and `<br>` as `\n`.
  private static func decoded(_ text: String) -> Substring {
    guard text.contains(where: { $0 == "<" || $0 == "&" }) else { return Substring(text) }
    var text = parsed(text)
    if text.contains("&"), hasEntity(text) { text = parsed(text) }
    return Substring(text)
  }

  /// The display text of `text` read as an HTML fragment.
  private static func parsed(_ text: String) -> String {
    // A leading `<` that starts no tag (`< 1 cup`) is text to libxml2 too.
    guard let source = RecipePageParser.Source(Array(("<div>" + text + "</div>").utf8)) else {
      return text
    }
    return RecipePageParser.withDocumentRoot(of: source) { root in
      RecipePageParser.text(
        of: root, budget: RecipePageParser.VisitBudget(limit: source.visitLimit))
    } ?? text
  }

  /// True when `text` has something like `&name;` or `&#123;`.
  private static func hasEntity(_ text: String) -> Bool {
    var afterAmpersand = false
    var length = 0
    for scalar in text.unicodeScalars {
      if scalar == "&" {
        afterAmpersand = true
        length = 0
      } else if afterAmpersand {
        if scalar == ";", length > 0 { return true }
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#",
          length < 10
        {
          length += 1
        } else {
          afterAmpersand = false
        }
      }
    }
    return false
  }

  /// White space runs as one space, ends trimmed; control characters
  /// dropped.
  static func collapsed(_ text: Substring) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for character in text {
      if character.isWhitespace || character == "\u{200B}" {
        pendingSpace = !output.isEmpty
        continue
      }
      if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        scalar.properties.generalCategory == .control
      {
        continue
      }
      if pendingSpace { output.append(" ") }
      pendingSpace = false
      output.append(character)
    }
    return output
  }
}
