import SplitLayout

/// The fields of `BrowserState` that the state file keeps as they are, one
/// line each: a new Codable field of the place is saved and restored by
/// adding `SavedField("name", \.field)` to `savedFields`. The fields that
/// need the bundle to be read back (the cuisine and each cuisine's place
/// are indices here, ids in the file) or that the merge and the config know
/// (sort, accent, divider, the open recipe) are `BundleState`'s own typed
/// fields, mapped in `AppCoordinator+State.swift`.
extension BrowserState {
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
    ]
  }

  /// The saved fields of this place, by name.
  func savedValues() -> [String: StateValue] {
    var values: [String: StateValue] = [:]
    for field in Self.savedFields { values[field.name] = field.save(self) }
    return values
  }

  /// Takes the fields `values` holds; a missing field, or one of another
  /// type, keeps its value here.
  mutating func load(savedValues values: [String: StateValue]) {
    for field in Self.savedFields {
      if let value = values[field.name] { field.load(&self, value) }
    }
  }
}

/// One field of `BrowserState` in the state file: its name, and how it
/// becomes a JSON value and back.
struct SavedField {
  let name: String
  let save: (BrowserState) -> StateValue?
  let load: (inout BrowserState, StateValue) -> Void

  /// A Codable field, saved as it is.
  init<Value: Codable>(_ name: String, _ path: WritableKeyPath<BrowserState, Value>) {
    self.name = name
    save = { StateValue(encoding: $0[keyPath: path]) }
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
    save = { StateValue(encoding: form($0[keyPath: path])) }
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
