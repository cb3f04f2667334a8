import RecipeKit

// Several sources in the first column: each source's name as a heading
// row above its categories (one source: its categories alone, as ever).
extension AppMemory {
  /// The id prefix of a heading row: like the two lists', it starts with a
  /// slash, which no source's category id does.
  static let headingPrefix = "/heading/"

  /// The first column's rows of `source` (below the two lists): its
  /// categories, with a heading naming each member above its own when the
  /// source is several (`CompositeSource`).
  static func sourceRows(_ source: any RecipeSource) -> [Cuisine] {
    guard let composite = source as? CompositeSource else { return source.categories }
    var rows: [Cuisine] = []
    for member in composite.members {
      rows.append(
        Cuisine(idstr: headingPrefix + member.prefix, name: Sanitized.oneLine(member.prefix)))
      rows += member.source.categories.map { CompositeSource.prefixed($0, member.prefix) }
    }
    return rows
  }

  /// Whether `cuisine` is a heading row (never chosen).
  static func isHeading(_ cuisine: Cuisine?) -> Bool {
    cuisine?.idstr.hasPrefix(headingPrefix) == true
  }
}
