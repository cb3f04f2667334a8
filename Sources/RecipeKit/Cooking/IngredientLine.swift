/// One row of a recipe's ingredient table, with its amount read.
public struct IngredientLine: Hashable, Sendable, Codable {
  /// The table's group heading (`主料`, `辅料` …), `""` before any heading.
  public var group: String
  /// The ingredient's name as on the page.
  public var name: String
  /// The amount, read by `AmountReader`.
  public var amount: Amount

  public init(group: String, name: String, amount: Amount) {
    self.group = group
    self.name = name
    self.amount = amount
  }

  /// True in the 主料 (main ingredients) group.
  public var isMain: Bool { group.trimmingAmountSpaces().hasPrefix(Self.mainGroup) }

  /// The heading of the main ingredients.
  public static let mainGroup = "主料"
}

extension Recipe {
  /// Every ingredient row of every group, in page order, amounts read.
  public var ingredientLines: [IngredientLine] {
    blocks.flatMap { block -> [IngredientLine] in
      guard case .ingredients(let group, let items) = block else { return [] }
      return items.map {
        IngredientLine(group: group, name: $0.name, amount: $0.readAmount)
      }
    }
  }

  /// The recipe with its ingredient amounts at `scale` in `units` (a spoon
  /// of a solid the density table knows in grams, in metric), and its
  /// servings and yield facts at `scale` (`ServingsFact`); every other
  /// block, and every amount that stays the page's own (vague, empty,
  /// text, or ×1 in the page's units), is unchanged.
  public func scaled(
    by scale: Double, units: UnitSystem = .original, options: AmountOptions = .standard
  ) -> Recipe {
    if scale == 1 && units == .original { return self }
    func scaledItem(_ item: Ingredient) -> Ingredient {
      let amount = item.readAmount
        .scaled(by: scale).converted(to: units, ingredient: item.name, options: options)
      guard !amount.isAsWritten else { return item }
      var shown = item
      shown.amount = amount.text
      shown.structuredAmount = item.structuredAmount == nil ? nil : amount
      return shown
    }
    var scaled = self
    scaled.blocks = blocks.map { block in
      switch block {
      case .ingredients(let group, let items):
        return .ingredients(group: group, items: items.map(scaledItem))
      case .fact(let fact, let text) where fact == .servings || fact == .yield:
        return .fact(fact, ServingsFact.text(text, scale: scale))
      default:
        return block
      }
    }
    // The amounts at their mentions in the steps follow the list's.
    scaled.stepPieces = stepPieces.map { pieces in
      pieces.map { piece in
        guard case .ingredient(let item) = piece else { return piece }
        return .ingredient(scaledItem(item))
      }
    }
    return scaled
  }
}
