/// Reads one schema.org `Recipe` object (from JSON-LD, a JSON file, a
/// Nextcloud Cookbook `recipe.json`, or microdata turned into the same
/// shape) into an `ImportedRecipe`.
///
/// Accepts the shapes real pages use: a string, a list or an object where
/// the schema says one of them; see `SchemaRecipeReader+Instructions.swift`
/// for the steps.
enum SchemaRecipeReader {
  /// The recipe, or nil when the object has no name.
  static func read(_ object: JSONValue) -> ImportedRecipe? {
    let title = firstText(object["name"]) ?? firstText(object["headline"]) ?? ""
    guard !title.isEmpty else { return nil }
    var recipe = ImportedRecipe(title: title)
    recipe.description = joinedText(object["description"])
    let lines = ingredientLines(object["recipeIngredient"] ?? object["ingredients"])
    recipe.ingredientGroups = IngredientGrouping.groups(lines)
    recipe.instructionSections = instructionSections(
      object["recipeInstructions"] ?? object["instructions"] ?? .null)
    recipe.yields = yields(object["recipeYield"] ?? object["yield"])
    recipe.prepMinutes = minutes(object["prepTime"])
    recipe.cookMinutes = minutes(object["cookTime"])
    // A total of 0 (`PT0M`, `PT00H00M00S`) is a blank field: prep and cook
    // time count instead, and a sum of 0 is no time at all.
    recipe.totalMinutes = minutes(object["totalTime"]).flatMap { $0 > 0 ? $0 : nil }
    if recipe.totalMinutes == nil {
      let sum = (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
      recipe.totalMinutes = sum > 0 ? sum : nil
    }
    recipe.image = url(object["image"])
    recipe.author = names(object["author"]) ?? names(object["creator"])
    recipe.source = url(object["url"]) ?? url(object["mainEntityOfPage"])
    recipe.tags = tags(object)
    return recipe
  }

  /// A string (or the first string of a list, or an object's `name`),
  /// cleaned; nil when empty.
  static func firstText(_ value: JSONValue?) -> String? {
    for item in value?.list ?? [] {
      let text: String?
      if case .object = item {
        text = item["name"]?.text ?? item["text"]?.text
      } else {
        text = item.text
      }
      if let text {
        let cleaned = ImportText.clean(text)
        if !cleaned.isEmpty { return cleaned }
      }
    }
    return nil
  }

  /// All strings of a value, cleaned and joined with a space.
  private static func joinedText(_ value: JSONValue?) -> String {
    (value?.list ?? []).compactMap(\.text).map(ImportText.clean).filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// The ingredient lines: strings (lists nested in lists flattened),
  /// objects by their `text` or `name`; each cleaned, empty ones dropped.
  static func ingredientLines(_ value: JSONValue?) -> [String] {
    guard let value else { return [] }
    if case .string(let text) = value { return ImportText.lines(text) }
    var lines: [String] = []
    for item in value.list {
      switch item {
      case .array:
        lines += ingredientLines(item)
      case .object:
        if let text = item["text"]?.text ?? item["name"]?.text {
          lines.append(ImportText.clean(text))
        }
      default:
        if let text = item.text { lines += ImportText.lines(text) }
      }
    }
    return lines.map(withoutBullet).filter { !$0.isEmpty }
  }

  /// A line without the list bullet it opens with (`- 1 cup sugar`,
  /// `• 2 eggs`): the bullet is the page's list, not the ingredient.
  static func withoutBullet(_ line: String) -> String {
    for bullet in ["- ", "– ", "• ", "· ", "* ", "▪ "] where line.hasPrefix(bullet) {
      return String(line.dropFirst(bullet.count))
    }
    return line
  }

  /// The yield as written: a string, a number, or the first usable entry
  /// of a list (the one with a number in it, when there is one).
  static func yields(_ value: JSONValue?) -> String? {
    let texts = (value?.list ?? []).compactMap { item -> String? in
      if case .object = item {
        return item["value"]?.text ?? item["maxValue"]?.text ?? item["name"]?.text
      }
      return item.text
    }.map(ImportText.clean).filter { !$0.isEmpty }
    return texts.first(where: { ImportedRecipe.firstNumber(in: $0) != nil }) ?? texts.first
  }

  /// Minutes of a time: an ISO 8601 or worded string, a number (minutes),
  /// or an object's `value`, `maxValue`, `minValue` or `name`.
  static func minutes(_ value: JSONValue?) -> Int? {
    guard let value else { return nil }
    switch value {
    case .string(let text): return DurationText.minutes(ImportText.clean(text))
    case .number(let number):
      return number.isFinite && abs(number) < 1e9 ? Int(number.rounded()) : nil
    case .array(let values): return values.lazy.compactMap { minutes($0) }.first
    case .object:
      for key in ["value", "maxValue", "@value", "minValue", "name", "text"] {
        if let found = minutes(value[key]) { return found }
      }
      return nil
    default: return nil
    }
  }

  /// A URL: a string, the first of a list, or an object's `url`,
  /// `contentUrl` or `@id`.
  static func url(_ value: JSONValue?) -> String? {
    for item in value?.list ?? [] {
      let text: String?
      if case .object = item {
        text = item["url"]?.text ?? item["contentUrl"]?.text ?? item["@id"]?.text
      } else {
        text = item.text
      }
      if let text {
        let cleaned = ImportText.collapsed(Substring(text))
        if !cleaned.isEmpty { return cleaned }
      }
    }
    return nil
  }

  /// People's or organisations' names (strings or objects' `name`), joined
  /// with `, `; nil when none.
  private static func names(_ value: JSONValue?) -> String? {
    let names = (value?.list ?? []).compactMap { item -> String? in
      if case .object = item { return item["name"]?.text }
      return item.text
    }.map(ImportText.clean).filter { !$0.isEmpty }
    return names.isEmpty ? nil : names.joined(separator: ", ")
  }

  /// `keywords` (a comma-separated string or a list), then the categories
  /// and cuisines; each once, in order.
  private static func tags(_ object: JSONValue) -> [String] {
    var tags: [String] = []
    for key in ["keywords", "recipeCategory", "recipeCuisine"] {
      for item in object[key]?.list ?? [] {
        guard let text = item.text else { continue }
        for tag in ImportText.clean(text).split(separator: ",") {
          let tag = ImportText.collapsed(tag)
          if !tag.isEmpty, !tags.contains(where: { $0.lowercased() == tag.lowercased() }) {
            tags.append(tag)
          }
        }
      }
    }
    return tags
  }
}
