import RecipeKit

/// Everything remembered about one bundle (the state file keeps one per
/// bundle, keyed by its absolute path). Ids are the bundle's own strings
/// (cuisine ids, dish `idstr`s); dates are seconds since 1970.
///
/// Two kinds of field: the *place* (cuisine, places, open recipe, sort,
/// theme, widths, zoom, units, timers) belongs to whoever saves last; the
/// *collections* (favourites, history, shopping list) are merged with what
/// other instances saved (see `BundleState+Merge.swift`).
struct BundleState: Codable, Equatable, Sendable {
  /// The chosen cuisine's id.
  var cuisine: String?
  /// Per cuisine id: the highlighted dish and the scroll offset.
  var places: [String: CuisinePlace] = [:]
  var openRecipe: OpenRecipe?
  /// The dish order's name (as the sort popover names it).
  var sort: String?
  /// The accent colour's 256-colour index.
  var accent: Int?
  /// The master's width after a drag, in columns.
  var dividerWidth: Int?
  /// The zoomed column's name, `nil` when none is zoomed.
  var zoom: String?
  /// `page` or `metric`, when changed inside the app.
  var units: String?
  /// The config file's digest when the above were saved: while it is the
  /// same, the saved values win over the config file's.
  var configDigest: String?
  /// Newest first.
  var favourites: [Favourite] = []
  /// Newest first.
  var history: [HistoryEntry] = []
  /// Newest first.
  var shoppingList: [SavedShoppingDish] = []
  var timers: [TimerRecord] = []
  /// The rest of the app's place (`BrowserState.savedFields`), by field
  /// name: carried as JSON values, each read back with its own type.
  var browser: [String: JSONValue] = [:]
  /// When this entry was written.
  var savedAt: Double = 0

  init() {}

  enum CodingKeys: String, CodingKey {
    case cuisine, places, openRecipe, sort, accent, dividerWidth, zoom, units, configDigest
    case favourites, history, shoppingList, timers, browser, savedAt
  }

  /// Reads an entry; a missing field takes its default (older and newer
  /// versions of the app write different fields), a wrong type throws.
  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    cuisine = try c.decodeIfPresent(String.self, forKey: .cuisine)
    places = try c.decodeIfPresent([String: CuisinePlace].self, forKey: .places) ?? [:]
    openRecipe = try c.decodeIfPresent(OpenRecipe.self, forKey: .openRecipe)
    sort = try c.decodeIfPresent(String.self, forKey: .sort)
    accent = try c.decodeIfPresent(Int.self, forKey: .accent)
    dividerWidth = try c.decodeIfPresent(Int.self, forKey: .dividerWidth)
    zoom = try c.decodeIfPresent(String.self, forKey: .zoom)
    units = try c.decodeIfPresent(String.self, forKey: .units)
    configDigest = try c.decodeIfPresent(String.self, forKey: .configDigest)
    favourites = try c.decodeIfPresent([Favourite].self, forKey: .favourites) ?? []
    history = try c.decodeIfPresent([HistoryEntry].self, forKey: .history) ?? []
    shoppingList = try c.decodeIfPresent([SavedShoppingDish].self, forKey: .shoppingList) ?? []
    timers = try c.decodeIfPresent([TimerRecord].self, forKey: .timers) ?? []
    browser = try c.decodeIfPresent([String: JSONValue].self, forKey: .browser) ?? [:]
    savedAt = try c.decodeIfPresent(Double.self, forKey: .savedAt) ?? 0
  }

  /// Whether the values changed inside the app (theme, sort, widths, units)
  /// win over the config file: yes while the file is the one they were
  /// saved with.
  func overridesConfig(digest: String?) -> Bool { configDigest == digest }
}

/// The whole state file: a version and one entry per bundle path.
struct StateFile: Codable, Equatable, Sendable {
  static let currentVersion = 1
  /// The most bundles' entries a save keeps (the newest; the running
  /// bundle's always).
  static let maximumBundles = 32
  var version = StateFile.currentVersion
  var bundles: [String: BundleState] = [:]

  init() {}

  enum CodingKeys: String, CodingKey {
    case version, bundles
  }

  /// Reads the file; a missing field takes its default, a wrong type throws.
  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    version = try c.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
    bundles = try c.decodeIfPresent([String: BundleState].self, forKey: .bundles) ?? [:]
  }
}
