/// Where the user was in one cuisine: the highlighted dish and the list's
/// scroll offset (rows from the top).
struct CuisinePlace: Codable, Equatable, Sendable {
  var dish: String?
  var scroll: Int
}

/// The recipe that was open: the dish, the first line shown, the scale of
/// the amounts (1 = as written) and the cook-mode step (`nil` outside cook
/// mode).
struct OpenRecipe: Codable, Equatable, Sendable {
  var dish: String
  var line: Int
  var scale: Double
  var cookStep: Int?
}

/// A dish marked with ★, and when (seconds since 1970).
struct Favourite: Codable, Equatable, Hashable, Sendable {
  var dish: String
  var added: Double
}

/// A dish opened or cooked, and when (seconds since 1970).
struct HistoryEntry: Codable, Equatable, Hashable, Sendable {
  enum Kind: String, Codable, Sendable {
    case opened
    case cooked
  }

  var dish: String
  var kind: Kind
  var date: Double
}

/// One dish of the shopping list (a mirror of the shopping list's own type,
/// which another part of the app owns): the dish, its scale, when it was
/// added, and the ingredients ticked off.
struct SavedShoppingDish: Codable, Equatable, Sendable {
  var dish: String
  var scale: Double
  var added: Double
  var checked: [String]
}

/// A running or paused timer (a mirror of the timer type the app owns): its
/// id, the dish and step it came from, its label, its full length, and
/// either when it ends (running) or what was left (paused), in seconds.
struct TimerRecord: Codable, Equatable, Sendable {
  var id: String
  var dish: String
  var step: Int
  var label: String
  var seconds: Double
  var endsAt: Double?
  var remaining: Double?
}
