/// What the shopping list reads from a Cooklang collection: a recipe's
/// ingredients with its references expanded, its menus' recipes, and the
/// collection's `config/aisle.conf` and `config/pantry.conf`.
extension CooklangSource {
  /// References nest at most this deep (a chain longer than this is cut
  /// and reported, as a cycle is).
  public static let maximumReferenceDepth = 16
  /// The largest config file read (`aisle.conf`, `pantry.conf`).
  public static let maximumConfigSize = 1 << 20

  /// The ingredient lines of recipe `id` for a shopping list: each
  /// referenced recipe (`@./Sauces/Hollandaise{150%g}`) replaced by its
  /// own lines at the reference's amount, again and again; a reference
  /// cycle or a missing recipe is reported in `problems` and the
  /// reference kept as a line of its own. Empty for an unknown id.
  public func shoppingLines(forDishID id: String) -> (lines: [IngredientLine], problems: [String]) {
    var problems: [String] = []
    let lines = expandedLines(id: id, chain: [id], problems: &problems)
    return (lines, problems)
  }

  private func expandedLines(id: String, chain: [String], problems: inout [String])
    -> [IngredientLine]
  {
    guard let file = scan.files.first(where: { $0.id == id }),
      let recipe = reading(of: file).result?.recipe
    else { return [] }
    var lines: [IngredientLine] = []
    for ingredient in recipe.ingredients {
      let name = CooklangDisplay.text(ingredient.name, limit: 200)
      guard let reference = ingredient.reference else {
        let amount = CooklangRecipeBlocks.amount(
          ingredient.quantity, unit: ingredient.unit, fixed: ingredient.fixed)
        lines.append(IngredientLine(group: "", name: name.isEmpty ? "?" : name, amount: amount))
        continue
      }
      let target = CooklangMenu.dishID(forReference: reference)
      let shownTarget = CooklangDisplay.text(target ?? reference, limit: 200)
      guard let target, let targetFile = scan.files.first(where: { $0.id == target }) else {
        problems.append("\(CooklangDisplay.text(id)): no recipe '\(shownTarget)'")
        lines.append(IngredientLine(group: "", name: name, amount: .empty))
        continue
      }
      if chain.contains(target) || chain.count >= Self.maximumReferenceDepth {
        let cycle = (chain + [target]).map { CooklangDisplay.text($0, limit: 100) }
        problems.append("reference cycle: " + cycle.joined(separator: " → "))
        continue
      }
      let factor = referenceFactor(
        quantity: ingredient.quantity, unit: ingredient.unit, target: targetFile.id)
      for line in expandedLines(id: target, chain: chain + [target], problems: &problems) {
        lines.append(
          IngredientLine(group: line.group, name: line.name, amount: line.amount.scaled(by: factor)))
      }
    }
    return lines
  }

  /// The recipes of menu `path` with their factors (a recipe named twice
  /// adds up), in the menu's order; nil when it is not a menu here.
  public func menuRecipes(_ path: String) -> [(dishID: String, name: String, scale: Double)]? {
    guard let menu = menu(path) else { return nil }
    var result: [(dishID: String, name: String, scale: Double)] = []
    for entry in menu.entries {
      let file = scan.files.first { $0.id == entry.dishID }
      let factor = referenceFactor(quantity: entry.quantity, unit: entry.unit, target: entry.dishID)
      if let index = result.firstIndex(where: { $0.dishID == entry.dishID }) {
        result[index].scale += factor
      } else {
        let name = file.map { dish(for: $0).name } ?? entry.name
        result.append((entry.dishID, name, factor))
      }
    }
    return result
  }

  /// The factor a reference's amount asks of recipe `target`
  /// (`ReferenceScale`: `{2}`, `{4%servings}`, `{150%g}` of its yield).
  func referenceFactor(quantity: CooklangQuantity?, unit: String?, target: String) -> Double {
    guard let recipe = recipe(forDishID: target) else { return 1 }
    let amount = CooklangRecipeBlocks.amount(quantity, unit: unit, fixed: false)
    return ReferenceScale.factor(amount, of: recipe)
  }

  /// `config/aisle.conf`, when the collection has one that can be read.
  public var aisles: AisleConfig? {
    configText("aisle.conf").map { AisleConfig(text: $0) }
  }

  /// `config/pantry.conf`, when the collection has one that can be read.
  public var pantry: PantryConfig? {
    configText("pantry.conf").map { PantryConfig(text: $0) }
  }

  /// The text of `config/NAME`, nil when missing, too large or not UTF-8.
  func configText(_ name: String) -> String? {
    guard case .success(let text) = CooklangReading.text(atPath: root + "/config/" + name),
      text.utf8.count <= Self.maximumConfigSize
    else { return nil }
    return text
  }
}
