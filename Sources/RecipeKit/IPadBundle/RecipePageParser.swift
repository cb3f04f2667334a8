/// Reads a recipe page (HTML) into a `Recipe`.
///
/// libxml2's HTML parser builds the tree (it recovers from unclosed tags,
/// stray end tags, bad nesting, and decodes entities); this type only walks
/// that tree, without recursion and with a bounded number of node visits, and
/// maps the original site's classes to blocks (see `BlockReader`). Anything
/// it does not recognise still comes out as headings, paragraphs, lists and
/// tables in document order, so a page of another shape shows all its text.
///
/// Never throws, never prints: a broken page yields what could be read, an
/// unreadable one `.empty`; a page nested too deep for libxml2 (which stops
/// reading there) or too large to read says so in `Recipe.problem`.
public enum RecipePageParser {
  /// Parses one page given as bytes (`Data`, `[UInt8]`, a slice …).
  ///
  /// The bytes are read as UTF-8 whatever the page declares (both bundles
  /// are UTF-8): invalid sequences and control characters become U+FFFD
  /// before libxml2 sees them. Returns `.empty` for an empty input, for
  /// binary data (a NUL byte, as git and grep decide), and for more than
  /// `Int32.max` bytes (libxml2's limit).
  public static func parse(_ data: some Collection<UInt8>) -> Recipe {
    guard let source = Source(data) else { return .empty }
    return withDocumentRoot(of: source) { root, problem in
      var reader = BlockReader(budget: VisitBudget(limit: source.visitLimit))
      reader.read(root)
      return Recipe(blocks: reader.blocks, problem: problem)
    } ?? .empty
  }
}
