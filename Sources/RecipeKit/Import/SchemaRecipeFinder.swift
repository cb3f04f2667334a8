/// Finds the schema.org `Recipe` objects in decoded JSON-LD, wherever pages
/// put them: the top-level object, a top-level array, `@graph` (also nested
/// in another node), `mainEntity` / `mainEntityOfPage` of a `WebPage`, or an
/// `ItemList`'s items.
enum SchemaRecipeFinder {
  /// The recipe objects in `roots`, breadth first (so a top-level recipe
  /// comes before one mentioned deep inside another node), each once.
  ///
  /// The walk visits at most `visitLimit` values, whatever the JSON's shape.
  static func recipes(in roots: [JSONValue], visitLimit: Int = 200_000) -> [JSONValue] {
    var queue = roots
    var head = 0
    var found: [JSONValue] = []
    while head < queue.count, head < visitLimit {
      let value = queue[head]
      head += 1
      switch value {
      case .array(let values):
        queue.append(contentsOf: values)
      case .object(let members):
        if isRecipe(value) {
          if !found.contains(value) { found.append(value) }
          continue
        }
        // Every member, so that `@graph`, `mainEntity`, `itemListElement`,
        // `about` and site-specific wrappers are all searched.
        for key in members.keys.sorted(by: memberOrder) {
          if let member = members[key], member.isContainer { queue.append(member) }
        }
      default:
        continue
      }
    }
    return found
  }

  /// The recipe a page most likely is about: the first found that lists
  /// ingredients or steps, else the first found.
  static func mainRecipe(in roots: [JSONValue]) -> JSONValue? {
    let all = recipes(in: roots)
    return all.first(where: hasContent) ?? all.first
  }

  private static func hasContent(_ recipe: JSONValue) -> Bool {
    let ingredients = recipe["recipeIngredient"] ?? recipe["ingredients"]
    return !(ingredients?.list.isEmpty ?? true) || recipe["recipeInstructions"] != nil
  }

  /// `@graph` and `mainEntity` before other members; then by name, so the
  /// order does not depend on the dictionary's.
  private static func memberOrder(_ left: String, _ right: String) -> Bool {
    let first = ["@graph", "mainEntity", "mainEntityOfPage"]
    let leftRank = first.firstIndex(of: left) ?? first.count
    let rightRank = first.firstIndex(of: right) ?? first.count
    return leftRank != rightRank ? leftRank < rightRank : left < right
  }

  /// True for an object whose `@type` (a string or a list) names `Recipe`
  /// (also `schema:Recipe`, `http://schema.org/Recipe`).
  static func isRecipe(_ value: JSONValue) -> Bool {
    guard let type = value["@type"] ?? value["type"] else { return false }
    return type.list.contains { item in
      guard let name = item.text else { return false }
      let last = name.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? ""
      return last.lowercased() == "recipe"
    }
  }
}

extension JSONValue {
  /// True for arrays and objects.
  var isContainer: Bool {
    switch self {
    case .array, .object: return true
    default: return false
    }
  }
}
