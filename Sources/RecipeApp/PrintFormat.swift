import RecipeKit

/// The `--format` of `--print`: the recipe as laid out text, Markdown,
/// JSON (the recipe as the app sees it: its blocks) or Cooklang.
public enum PrintFormat: String, Equatable, Sendable, CaseIterable {
  case text, markdown, json, cooklang
}
