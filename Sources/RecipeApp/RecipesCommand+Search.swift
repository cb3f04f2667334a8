import RecipeKit

extension RecipesCommand {
  /// Results printed by `--search`.
  static let searchLimit = 50

  /// `--search QUERY`: the ranked results, one a line,
  /// `kind<TAB>idstr<TAB>cuisine<TAB>name`, best first, at most
  /// `searchLimit`; exit 1 when nothing matches, 2 when the bundle cannot
  /// be opened. Every field is sanitised (data is untrusted) and has no tab.
  func search(_ query: String, options: Options) -> Int32 {
    let source: any RecipeSource
    switch openSource(options) {
    case .success(let opened): source = opened
    case .failure(let failure): return fail(failure.message, status: 2)
    }
    let index = SearchIndex.build(from: source, ingredients: true)
    // The palette's commands, in the language of `--lang` (the locale's
    // otherwise), with the keys of the config's `[keys]`.
    let language = options.language ?? Labels.language(environment: environment)
    index.commands = PaletteFlow.searchCommands(language, overrides: options.keys)
    let results = index.search(query, limit: Self.searchLimit)
    guard !results.isEmpty else {
      return fail("nothing matches '\(Sanitized.oneLine(query))'", status: 1)
    }
    for hit in index.hits(results, limit: Self.searchLimit) {
      let fields = [hit.kind.rawValue, hit.idstr, hit.cuisine?.name ?? "", hit.name]
      output(fields.map(Self.field).joined(separator: "\t"))
    }
    return 0
  }

  /// `text` printable, tabs as spaces (`Sanitized.printable`).
  private static func field(_ text: String) -> String {
    Sanitized.printable(text)
  }
}
