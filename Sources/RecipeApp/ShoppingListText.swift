import RecipeKit

/// A shopping list written out: plain text, Markdown or JSON (`--shopping-list`,
/// and later the list's copy key).
struct ShoppingListText {
  let list: ShoppingList
  let items: [ShoppingItem]
  let labels: Labels
  /// The items by the sections of `aisle.conf`, when the source has one.
  let sections: ShoppingSections?

  init(
    list: ShoppingList, units: UnitSystem, options: AmountOptions, labels: Labels,
    shop: ShopConfig = ShopConfig()
  ) {
    self.list = list
    self.labels = labels
    if let aisles = shop.aisles {
      let sections = ShoppingSections(
        list: list, units: units, options: options, aisles: aisles, pantry: shop.pantry,
        today: shop.today)
      self.sections = sections
      self.items = sections.items
    } else {
      self.sections = nil
      self.items = list.items(units: units, options: options)
    }
  }

  /// `(have)` after an item the pantry holds, `(low)`, `(expired …)`.
  private func mark(_ item: ShoppingItem) -> String {
    item.pantry.map { "  (\(labels.pantryMark($0)))" } ?? ""
  }

  /// The title's count: dishes, and how many items to buy when the
  /// pantry holds some.
  private var countText: String {
    let dishes = labels.dishCount(list.entries.count)
    guard let sections, sections.neededCount < sections.items.count else { return dishes }
    return dishes + ", " + labels.toBuy(sections.neededCount)
  }

  /// `番茄炒蛋 ×1 · 可乐鸡翅 ×2`.
  private var dishLine: String {
    list.entries.map { "\($0.name) \(ScaleFactor.label($0.scale))" }.joined(separator: " · ")
  }

  private var groups: [(title: String, items: [ShoppingItem])] {
    if let sections {
      return sections.sections.map { ($0.name.map(Sanitized.printable) ?? labels.otherAisle, $0.items) }
    }
    return [
      (labels.mainIngredients, items.filter(\.isMain)),
      (labels.otherIngredients, items.filter { !$0.isMain }),
    ].filter { !$0.items.isEmpty }
  }

  /// Lines of plain text: title, dishes, then each group with `[ ]` or `[x]`.
  var textLines: [String] {
    var lines = ["\(labels.shoppingList) (\(countText))", dishLine]
    for group in groups {
      lines.append("")
      lines.append(group.title)
      for item in group.items {
        let amounts = item.amounts.joined(separator: " + ")
        lines.append("  [\(item.isTicked ? "x" : " ")] \(item.name)  \(amounts)\(mark(item))")
      }
    }
    return lines
  }

  /// Lines of Markdown: a heading, the dishes, a task list per group.
  var markdownLines: [String] {
    var lines = ["# \(labels.shoppingList)", "", dishLine]
    for group in groups {
      lines.append("")
      lines.append("## \(group.title)")
      lines.append("")
      for item in group.items {
        let amounts = item.amounts.isEmpty ? "" : " " + item.amounts.joined(separator: " + ")
        let dishes = item.dishes.joined(separator: "、")
        let pantry = item.pantry.map { " (\(labels.pantryMark($0)))" } ?? ""
        lines.append("- [\(item.isTicked ? "x" : " ")] \(item.name)\(amounts) — \(dishes)\(pantry)")
      }
    }
    return lines
  }

  /// What `--format json` prints.
  struct JSONDocument: Encodable {
    struct DishEntry: Encodable {
      let id: String
      let name: String
      let scale: Double
    }
    let dishes: [DishEntry]
    let units: String
    let items: [ShoppingItem]
  }

  func jsonDocument(units: UnitSystem) -> JSONDocument {
    JSONDocument(
      dishes: list.entries.map { .init(id: $0.dishID, name: $0.name, scale: $0.scale) },
      units: units.rawValue, items: items)
  }
}
