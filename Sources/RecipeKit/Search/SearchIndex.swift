/// One search over the dishes of every cuisine (with their cuisine), the
/// cuisines, ingredient names and the app's commands, typed in Chinese
/// characters, pinyin, initials or a mixture (see `PinyinMatcher`).
///
/// Cuisines are known at once; their dishes are added as they load, in
/// parts if need be (`pendingCuisines` says how many are incomplete).
/// Ranking: `MatchKind` first, then the shorter name, then cuisines, dishes,
/// ingredients, commands, each in the order added (the bundle's order).
///
/// A query that extends the previous one examines only the previous
/// matches and the dishes added since (matching is closed under prefixes:
/// whatever `huig` matches, `hui` matches).
public final class SearchIndex {
  /// The bundle's cuisines, in its order.
  public let cuisines: [Cuisine]
  private let table: PinyinTable
  private var matcher: PinyinMatcher
  private var cuisineNames = NameTable()
  /// The dishes' names, each distinct name once (a bundle repeats names:
  /// the same dish in several cuisines, 100 dishes named 红烧排骨).
  var dishNames = NameTable()
  /// Per dish, its name's position in `dishNames`.
  var nameOfDish: [UInt32] = []
  /// An open-addressing table of `dishNames` by their scalars: a name's
  /// position plus one, 0 for a free slot; a power of two long, at most
  /// half full.
  var nameSlots: [UInt32] = []
  /// Per dish, its cuisine's position in `cuisines`.
  private var dishCuisine: [UInt16] = []
  /// The dishes' ids, one after the other, and where each ends.
  private var idBytes: [UInt8] = []
  private var idEnds: [UInt32] = []
  private var complete: Set<Int> = []
  var ingredientNames = NameTable()
  /// Each ingredient name's position in `ingredientNames`.
  var ingredientPositions: [String: Int] = [:]
  /// `ingredientPosition`'s answer for each name as given (-1 for none):
  /// a collection names the same few hundred ingredients over and over,
  /// and splitting the note off each mention was a sixth of indexing one.
  private var positionOfGivenName: [String: Int] = [:]
  /// Per ingredient position, the dishes that use it (`dish << 1`, plus 1
  /// when it is among their 主料), for English search (`SearchIndex+English`).
  var dishesOfIngredient: [Int: [UInt32]] = [:]
  /// The positions of ingredient names in English, with their folded words.
  var englishIngredients: [(position: Int, words: [String])] = []
  private var commandNames = NameTable()
  private var commandList: [SearchCommand] = []
  /// The last query's matching dish names (positions in `dishNames`) with
  /// how each matched, and how many names there were then.
  private var last: (query: SearchQuery, names: [UInt32], ranks: [MatchRank], indexed: Int)?

  /// An index of `cuisines` with no dishes yet.
  public init(cuisines: [Cuisine], table: PinyinTable = .shared) {
    self.cuisines = cuisines
    self.table = table
    matcher = PinyinMatcher(table: table)
    for cuisine in cuisines { cuisineNames.append(cuisine.name, table: table) }
  }

  /// Adds dishes of `cuisine` (a part or all of the rest); `complete` when
  /// none are left to come. Dishes of an unknown cuisine are ignored.
  public func add(_ dishes: some Sequence<Dish>, of cuisine: Cuisine, complete: Bool = true) {
    guard let position = cuisines.firstIndex(of: cuisine) else { return }
    for dish in dishes {
      nameOfDish.append(UInt32(intern(dish.name)))
      dishCuisine.append(UInt16(truncatingIfNeeded: position))
      idBytes += dish.idstr.utf8
      idEnds.append(UInt32(idBytes.count))
    }
    if complete { self.complete.insert(position) }
  }

  /// Cuisines whose dishes are not all added yet.
  public var pendingCuisines: Int { cuisines.count - complete.count }

  /// How many dishes are indexed.
  public var dishCount: Int { nameOfDish.count }

  /// How many distinct dish names are indexed.
  public var dishNameCount: Int { dishNames.count }

  /// The position of `name` in `dishNames`, added when new.
  private func intern(_ name: String) -> Int {
    let prepared = NameTable.Prepared(name)
    if nameSlots.count < 2 * (dishNames.count + 1) { growNameSlots() }
    let (slot, found) = probeNameSlots(name, prepared)
    if let found { return found }
    dishNames.append(name, prepared, table: table)
    nameSlots[slot] = UInt32(dishNames.count)
    return dishNames.count - 1
  }

  /// Looks `name` up in `nameSlots` (not empty): its position in
  /// `dishNames` when held, and the slot where the search ended (the
  /// empty one it would go into otherwise).
  func probeNameSlots(_ name: String, _ prepared: NameTable.Prepared) -> (
    slot: Int, position: Int?
  ) {
    let mask = nameSlots.count - 1
    var slot = Self.hash(prepared.units[...]) & mask
    while nameSlots[slot] != 0 {
      let position = Int(nameSlots[slot] - 1)
      if dishNames.holds(name, prepared, at: position) { return (slot, position) }
      slot = (slot + 1) & mask
    }
    return (slot, nil)
  }

  /// Doubles `nameSlots` (at least 64) and places every name again.
  private func growNameSlots() {
    var size = max(64, nameSlots.count * 2)
    while size < 2 * (dishNames.count + 1) { size *= 2 }
    nameSlots = [UInt32](repeating: 0, count: size)
    let mask = size - 1
    for position in 0..<dishNames.count {
      var slot = Self.hash(dishNames.units(at: position)) & mask
      while nameSlots[slot] != 0 { slot = (slot + 1) & mask }
      nameSlots[slot] = UInt32(position + 1)
    }
  }

  /// FNV-1a of the scalars: stable and cheap (the table only needs spread).
  static func hash(_ units: ArraySlice<UInt32>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for unit in units {
      hash = (hash ^ UInt64(unit)) &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }

  /// The id of the dish at `position` (in the order indexed).
  public func dishID(at position: Int) -> String {
    let start = position == 0 ? 0 : Int(idEnds[position - 1])
    return String(decoding: idBytes[start..<Int(idEnds[position])], as: UTF8.self)
  }

  /// Adds ingredient names (each distinct name once, its note split off:
  /// see `IngredientNameNote`).
  public func addIngredients(_ names: some Sequence<String>) {
    for name in names { _ = ingredientPosition(name) }
  }

  /// The position of the ingredient `name` (its note split off), added
  /// when new; nil for a blank name.
  @discardableResult
  func ingredientPosition(_ name: String) -> Int? {
    if let known = positionOfGivenName[name] { return known < 0 ? nil : known }
    let position = newIngredientPosition(name)
    positionOfGivenName[name] = position ?? -1
    return position
  }

  /// `ingredientPosition` worked out (see there).
  private func newIngredientPosition(_ name: String) -> Int? {
    let base = IngredientNameNote(name).name
    guard !base.isEmpty else { return nil }
    if let position = ingredientPositions[base] { return position }
    let position = ingredientNames.count
    ingredientNames.append(base, table: table)
    ingredientPositions[base] = position
    if EnglishNormaliser.isEnglish(base) {
      englishIngredients.append((position, EnglishNormaliser.words(base)))
    }
    return position
  }

  /// How many distinct ingredient names are indexed.
  public var ingredientCount: Int { ingredientNames.count }

  /// The commands the palette offers: the hook for the app's key-binding
  /// tables (none until the app supplies them).
  public var commands: [SearchCommand] {
    get { commandList }
    set {
      commandList = newValue
      commandNames = NameTable()
      for command in newValue { commandNames.append(command.name, table: table) }
    }
  }

  /// The results for `text` as typed, best first: the first `limit` of
  /// them, and how many there are. An empty query (nothing left after
  /// removing controls and spaces) matches nothing.
  ///
  /// A query that extends the last one examines only its dish matches and
  /// the dishes added since, and a match cannot get better as the query
  /// grows: a dish the last query found only as a subsequence is only
  /// tried as one, one it found after the name's start is not tried from
  /// the start (see `PinyinMatcher.best`).
  public func search(_ text: String, limit: Int = .max) -> SearchResults {
    let query = SearchQuery(text)
    guard !query.isEmpty else {
      last = nil
      return SearchResults(
        query: query, ranked: [], total: 0, pendingCuisines: pendingCuisines,
        dishesExamined: 0)
    }
    let filter = QueryFilter(query)
    var matched: [UInt32] = []
    var ranks: [MatchRank] = []
    var examined = 0
    func examine(_ index: Int, after previous: MatchRank?) {
      examined += 1
      if let kind = dishNames.kind(
        of: query, filter: filter, at: index, matcher: &matcher, atLeast: previous)
      {
        matched.append(UInt32(index))
        ranks.append(kind)
      }
    }
    if let last, query.extends(last.query) {
      matched.reserveCapacity(last.names.count)
      ranks.reserveCapacity(last.names.count)
      for (index, rank) in zip(last.names, last.ranks) { examine(Int(index), after: rank) }
      for index in last.indexed..<dishNames.count { examine(index, after: nil) }
    } else {
      for index in 0..<dishNames.count { examine(index, after: nil) }
    }
    last = (query, matched, ranks, dishNames.count)

    var ranking = Ranking()
    for index in 0..<cuisineNames.count {
      if let kind = cuisineNames.kind(of: query, filter: filter, at: index, matcher: &matcher) {
        ranking.add(.cuisine, index, kind, length: cuisineNames.length(at: index))
      }
    }
    if !matched.isEmpty {
      // Each dish of a matching name, in the order indexed.
      var keyOfName = [UInt16](repeating: .max, count: dishNames.count)
      for (index, rank) in zip(matched, ranks) {
        keyOfName[Int(index)] = Ranking.key(rank, length: dishNames.length(at: Int(index)))
      }
      ranking.addDishes(nameOfDish, keys: keyOfName)
    }
    let english = EnglishNormaliser.isEnglishQuery(text) ? englishMatches(text) : nil
    if let english {
      var keyOfName = [UInt16](repeating: .max, count: dishNames.count)
      for (index, rank) in zip(matched, ranks) {
        keyOfName[Int(index)] = Ranking.key(rank, length: dishNames.length(at: Int(index)))
      }
      // A dish found by English and not by its name's letters.
      for (dish, rank) in english.dishes.sorted(by: { $0.key < $1.key })
      where keyOfName[Int(nameOfDish[dish])] == .max {
        ranking.add(.dish, dish, rank, length: dishNames.length(at: Int(nameOfDish[dish])))
      }
    }
    for (kind, names) in [(SearchItemKind.ingredient, ingredientNames), (.command, commandNames)] {
      for index in 0..<names.count {
        var match = names.kind(of: query, filter: filter, at: index, matcher: &matcher)
        if kind == .ingredient, let rank = english?.ingredients[index] {
          match = min(match ?? rank, rank)
        }
        if let match {
          ranking.add(kind, index, match, length: names.length(at: index))
        }
      }
    }
    return SearchResults(
      query: query, ranked: ranking.sorted(limit: limit), total: ranking.count,
      pendingCuisines: pendingCuisines, dishesExamined: examined)
  }

  /// The result `item` of `results`, with its name and highlight.
  public func hit(_ item: RankedItem, of results: SearchResults) -> SearchHit {
    let name: String
    var idstr = ""
    var cuisine: Cuisine?
    var command: SearchCommand?
    switch item.kind {
    case .dish:
      name = dishNames.name(at: Int(nameOfDish[item.index]))
      idstr = dishID(at: item.index)
      cuisine = cuisines[Int(dishCuisine[item.index])]
    case .cuisine:
      cuisine = cuisines[item.index]
      name = cuisines[item.index].name
      idstr = cuisines[item.index].idstr
    case .ingredient:
      name = ingredientNames.name(at: item.index)
    case .command:
      command = commandList[item.index]
      name = commandList[item.index].name
    }
    let highlighted = matcher.match(results.query, in: name)?.characters ?? []
    return SearchHit(
      kind: item.kind, name: name, idstr: idstr, cuisine: cuisine, command: command,
      match: item.match, highlighted: highlighted)
  }

  /// Every command as a hit with nothing highlighted, in their order: what
  /// a palette lists before anything is typed.
  public func commandHits() -> [SearchHit] {
    commandList.map { command in
      SearchHit(
        kind: .command, name: command.name, idstr: "", cuisine: nil, command: command,
        match: .whole, highlighted: [])
    }
  }

  /// The first `limit` results of `results` as hits.
  public func hits(_ results: SearchResults, limit: Int) -> [SearchHit] {
    results.ranked.prefix(max(0, limit)).map { hit($0, of: results) }
  }

  /// The bytes the index holds for its dishes (names, masks, the table of
  /// names, each dish's name, cuisine and id, the last results), by the
  /// arrays' capacities.
  public var dishBytes: Int {
    dishNames.bytes + nameSlots.capacity * 4 + nameOfDish.capacity * 4 + dishCuisine.capacity * 2
      + idBytes.capacity + idEnds.capacity * 4 + (last?.names.capacity ?? 0) * 4
      + (last?.ranks.capacity ?? 0)
  }
}
