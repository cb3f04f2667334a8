/// One shopping list for several dishes, each at its own scale.
///
/// A value: it lives in the app's state and is saved with it (Codable).
/// It keeps each dish's ingredient rows as read when the dish was added,
/// so the merged items (`items(units:options:)`) need no page again.
public struct ShoppingList: Hashable, Sendable, Codable {
  /// A dish on the list.
  public struct Entry: Hashable, Sendable, Codable {
    /// The dish's id.
    public var dishID: String
    /// The dish's name, for the items' "needed by" lists.
    public var name: String
    /// The scale it was added at (finite, > 0).
    public var scale: Double
    /// Its ingredient rows.
    public var lines: [IngredientLine]

    public init(dishID: String, name: String, scale: Double, lines: [IngredientLine]) {
      self.dishID = dishID
      self.name = name
      self.scale = scale.isFinite && scale > 0 ? scale : 1
      self.lines = lines
    }
  }

  /// The dishes, in the order they were added.
  public private(set) var entries: [Entry] = []
  /// The keys (`ShoppingItem.key`) of the items ticked off.
  public private(set) var ticked: Set<String> = []

  public init() {}

  /// Adds a dish, or changes the scale of a dish on the list already (it
  /// keeps its place).
  public mutating func add(_ entry: Entry) {
    if let index = entries.firstIndex(where: { $0.dishID == entry.dishID }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
  }

  /// Adds dish `dishID` with the ingredient rows of `recipe`.
  public mutating func add(dishID: String, name: String, scale: Double, recipe: Recipe) {
    add(Entry(dishID: dishID, name: name, scale: scale, lines: recipe.ingredientLines))
  }

  /// Removes a dish; ticks of items no dish needs any more go too (keyed
  /// with the synonyms of `aisles`, as the items were).
  public mutating func remove(dishID: String, aisles: AisleConfig? = nil) {
    entries.removeAll { $0.dishID == dishID }
    let keys = Set(entries.flatMap { $0.lines.map { ShoppingNames.key($0.name, aisles: aisles) } })
    ticked.formIntersection(keys)
  }

  /// Empties the list.
  public mutating func removeAll() {
    entries = []
    ticked = []
  }

  /// Ticks an item off, or back on.
  public mutating func toggle(_ key: String) {
    if ticked.remove(key) == nil { ticked.insert(key) }
  }

  /// True when no dish is on the list.
  public var isEmpty: Bool { entries.isEmpty }
}
