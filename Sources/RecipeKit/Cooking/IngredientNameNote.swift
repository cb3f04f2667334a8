/// An ingredient name with the page's note split off: the original site
/// writes notes into the name (`红绿辣椒（不喜欢辣椒的就不用了）`), which
/// are shown apart and never matched.
///
/// The note is what the first bracket of the name opens (`（`, `(`, `【`,
/// `[`) to the end; a name that is nothing but a note stays whole.
public struct IngredientNameNote: Hashable, Sendable {
  /// The name without the note, trimmed (`红绿辣椒`).
  public let name: String
  /// The note without its brackets (`不喜欢辣椒的就不用了`); `""` when none.
  public let note: String

  public init(_ text: String) {
    guard let open = text.firstIndex(where: { "（(【[".contains($0) }) else {
      name = text
      note = ""
      return
    }
    let base = text[..<open].trimmingEnds(of: " \u{3000}")
    guard !base.isEmpty else {
      name = text
      note = ""
      return
    }
    name = base
    var rest = String(text[text.index(after: open)...])
    while let last = rest.last, "）)】] \u{3000}".contains(last) { rest.removeLast() }
    note = rest.trimmingEnds(of: " \u{3000}")
  }
}

extension StringProtocol {
  /// The text without `characters` at either end.
  func trimmingEnds(of characters: String) -> String {
    var slice = self[...]
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
