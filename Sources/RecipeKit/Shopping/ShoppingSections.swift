/// A shopping list's items grouped for the shop: by the sections of
/// `aisle.conf` in the file's order, anything unlisted last under `Other`;
/// each item marked with what the pantry says of it.
public struct ShoppingSections: Sendable {
  /// One section: its name (nil for `Other`) and items in list order.
  public struct Section: Sendable, Equatable {
    public var name: String?
    public var items: [ShoppingItem]
  }

  public var sections: [Section]

  /// The items of `list` in `units`, merged with `aisles`' synonyms,
  /// marked from `pantry` on `today` (nil: no pantry, or it is ignored).
  public init(
    list: ShoppingList, units: UnitSystem = .original, options: AmountOptions = .standard,
    aisles: AisleConfig, pantry: PantryConfig?, today: PantryDate
  ) {
    var items = list.items(units: units, options: options, aisles: aisles)
    if let pantry {
      for index in items.indices {
        items[index].pantry = pantry.item(for: items[index].name, aisles: aisles)?
          .status(on: today)
      }
    }
    self.init(items: items, aisles: aisles)
  }

  /// `items` grouped by their `aisle` in the order of `aisles`' sections.
  public init(items: [ShoppingItem], aisles: AisleConfig) {
    var sections = aisles.sections.map { Section(name: $0, items: []) }
    var other: [ShoppingItem] = []
    for item in items {
      if let aisle = item.aisle, let index = aisles.sections.firstIndex(of: aisle) {
        sections[index].items.append(item)
      } else {
        other.append(item)
      }
    }
    sections = sections.filter { !$0.items.isEmpty }
    if !other.isEmpty { sections.append(Section(name: nil, items: other)) }
    self.sections = sections
  }

  /// Every item, section by section.
  public var items: [ShoppingItem] { sections.flatMap(\.items) }

  /// The items to buy: all but those the pantry holds (`have`).
  public var neededCount: Int { items.count { $0.isNeeded } }
}
