extension BundleState {
  static let maximumFavourites = 2_000
  static let maximumHistory = 500
  static let maximumShoppingItems = 200
  static let maximumTimers = 50
  static let maximumPlaces = 500
  /// The most `browser` fields kept (the app has a dozen).
  static let maximumBrowserFields = 64
  /// Ids and names longer than this are dropped (bundle ids are short).
  static let maximumTextLength = 256

  /// The entry made safe to use and to encode: counts capped, numbers
  /// finite and in range, over-long strings dropped, favourites unique and
  /// every collection newest first. The file is untrusted, and the encoder
  /// throws on a NaN, so both loading and saving go through this.
  func sanitized() -> BundleState {
    var result = self
    result.cuisine = Self.text(cuisine)
    result.sort = Self.text(sort)
    result.zoom = Self.text(zoom)
    result.units = Self.text(units)
    result.configDigest = Self.text(configDigest)
    result.accent = accent.flatMap { (0...255).contains($0) ? $0 : nil }
    result.dividerWidth = dividerWidth.map { Self.clamp($0, 0...10_000) }
    result.savedAt = savedAt.isFinite ? savedAt : 0
    result.browser = Dictionary(
      uniqueKeysWithValues: browser.sorted { $0.key < $1.key }.filter { Self.text($0.key) != nil }
        .prefix(Self.maximumBrowserFields).map { ($0.key, $0.value) })
    result.places = [:]
    for (cuisine, place) in places.sorted(by: { $0.key < $1.key }).prefix(Self.maximumPlaces)
    where Self.text(cuisine) != nil {
      result.places[cuisine] = CuisinePlace(
        dish: Self.text(place.dish), scroll: Self.clamp(place.scroll, 0...1_000_000))
    }
    result.openRecipe = openRecipe.flatMap { open in
      Self.text(open.dish).map { dish in
        OpenRecipe(
          dish: dish, line: Self.clamp(open.line, 0...1_000_000), scale: Self.scale(open.scale),
          cookStep: open.cookStep.map { Self.clamp($0, 0...10_000) })
      }
    }
    result.favourites = Self.newestFirst(
      Self.unique(favourites.filter { Self.text($0.dish) != nil && $0.added.isFinite }),
      limit: Self.maximumFavourites, date: \.added, id: \.dish)
    result.history = Self.newestFirst(
      Array(Set(history.filter { Self.text($0.dish) != nil && $0.date.isFinite })),
      limit: Self.maximumHistory, date: \.date, id: \.dish)
    result.shoppingList = Self.newestFirst(
      shoppingList.filter { Self.text($0.dish) != nil && $0.added.isFinite }.map { item in
        var item = item
        item.scale = Self.scale(item.scale)
        item.checked = Array(item.checked.filter { Self.text($0) != nil }.prefix(500))
        return item
      }, limit: Self.maximumShoppingItems, date: \.added, id: \.dish)
    result.timers = Array(
      timers.filter { timer in
        Self.text(timer.id) != nil && timer.dish.count <= Self.maximumTextLength
          && timer.label.count <= Self.maximumTextLength && timer.seconds.isFinite
          && timer.seconds >= 0 && (timer.endsAt?.isFinite ?? true)
          && (timer.remaining?.isFinite ?? true)
      }.prefix(Self.maximumTimers))
    return result
  }

  private static func text(_ value: String?) -> String? {
    guard let value, !value.isEmpty, value.utf8.count <= maximumTextLength else { return nil }
    return value
  }

  private static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
  }

  private static func scale(_ value: Double) -> Double {
    value.isFinite && value > 0 ? min(max(value, 0.01), 1_000) : 1
  }

  /// One favourite per dish: the newest.
  private static func unique(_ favourites: [Favourite]) -> [Favourite] {
    var newest: [String: Favourite] = [:]
    for favourite in favourites
    where (newest[favourite.dish]?.added ?? -.infinity) < favourite.added {
      newest[favourite.dish] = favourite
    }
    return Array(newest.values)
  }

  /// Sorted newest first (ties by id, so the order is the same everywhere),
  /// at most `limit`.
  static func newestFirst<T>(
    _ items: [T], limit: Int, date: KeyPath<T, Double>, id: KeyPath<T, String>
  ) -> [T] {
    let sorted = items.sorted { a, b in
      a[keyPath: date] != b[keyPath: date]
        ? a[keyPath: date] > b[keyPath: date] : a[keyPath: id] < b[keyPath: id]
    }
    return Array(sorted.prefix(limit))
  }
}
