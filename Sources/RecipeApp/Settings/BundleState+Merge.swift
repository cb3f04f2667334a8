import RecipeKit

extension BundleState {
  /// What a save writes when another instance may have saved since this one
  /// last did: a three-way merge of `mine` (this instance's state now),
  /// `base` (this instance's state when it last loaded or saved) and `disk`
  /// (what the file holds now).
  ///
  /// - The place (every field but the collections) is `mine`.
  /// - Favourites, history and the shopping list are unions, newest first,
  ///   of both sides' changes since `base`: an item one side added is kept,
  ///   an item one side removed is removed, and an item this instance
  ///   changed is this instance's version. So the app never has to take in
  ///   the other instance's items for its removals to stick.
  static func merged(mine: BundleState, base: BundleState, disk: BundleState) -> BundleState {
    var result = mine
    result.favourites = union(
      mine: mine.favourites, base: base.favourites, disk: disk.favourites, id: \.dish)
    result.history = union(mine: mine.history, base: base.history, disk: disk.history, id: \.self)
    result.shoppingList = union(
      mine: mine.shoppingList, base: base.shoppingList, disk: disk.shoppingList, id: \.dish)
    if let list = mergedShoppingList(mine: mine, base: base, disk: disk) {
      result.browser[Self.shoppingListField] = JSONValue(encoding: list)
    }
    return result.sanitized()
  }

  /// The browser field that holds the app's shopping list (its dishes with
  /// their ingredient rows, and the ticks).
  static let shoppingListField = "shoppingList"

  /// The app's shopping list merged like the other collections: dishes by
  /// id, the ticks by item key, each a three-way union (an addition or a
  /// change on either side is kept, a removal on either side sticks); the
  /// dishes in `mine`'s order, then the other instance's additions. Nil
  /// when neither side has a list in the browser fields.
  static func mergedShoppingList(mine: BundleState, base: BundleState, disk: BundleState)
    -> ShoppingList?
  {
    func list(_ state: BundleState) -> ShoppingList? {
      state.browser[shoppingListField]?.decoded(as: ShoppingList.self)
    }
    guard list(mine) != nil || list(disk) != nil else { return nil }
    let mineList = list(mine) ?? ShoppingList()
    let baseList = list(base) ?? ShoppingList()
    let diskList = list(disk) ?? ShoppingList()
    let entries = union(
      mine: mineList.entries, base: baseList.entries, disk: diskList.entries, id: \.dishID)
    // (`union` keeps the disk's order first; a person's own list keeps
    // its own order, the other's additions after it.)
    let byID = Dictionary(entries.map { ($0.dishID, $0) }, uniquingKeysWith: { a, _ in a })
    let mineIDs = Set(mineList.entries.map(\.dishID))
    let ordered =
      mineList.entries.compactMap { byID[$0.dishID] }
      + entries.filter { !mineIDs.contains($0.dishID) }
    let ticks = union(
      mine: mineList.ticked.sorted(), base: baseList.ticked.sorted(),
      disk: diskList.ticked.sorted(), id: \.self)
    var merged = ShoppingList()
    for entry in ordered { merged.add(entry) }
    for key in ticks { merged.toggle(key) }
    return merged
  }

  /// The three-way union of one collection, items matched by `id`.
  static func union<T: Equatable, ID: Hashable>(
    mine: [T], base: [T], disk: [T], id: KeyPath<T, ID>
  ) -> [T] {
    let mineByID = Dictionary(mine.map { ($0[keyPath: id], $0) }, uniquingKeysWith: { a, _ in a })
    let baseByID = Dictionary(base.map { ($0[keyPath: id], $0) }, uniquingKeysWith: { a, _ in a })
    var result: [T] = []
    var seen = Set<ID>()
    for item in disk {
      let key = item[keyPath: id]
      guard seen.insert(key).inserted else { continue }
      if let own = mineByID[key] {
        // Both have it: mine if I changed it since base, else the disk's.
        result.append(own != baseByID[key] ? own : item)
      } else if baseByID[key] == nil {
        // Another instance added it.
        result.append(item)
      }
      // Else I removed it since base: it stays removed.
    }
    for item in mine where seen.insert(item[keyPath: id]).inserted {
      // Not on disk: kept if I added or changed it; if I had it unchanged
      // since base, another instance removed it.
      if let old = baseByID[item[keyPath: id]], old == item { continue }
      result.append(item)
    }
    return result
  }
}
