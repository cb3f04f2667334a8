import RecipeKit
import SplitLayout

/// The fields of `BrowserState` that the state file keeps as they are, one
/// line each: a new Codable field of the place is saved and restored by
/// adding `SavedField("name", \.field)` to `savedFields`. The fields that
/// need the bundle to be read back (the cuisine and each cuisine's place
/// are indices here, ids in the file) or that the merge and the config know
/// (sort, accent, divider, the open recipe) are `BundleState`'s own typed
/// fields, mapped in `PersistenceFlow`.
extension BrowserState {
  /// The most dishes on the shopping list, when adding and when loading
  /// (issue 31: the app let 522 in and the next start kept 200).
  static let maximumShoppingDishes = BundleState.maximumShoppingItems
  /// The most ingredient rows kept of one dish on the list.
  static let maximumShoppingLines = 500
  /// The most items ticked off.
  static let maximumShoppingTicks = 2_000

  static var savedFields: [SavedField] {
    [
      SavedField("cuisineAnchorRow", \.cuisineAnchorRow),
      SavedField("filter", \.filter),
      SavedField("focus", \.focus, save: \.rawValue, load: ColumnRole.init(rawValue:)),
      SavedField("inspector", \.inspector, save: \.name, load: InspectorVisibility.init(name:)),
      SavedField("ticks", \.ticks),
      SavedField("recipeAnchorLine", \.recipeAnchorLine),
      SavedField("drawer", \.isDrawerOpen),
      SavedField("cuisinesHidden", \.isPrimaryHidden),
      SavedField("scales", \.scales, save: { $0 }, load: Self.validScales),
      SavedField(
        "cookSteps", \.cookSteps, save: { $0 }, load: { $0.mapValues { min(max($0, 0), 10_000) } }),
      SavedField("cooking", \.cookingDishID),
      SavedField("timers", \.timers),
      SavedField("shoppingList", \.shoppingList, save: { $0 }, load: Self.validShoppingList),
    ]
  }

  /// Scales from the file: finite, in (0, 100] as `--shopping-list` takes
  /// them, at most 2,000 dishes.
  static func validScales(_ scales: [String: Double]) -> [String: Double]? {
    Dictionary(
      uniqueKeysWithValues: scales.filter { $0.value.isFinite && $0.value > 0 && $0.value <= 100 }
        .prefix(2_000).map { ($0.key, $0.value) })
  }

  /// A shopping list from the file, rebuilt through its own checks (a
  /// scale in (0, 100], the limits the app adds with: a longer list is cut,
  /// and `shoppingListCut` says so).
  static func validShoppingList(_ saved: ShoppingList) -> ShoppingList? {
    var list = ShoppingList()
    for entry in saved.entries.prefix(maximumShoppingDishes) where entry.scale <= 100 {
      list.add(
        ShoppingList.Entry(
          dishID: entry.dishID, name: entry.name, scale: entry.scale,
          lines: Array(entry.lines.prefix(maximumShoppingLines))))
    }
    for key in saved.ticked.sorted().prefix(maximumShoppingTicks) { list.toggle(key) }
    return list
  }

  /// How many dishes the saved list in `values` has when that is more than
  /// the app keeps (the loaded list is cut to `maximumShoppingDishes`).
  static func shoppingListCut(_ values: [String: JSONValue]) -> Int? {
    guard let count = values["shoppingList"]?.decoded(as: ShoppingList.self)?.entries.count,
      count > maximumShoppingDishes
    else { return nil }
    return count
  }

  /// The saved fields of this place, by name.
  func savedValues() -> [String: JSONValue] {
    var values: [String: JSONValue] = [:]
    for field in Self.savedFields { values[field.name] = field.save(self) }
    return values
  }

  /// Takes the fields `values` holds; a missing field, or one of another
  /// type, keeps its value here.
  mutating func load(savedValues values: [String: JSONValue]) {
    for field in Self.savedFields {
      if let value = values[field.name] { field.load(&self, value) }
    }
  }
}

/// One field of `BrowserState` in the state file: its name, and how it
/// becomes a JSON value and back.
struct SavedField {
  let name: String
  let save: (BrowserState) -> JSONValue?
  let load: (inout BrowserState, JSONValue) -> Void

  /// A Codable field, saved as it is.
  init<Value: Codable>(_ name: String, _ path: WritableKeyPath<BrowserState, Value>) {
    self.name = name
    save = { JSONValue(encoding: $0[keyPath: path]) }
    load = { state, value in
      if let decoded = value.decoded(as: Value.self) { state[keyPath: path] = decoded }
    }
  }

  /// A field saved as a Codable form of it (an enum by its name).
  init<Value, Saved: Codable>(
    _ name: String, _ path: WritableKeyPath<BrowserState, Value>,
    save form: @escaping (Value) -> Saved, load value: @escaping (Saved) -> Value?
  ) {
    self.name = name
    save = { JSONValue(encoding: form($0[keyPath: path])) }
    load = { state, saved in
      if let decoded = saved.decoded(as: Saved.self), let loaded = value(decoded) {
        state[keyPath: path] = loaded
      }
    }
  }
}

extension InspectorVisibility {
  /// The name in the state file.
  var name: String {
    switch self {
    case .automatic: "automatic"
    case .shown: "shown"
    case .hidden: "hidden"
    }
  }

  init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}
