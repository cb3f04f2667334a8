/// `config/pantry.conf` of a Cooklang collection: what is at home, by place.
///
/// ```
/// [fridge]
/// butter = { quantity = "250%g", low = "100%g", expire = "20.12.2026" }
/// parmesan = "120%g"
/// ```
///
/// TOML (the app's reader, with inline tables): sections are places, each
/// key an item, its value a quantity (`"500%g"`: a number, then `%` and a
/// unit) or an inline table of `quantity`, `low`, `bought`, `expire`
/// (dates day.month.year). A value that does not fit is a problem with its
/// line; the item is kept with what could be read.
public struct PantryConfig: Equatable, Sendable {
  /// The items in the file's order.
  public private(set) var items: [PantryItem] = []
  /// One line each: `3:9: 'milk': expire must be a date day.month.year`.
  public private(set) var problems: [String] = []
  /// Folded name (`ShoppingNames.key`, without synonyms) → index in `items`.
  private var byKey: [String: Int] = [:]

  public init() {}

  /// Reads the bytes of a `pantry.conf`.
  public init(bytes: [UInt8]) {
    let (document, error) = TOMLParser.parse(bytes)
    for entry in document.entries {
      let position = "\(entry.position.line):\(entry.position.column)"
      guard entry.path.count == 2 else {
        problems.append("\(position): '\(entry.dottedKey)' must be an item in a section such as [fridge]")
        continue
      }
      var item = PantryItem(name: entry.path[1], location: entry.path[0])
      switch entry.value.kind {
      case .string(let text):
        item.quantity = PantryItem.amount(text)
        if item.quantity == nil {
          problems.append("\(position): '\(item.name)' must be a quantity such as \"500%g\"")
        }
      case .table(let pairs):
        for (key, value) in pairs {
          let here = "\(value.position.line):\(value.position.column)"
          switch key {
          case "quantity", "low":
            let amount = value.string.flatMap(PantryItem.amount)
            if amount == nil {
              problems.append("\(here): '\(item.name)': \(key) must be a quantity such as \"500%g\"")
            }
            if key == "quantity" { item.quantity = amount } else { item.low = amount }
          case "bought", "expire":
            let date = value.string.flatMap { PantryDate(text: $0) }
            if date == nil {
              problems.append("\(here): '\(item.name)': \(key) must be a date day.month.year")
            }
            if key == "bought" { item.bought = date } else { item.expire = date }
          default:
            problems.append("\(here): '\(item.name)': unknown key '\(key)'")
          }
        }
      default:
        problems.append("\(position): '\(item.name)' must be a quantity or an inline table")
        continue
      }
      let key = ShoppingNames.folded(item.name)
      if byKey[key] == nil { byKey[key] = items.count }
      items.append(item)
    }
    if let error {
      problems.append("\(error.position.line):\(error.position.column): \(error.message)")
    }
  }

  /// Reads a `pantry.conf` text.
  public init(text: String) { self.init(bytes: Array(text.utf8)) }

  /// The item for ingredient `name`: by its folded name, or any of its
  /// `aisles` synonyms'.
  public func item(for name: String, aisles: AisleConfig? = nil) -> PantryItem? {
    let folded = ShoppingNames.folded(name)
    if let index = byKey[folded] { return items[index] }
    guard let line = aisles?.line(forFolded: folded) else { return nil }
    for synonym in line.names {
      if let index = byKey[ShoppingNames.folded(synonym)] { return items[index] }
    }
    return nil
  }

  /// True when the file lists nothing.
  public var isEmpty: Bool { items.isEmpty }
}
