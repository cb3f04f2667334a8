import RecipeKit

/// `--parse`'s JSON: the shape of the Cooklang canonical tests' results
/// (`steps` of typed items, `metadata`), with `fixed`, `preparation`,
/// `reference` and `range` on components, and `sections` and `notes` at
/// the top. Every string is escaped by `Sanitized.json`, so no control
/// or bidirectional character of a recipe reaches a terminal.
enum CooklangJSON {
  /// The recipe as one line of JSON.
  static func text(_ recipe: CooklangRecipe) -> String {
    var out = "{\"steps\":["
    out += recipe.steps.map { step in "[" + step.items.map(item).joined(separator: ",") + "]" }
      .joined(separator: ",")
    out += "],\"metadata\":" + mapping(recipe.metadata.entries)
    out += ",\"sections\":["
    out += recipe.sections.map { section in
      "{\"name\":\(section.name.map(Sanitized.json) ?? "null"),\"steps\":["
        + section.steps.map(String.init).joined(separator: ",") + "]}"
    }.joined(separator: ",")
    out += "],\"notes\":["
    out += recipe.notes.map { note in
      "{\"text\":\(Sanitized.json(note.text)),\"section\":\(note.section),"
        + "\"before_step\":\(note.stepsBefore)}"
    }.joined(separator: ",")
    return out + "]}"
  }

  private static func item(_ item: CooklangItem) -> String {
    switch item {
    case .text(let text):
      return "{\"type\":\"text\",\"value\":\(Sanitized.json(text))}"
    case .ingredient(let ingredient):
      var fields = [
        ("type", "\"ingredient\""), ("name", Sanitized.json(ingredient.name)),
        ("quantity", quantity(ingredient.quantity, missing: "\"some\"")),
        ("units", Sanitized.json(ingredient.unit ?? "")),
      ]
      fields += range(ingredient.quantity)
      if ingredient.fixed { fields.append(("fixed", "true")) }
      if let preparation = ingredient.preparation {
        fields.append(("preparation", Sanitized.json(preparation)))
      }
      if let reference = ingredient.reference {
        fields.append(("reference", Sanitized.json(reference)))
      }
      return object(fields)
    case .cookware(let cookware):
      var fields = [
        ("type", "\"cookware\""), ("name", Sanitized.json(cookware.name)),
        ("quantity", quantity(cookware.quantity, missing: "1")), ("units", "\"\""),
      ]
      fields += range(cookware.quantity)
      if let note = cookware.note { fields.append(("note", Sanitized.json(note))) }
      return object(fields)
    case .timer(let timer):
      let fields = [
        ("type", "\"timer\""), ("name", Sanitized.json(timer.name ?? "")),
        ("quantity", quantity(timer.quantity, missing: "\"\"")),
        ("units", Sanitized.json(timer.unit ?? "")),
      ]
      return object(fields + range(timer.quantity))
    }
  }

  private static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// A number when it is one (`1/2` is 0.5), else the text as written.
  private static func quantity(_ quantity: CooklangQuantity?, missing: String) -> String {
    guard let quantity else { return missing }
    if case .number(let number) = quantity.value { return self.number(number) }
    return Sanitized.json(quantity.text)
  }

  private static func range(_ quantity: CooklangQuantity?) -> [(String, String)] {
    guard case .range(let low, let high) = quantity?.value else { return [] }
    return [("range", "[\(number(low)),\(number(high))]")]
  }

  /// `2`, not `2.0`; `0.5`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.isFinite ? "\(value)" : "null"
  }

  private static func value(_ value: CooklangValue) -> String {
    switch value {
    case .text(let text): Sanitized.json(text)
    case .list(let items): "[" + items.map(self.value).joined(separator: ",") + "]"
    case .mapping(let entries): mapping(entries)
    }
  }

  private static func mapping(_ entries: [CooklangMetadataEntry]) -> String {
    "{" + entries.map { Sanitized.json($0.key) + ":" + value($0.value) }.joined(separator: ",")
      + "}"
  }
}
