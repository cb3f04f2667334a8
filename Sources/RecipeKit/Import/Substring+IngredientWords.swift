/// Word-by-word reading for `IngredientLineParser`.
extension Substring {
  /// Without the spaces at the start.
  func droppingSpaces() -> Substring {
    drop { $0 == " " }
  }

  /// The first word (up to a space) and what follows it; nil when empty.
  func word() -> (Substring, Substring)? {
    let text = droppingSpaces()
    let word = text.prefix { $0 != " " }
    guard !word.isEmpty else { return nil }
    return (word, text[word.endIndex...])
  }

  /// The first of `phrases` (lowercase, matched in any case) that the text
  /// starts with as whole words, as written, and the text after it
  /// (spaces dropped); the longest phrase wins.
  func phrase(in phrases: [String]) -> (String, Substring)? {
    let text = droppingSpaces()
    var best: (String, Substring)?
    for phrase in phrases {
      guard let end = IngredientUnitTable.matchEnd(of: Array(phrase), in: text) else { continue }
      if end < text.endIndex, text[end] != " ", phrase.last?.isLetter == true || phrase.last == "."
      {
        // Not a whole word: `an` in `anchovy`, `ca.` is whole at its dot.
        if phrase.last != "." { continue }
      }
      if let found = best, found.0.count >= phrase.count { continue }
      best = (String(text[..<end]), text[end...].droppingSpaces())
    }
    return best
  }

  /// Without a linking word at the start: `of`, `de`, `van`, `d'` (`a
  /// pinch of salt`, `2 gousses d'ail`).
  func droppingLinkingWord() -> Substring {
    let text = droppingSpaces()
    if let (_, after) = text.phrase(in: IngredientWords.linkingWords), !after.isEmpty {
      return after
    }
    for elision in IngredientWords.linkingElisions {
      if let end = IngredientUnitTable.matchEnd(of: Array(elision), in: text), end < text.endIndex {
        return text[end...]
      }
    }
    return text
  }

  /// Where `needle` (lowercase) first starts in the text, any case; nil
  /// when it is not in it.
  func firstIndex(ofLowercase needle: String) -> Substring.Index? {
    let characters = Array(needle)
    var index = startIndex
    while index < endIndex {
      if IngredientUnitTable.matchEnd(of: characters, in: self[index...]) != nil { return index }
      index = self.index(after: index)
    }
    return nil
  }
}
