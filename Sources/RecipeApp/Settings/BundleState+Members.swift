// Several sources open together: the app's one entry is made from each
// source's own entry when the state is read, and cut back into them when it
// is saved (see `StateMember`).
extension BundleState {
  /// The app's entry from the file's entries of `members` (the first one's
  /// holding the app's fields): each member's places, favourites and
  /// history with its prefix put on their ids, newest first.
  static func composed(_ members: [StateMember], from bundles: [String: BundleState])
    -> BundleState
  {
    guard let first = members.first else { return BundleState() }
    var result = bundles[first.key] ?? BundleState()
    result.places = [:]
    result.favourites = []
    result.history = []
    for member in members {
      guard let own = bundles[member.key] else { continue }
      for (id, place) in own.places {
        var place = place
        place.dish = place.dish.map { member.prefix + "/" + $0 }
        result.places[member.prefix + "/" + id] = place
      }
      result.favourites += own.favourites.map { item in
        var item = item
        item.dish = member.prefix + "/" + item.dish
        return item
      }
      result.history += own.history.map { item in
        var item = item
        item.dish = member.prefix + "/" + item.dish
        return item
      }
    }
    // (A stable sort: equal dates keep the members' order.)
    result.favourites = result.favourites.enumerated().sorted {
      ($0.element.added, -$0.offset) > ($1.element.added, -$1.offset)
    }.map(\.element)
    result.history = Array(
      result.history.enumerated().sorted {
        ($0.element.date, -$0.offset) > ($1.element.date, -$1.offset)
      }.map(\.element).prefix(maximumHistory))
    return result
  }

  /// The part of the app's entry that is `member`'s own: its places,
  /// favourites and history with the prefix taken off (the rest of the
  /// entry as it is when `keepingTheRest`, else empty).
  func part(of member: StateMember, keepingTheRest: Bool) -> BundleState {
    var result = keepingTheRest ? self : BundleState()
    let prefix = member.prefix + "/"
    func own(_ id: String) -> String? { id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : nil }
    result.places = [:]
    for (id, place) in places {
      guard let id = own(id) else { continue }
      var place = place
      place.dish = place.dish.flatMap(own)
      result.places[id] = place
    }
    result.favourites = favourites.compactMap { item in
      own(item.dish).map { id in
        var item = item
        item.dish = id
        return item
      }
    }
    result.history = history.compactMap { item in
      own(item.dish).map { id in
        var item = item
        item.dish = id
        return item
      }
    }
    return result
  }

  /// The entries a save writes for `members`, by key: each one merged
  /// (`merged(mine:base:disk:)`) with what the file holds. The first
  /// member's carries the app's fields from `mine`; every other keeps its
  /// own fields as the file has them, and takes only its places,
  /// favourites and history from this run.
  static func mergedParts(
    _ members: [StateMember], mine: BundleState, base: BundleState,
    disk bundles: [String: BundleState]
  ) -> [String: BundleState] {
    var result: [String: BundleState] = [:]
    for (index, member) in members.enumerated() {
      let disk = bundles[member.key] ?? BundleState()
      var ownMine = mine.part(of: member, keepingTheRest: index == 0)
      if index > 0 {
        let cut = ownMine
        ownMine = disk
        ownMine.places = cut.places
        ownMine.favourites = cut.favourites
        ownMine.history = cut.history
        ownMine.savedAt = mine.savedAt
      }
      let ownBase = base.part(of: member, keepingTheRest: index == 0)
      result[member.key] = merged(mine: ownMine, base: ownBase, disk: disk)
    }
    return result
  }
}
