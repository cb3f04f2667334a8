import RecipeKit

extension RecipesCommand {
  /// Results printed by `--search`.
  static let searchLimit = 50

  /// `--search QUERY`: the ranked results, one a line,
  /// `kind<TAB>idstr<TAB>cuisine<TAB>name`, best first, at most
  /// `searchLimit`; exit 1 when nothing matches, 2 when the bundle cannot
  /// be opened. Every field is sanitised (data is untrusted) and has no tab.
  func search(_ query: String, options: Options) -> Int32 {
    let bundle: RecipeBundle
    switch openBundle(options) {
    case .success(let opened): bundle = opened
    case .failure(let failure): return fail(failure.message, status: 2)
    }
    let index = SearchIndex.build(from: bundle, ingredients: true)
    // The app supplies its commands from its key-binding tables; the
    // command line has none yet.
    index.commands = Self.searchCommands
    let results = index.search(query)
    guard !results.isEmpty else {
      return fail("nothing matches '\(Sanitized.oneLine(query))'", status: 1)
    }
    for hit in index.hits(results, limit: Self.searchLimit) {
      let fields = [hit.kind.rawValue, hit.idstr, hit.cuisine?.name ?? "", hit.name]
      output(fields.map(Self.field).joined(separator: "\t"))
    }
    return 0
  }

  /// The commands `--search` offers: none until the key-binding tables exist.
  static let searchCommands: [SearchCommand] = []

  /// `text` printable, tabs as spaces (`Sanitized.printable`).
  private static func field(_ text: String) -> String {
    Sanitized.printable(text)
  }
}
