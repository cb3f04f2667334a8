import Testing

@testable import RecipeKit

/// Front matter (YAML through libyaml, else `key: value` lines), `>>`
/// lines and the canonical keys of `conventions.md`.
@Suite struct CooklangMetadataTests {
  func metadata(_ text: String) -> CooklangMetadata { CooklangParser.parse(text).recipe.metadata }

  @Test func yamlListsAndNestedKeys() {
    let meta = metadata(
      """
      ---
      title: Spaghetti Carbonara
      tags:
        - pasta
        - quick
      servings: 4 portions
      source:
        name: The Book
        url: https://example.org/r
      time:
        prep: 10 min
        cook: 20 min
      ---
      Boil @pasta{400%g}.
      """)
    #expect(meta.text(.title) == "Spaghetti Carbonara")
    #expect(meta.tags == ["pasta", "quick"])
    #expect(meta.servings == 4)
    #expect(meta.text(.servings) == "4 portions")
    #expect(meta.text(.source) == "The Book")
    #expect(meta.text(.sourceURL) == "https://example.org/r")
    #expect(meta.text(.prepTime) == "10 min")
    #expect(meta.text(.cookTime) == "20 min")
    #expect(meta.entries.map(\.key) == ["title", "tags", "servings", "source", "time"])
  }

  @Test func aliasesOfTheCanonicalTable() {
    let meta = metadata(
      "---\nserves: 2\nintroduction: Hi\ncategory: dinner\ntime required: 1h\nPrep Time: 5 min\npictures: [a.jpg, b.jpg]\ntags: [a, b]\n---\n"
    )
    #expect(meta.text(.servings) == "2")
    #expect(meta.text(.description) == "Hi")
    #expect(meta.text(.course) == "dinner")
    #expect(meta.text(.time) == "1h")
    #expect(meta.text(.prepTime) == "5 min")
    #expect(meta.value(.images) == .list([.text("a.jpg"), .text("b.jpg")]))
    #expect(meta.tags == ["a", "b"])
  }

  @Test func keyValueLinesWhenNotAYAMLMapping() {
    let result = CooklangParser.parse("---\ncooking time    :30 mins\nnote: a: b\n---\nstep\n")
    #expect(result.problems.isEmpty)
    #expect(result.recipe.metadata["cooking time"] == .text("30 mins"))
    #expect(result.recipe.metadata["note"] == .text("a: b"))
    #expect(result.recipe.steps.count == 1)
  }

  @Test func frontMatterThatIsNeitherIsAnError() {
    let result = CooklangParser.parse("---\ntitle: [unclosed\njust words\n---\nstep\n")
    #expect(result.hasErrors)
    #expect(result.problems.first?.line == 3)
    #expect(result.recipe.metadata.isEmpty)
    #expect(result.recipe.steps.map(\.text) == ["step"])
  }

  @Test func deepYAMLAndAliasesAreSafe() {
    // 64 deep with the top mapping.
    let nested = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
    let allowed = CooklangParser.parse("---\nk: \(nested)\n---\n").recipe.metadata
    #expect(allowed["k"]?.text == nil)
    // Deeper than 64 is not YAML: the line reads as `key: value` text, and
    // no value that deep is ever built (comparing or freeing it recurses).
    let million =
      String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
    let deep = CooklangParser.parse("---\nk: \(million)\n---\n")
    #expect(deep.recipe.metadata["k"]?.text?.count == 2_000_000)
    #expect(deep.problems.isEmpty)
    let laughs = "---\na: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n---\n"
    #expect(metadata(laughs)["c"] == .list([.text(""), .text("")]))
  }

  @Test func metadataLines() {
    let meta = metadata(
      ">> source: https://example.org\n>> time required: 1.5 hours\n>> Cook  Time: 1h\nstep\n")
    #expect(meta.text(.source) == "https://example.org")
    #expect(meta.text(.time) == "1.5 hours")
    #expect(meta.text(.cookTime) == "1h")
    // With front matter, `>>` lines are text.
    let both = CooklangParser.parse("---\ntitle: T\n---\n>> title: U\n").recipe
    #expect(both.metadata.text(.title) == "T")
    #expect(both.steps.map(\.text) == [">> title: U"])
  }

  @Test func noClosingFenceIsNoFrontMatter() {
    let recipe = CooklangParser.parse("---\ntitle: T\nstep\n").recipe
    #expect(recipe.metadata.isEmpty)
    #expect(!recipe.steps.isEmpty)
  }
}
