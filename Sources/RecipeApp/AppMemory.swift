import Glibc
import RecipeKit

/// What the app remembers across runs, beside the place (`BrowserState`):
/// the state store, the favourites and the history, and the two lists made
/// from them (`★ Favourites` and `Recent` rows at the top of the cuisines).
///
/// The coordinator owns one; it is made before the dish list so the list's
/// loader can ask it for the dishes of those two rows.
final class AppMemory {
  /// The ids of the two lists: no source's category id starts with a slash
  /// (a bundle's is a safe file name, a folder's a relative path), so no
  /// real category loads as one of them.
  static let favouritesID = "/favourites"
  static let recentID = "/recent"

  let source: any RecipeSource
  let labels: Labels
  /// `--ascii`: `*` for the ★, which some fonts draw two columns wide.
  var ascii = false
  /// Seconds since 1970, for the dates of favourites and history.
  var clock: () -> Double = StateStore.now
  /// The state file's store; nil while nothing is remembered (no state).
  var store: StateStore?
  /// The entry as loaded, for what the app does not hold itself (the
  /// shopping list, the timers, the scale of a dish: other parts of the app
  /// take them from here).
  var entry = BundleState()
  /// The config file's digest of this run (see `BundleState.configDigest`).
  var configDigest: String?
  /// The place at the last save's update; a different place is a change.
  var lastPlace: BrowserState?
  /// Favourites or history changed since the last update.
  var collectionsChanged = false
  /// The place of a run before was restored, focus and all: the first
  /// frame shows it (a fresh start on a narrow screen shows the dishes).
  var restoredFocus = false
  /// Newest first.
  private(set) var favourites: [Favourite] = []
  private var favouriteIDs: Set<String> = []
  /// Newest first.
  private(set) var history: [HistoryEntry] = []
  private var dishesByID: [String: Dish]?
  /// The cuisine name of every dish by id (the first of a repeated id).
  private var cuisineNamesByID: [String: String]?

  init(source: any RecipeSource, labels: Labels) {
    self.source = source
    self.labels = labels
  }

  /// The collections of a loaded entry.
  func take(_ loaded: BundleState) {
    entry = loaded
    favourites = loaded.favourites
    favouriteIDs = Set(favourites.map(\.dish))
    history = loaded.history
  }

  func isFavourite(_ dishID: String) -> Bool { favouriteIDs.contains(dishID) }

  /// Marks or unmarks `dishID`; whether it is a favourite now.
  @discardableResult
  func toggleFavourite(_ dishID: String) -> Bool {
    collectionsChanged = true
    if favouriteIDs.remove(dishID) != nil {
      favourites.removeAll { $0.dish == dishID }
      return false
    }
    favouriteIDs.insert(dishID)
    favourites.insert(Favourite(dish: dishID, added: clock()), at: 0)
    return true
  }

  /// Notes that `dishID` was opened (or cooked) now: one entry per dish
  /// and kind, the newest, at most `BundleState.maximumHistory`.
  func record(_ kind: HistoryEntry.Kind, dishID: String) {
    collectionsChanged = true
    history.removeAll { $0.dish == dishID && $0.kind == kind }
    history.insert(HistoryEntry(dish: dishID, kind: kind, date: clock()), at: 0)
    if history.count > BundleState.maximumHistory { history.removeLast() }
  }

  // MARK: The two lists

  /// The rows above the bundle's cuisines: each list once it has a dish.
  var rows: [Cuisine] {
    var rows: [Cuisine] = []
    if !favourites.isEmpty {
      let name = ascii ? "* " + labels.favourites.dropFirst(2) : labels.favourites
      rows.append(Cuisine(idstr: Self.favouritesID, name: name))
    }
    if !history.isEmpty { rows.append(Cuisine(idstr: Self.recentID, name: labels.recent)) }
    return rows
  }

  static func isList(_ cuisine: Cuisine?) -> Bool {
    cuisine?.idstr == favouritesID || cuisine?.idstr == recentID
  }

  /// The dishes of one of the two lists (nil for a cuisine of the bundle):
  /// newest first, each once, those the bundle no longer has left out.
  func loader(for cuisine: Cuisine) -> DishLoader? {
    let ids: [String]
    switch cuisine.idstr {
    case Self.favouritesID: ids = favourites.map(\.dish)
    case Self.recentID:
      var seen = Set<String>()
      ids = history.map(\.dish).filter { seen.insert($0).inserted }
    default: return nil
    }
    let index = dishIndex()
    return DishLoader(cuisine: cuisine, dishes: ids.compactMap { index[$0] })
  }

  /// A Recent row's second line: when it was cooked and opened.
  func historySubtitle(for dish: Dish) -> String? {
    var parts: [String] = []
    for kind in [HistoryEntry.Kind.cooked, .opened] {
      if let entry = history.first(where: { $0.dish == dish.idstr && $0.kind == kind }) {
        parts.append(labels.historyLine(kind, date: Self.dateText(entry.date)))
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "  ")
  }

  /// `2026-12-01 14:05` in local time.
  static func dateText(_ seconds: Double) -> String {
    var time = time_t(seconds.isFinite ? seconds : 0)
    var parts = tm()
    guard localtime_r(&time, &parts) != nil else { return "-" }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
      + " \(two(parts.tm_hour)):\(two(parts.tm_min))"
  }

  /// Every dish of the bundle by id (the first of a repeated id), made
  /// when a list is first shown.
  private func dishIndex() -> [String: Dish] {
    if let dishesByID { return dishesByID }
    var index: [String: Dish] = [:]
    var cuisines: [String: String] = [:]
    for (cuisine, dish) in source.allDishes() where index[dish.idstr] == nil {
      index[dish.idstr] = dish
      cuisines[dish.idstr] = cuisine.name
    }
    dishesByID = index
    cuisineNamesByID = cuisines
    return index
  }

  /// The name of the cuisine a Favourites or Recent row's dish comes from
  /// (issue 30, item 22): those lists mix cuisines.
  func cuisineName(ofDishID id: String) -> String? {
    if cuisineNamesByID == nil { _ = dishIndex() }
    return cuisineNamesByID?[id]
  }
}
