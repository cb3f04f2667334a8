/// The one limit of the app's input lines (the dish filter, the search
/// palette, "What can I cook?"): typing or pasting into a full line does
/// nothing, so each key costs at most a search of this many characters and
/// 100,000 typed characters are linear work (issue 31, item 10), where the
/// line grew and each key searched the whole of it again (quadratic).
enum TextEntry {
  /// The most characters an input line holds: far more than any name or
  /// list of ingredients.
  static let maximumLength = 256

  /// `text` with `addition` appended (line breaks and tabs left out), cut
  /// to `maximumLength`; nil when nothing would change (the line is full,
  /// or the addition is empty), so the caller need not search again.
  static func appending(_ addition: String, to text: String) -> String? {
    let room = maximumLength - text.count
    guard room > 0 else { return nil }
    var added = ""
    var count = 0
    for character in addition where !character.isNewline && character != "\t" {
      guard count < room else { break }
      added.append(character)
      count += 1
    }
    return added.isEmpty ? nil : text + added
  }
}
