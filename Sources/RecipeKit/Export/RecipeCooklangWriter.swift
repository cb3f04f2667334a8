/// Writes any source's recipe (its `Recipe` blocks and its `Dish`) as a
/// normalised Cooklang file, for `recipes export` and `--print --format
/// cooklang`:
///
/// - front matter: `title`, `description` (the introduction), the facts
///   (`difficulty` and `time` from the bundle's table, else the dish
///   list's; a Cooklang recipe's own facts), `tags`, `image` (the dish's
///   picture address), `source` with its `url` (the dish's page);
/// - the ingredient groups as leading sections, `= 主料` (`= Ingredients`
///   for a list without a heading), one ingredient a line
///   (`IngredientCooklang`);
/// - the steps, one a line, under their headings as sections (`==`, a
///   section without a name, when steps follow a list without one);
/// - the tips (小贴士), notes and any other text of the page as `>` notes,
///   where the page has them.
///
/// Every text goes through `CooklangSafeText`: nothing of the source's can
/// become markup.
public enum RecipeCooklangWriter {
  /// The recipe's Cooklang text, ending in a line break.
  public static func text(for recipe: Recipe, dish: Dish) -> String {
    var front = FrontMatter()
    front.add("title", recipe.title ?? dish.name)
    var body: [String] = []
    var facts: (difficulty: String?, time: String?) = (nil, nil)
    var tags: [String] = []
    /// True while the last section written is an ingredient list.
    var inList = false
    func paragraph(_ line: String) {
      guard !line.isEmpty else { return }
      body.append("")
      body.append(line)
    }
    func note(_ text: String) {
      let safe = CooklangSafeText.plain(text)
      if !safe.isEmpty { paragraph("> " + safe) }
    }
    for block in recipe.blocks {
      switch block {
      case .title: break
      case .introduction(let text): front.add("description", text)
      case .facts(let difficulty, let time): facts = (difficulty, time)
      case .fact(.tags, let text):
        tags = text.split(separator: ",").map { String($0.trimmingWhitespace()) }
          .filter { !$0.isEmpty }
      case .fact(let fact, let text): front.add(fact.rawValue, text)
      case .ingredients(let group, let items):
        paragraph("= " + CooklangSafeText.sectionName(group.isEmpty ? "Ingredients" : group))
        for item in items { paragraph(IngredientCooklang.text(item)) }
        inList = true
      case .heading(let text):
        paragraph("= " + CooklangSafeText.sectionName(text))
        inList = false
      case .step(_, let text):
        if inList { paragraph("==") }
        inList = false
        paragraph(CooklangSafeText.plain(text))
      case .tips(let items): for item in items { note(item) }
      case .note(let text), .paragraph(let text): note(text)
      case .list(let items, _): for item in items { note(item) }
      case .table(let rows): for row in rows { note(row.joined(separator: " · ")) }
      case .cookware(let items):
        if !items.isEmpty { note(items.joined(separator: ", ")) }
      case .image, .picture, .problem: break
      }
    }
    front.add("difficulty", facts.difficulty ?? dish.diff)
    front.add("time", facts.time ?? dish.time ?? dish.minutes.map { "\($0) minutes" })
    front.list("tags", tags)
    front.add("image", dish.imageUrl)
    if let url = dish.url, !url.isEmpty, front.keys.insert("source").inserted {
      front.lines.append("source:")
      front.lines.append("  url: " + CooklangSafeText.yamlQuoted(url))
    }
    return (["---"] + front.lines + ["---"] + body).joined(separator: "\n") + "\n"
  }

  /// The front matter's lines, each value a YAML quoted string.
  private struct FrontMatter {
    var lines: [String] = []
    var keys: Set<String> = []

    /// `key: "value"`, once a key, for a value that is not blank.
    mutating func add(_ key: String, _ value: String?) {
      guard let value, !value.allSatisfy(\.isWhitespace), keys.insert(key).inserted else { return }
      lines.append(key + ": " + CooklangSafeText.yamlQuoted(value))
    }

    /// `key: ["a", "b"]` for a list that is not empty.
    mutating func list(_ key: String, _ values: [String]) {
      guard !values.isEmpty, keys.insert(key).inserted else { return }
      lines.append(key + ": [" + values.map(CooklangSafeText.yamlQuoted).joined(separator: ", ") + "]")
    }
  }
}
