/// Turns an HTML microdata item (`itemscope` with `itemprop`s inside) into
/// the JSON shape of schema.org, so that `SchemaRecipeReader` reads it as
/// it reads JSON-LD: a property given once is a string (or an object for a
/// nested item), one given more than once a list.
struct MicrodataReader {
  private let budget: RecipePageParser.VisitBudget

  init(budget: RecipePageParser.VisitBudget) {
    self.budget = budget
  }

  /// Nested items deeper than this are read as text.
  private static let maxDepth = 8

  /// The item whose `itemscope` element is `node`.
  mutating func item(_ node: RecipePageParser.Node, depth: Int) -> JSONValue {
    var properties: [String: [JSONValue]] = [:]
    if let type = node.attribute("itemtype") {
      let name = type.split(separator: "/").last.map(String.init) ?? type
      properties["@type"] = [.string(name)]
    }
    var cursor = RecipePageParser.TreeCursor(node, budget: budget)
    while let event = cursor.next() {
      guard case .enter(let child) = event, child.isElement else { continue }
      let isScope = child.attribute("itemscope") != nil
      guard let names = child.attribute("itemprop") else {
        // Another item's properties are not this one's.
        if isScope { cursor.skipChildren() }
        continue
      }
      let value: JSONValue
      if isScope, depth < Self.maxDepth {
        value = item(child, depth: depth + 1)
        cursor.skipChildren()
      } else {
        value = .string(propertyValue(child))
        if isScope { cursor.skipChildren() }
      }
      for name in names.split(separator: " ") {
        properties[String(name), default: []].append(value)
      }
    }
    return .object(properties.mapValues { $0.count == 1 ? $0[0] : .array($0) })
  }

  /// A property's value: `content` (on `meta` and others), an image's or
  /// a link's address, a `time`'s `datetime`, else the element's text with
  /// its line breaks.
  private func propertyValue(_ node: RecipePageParser.Node) -> String {
    if let content = node.attribute("content") { return content }
    switch node.name {
    case "img", "audio", "video", "source": return node.attribute("src") ?? ""
    case "a", "link", "area": return node.attribute("href") ?? ""
    case "time": if let datetime = node.attribute("datetime") { return datetime }
    case "data", "meter": if let value = node.attribute("value") { return value }
    default: break
    }
    return RecipePageParser.text(of: node, budget: budget)
  }
}
