/// English in the search index: a query of English words also finds
///
/// - dishes by their English names in the vocabulary (`twice-cooked pork`
///   → 回锅肉; `twice` finds it as a start),
/// - ingredients by theirs (`pork` → 猪肉, 五花肉, 里脊 …) and the index's
///   own English names (`eggs` → a Cooklang recipe's `egg`), through
///   `EnglishNormaliser` (case and plurals), and
/// - the dishes that use an ingredient the query names whole: those with
///   it among their 主料 before those with it among the others.
///
/// Ranks: an English name whole, then as a start, then as words inside it;
/// dishes through an ingredient after every dish found by its name.
extension SearchIndex {
  /// What an English query found: dishes and ingredients (positions) with
  /// their ranks.
  struct EnglishMatches {
    var dishes: [Int: MatchRank] = [:]
    var ingredients: [Int: MatchRank] = [:]
  }

  /// Adds the ingredients of `recipe`, the dish at `position` (in the
  /// order indexed), marking those of its 主料 (as `IngredientLine.isMain`).
  public func addIngredients(of recipe: Recipe, ofDishAt position: Int) {
    addIngredients(SearchIngredientGroup.groups(of: recipe), ofDishAt: position)
  }

  /// Adds the ingredients of `groups` (a recipe's ingredient blocks, as
  /// `RecipeSource.searchIngredients` gives them), the dish at `position`.
  public func addIngredients(_ groups: [SearchIngredientGroup], ofDishAt position: Int) {
    var seen: Set<Int> = []
    for block in groups {
      let isMain = block.group.trimmingAmountSpaces().hasPrefix(IngredientLine.mainGroup)
      for name in block.names { add(name, isMain: isMain, position: position, seen: &seen) }
    }
  }

  private func add(_ name: String, isMain: Bool, position: Int, seen: inout Set<Int>) {
    guard let ingredient = ingredientPosition(name) else { return }
    let code = UInt32(truncatingIfNeeded: position) << 1 | (isMain ? 1 : 0)
    if seen.insert(ingredient).inserted {
      dishesOfIngredient[ingredient, default: []].append(code)
    } else if isMain, var list = dishesOfIngredient[ingredient],
      let last = list.indices.last, list[last] >> 1 == UInt32(truncatingIfNeeded: position)
    {
      list[last] |= 1
      dishesOfIngredient[ingredient] = list
    }
  }

  /// The English matches of `text` (see the extension's summary).
  func englishMatches(_ text: String, vocabulary: Vocabulary = .shared) -> EnglishMatches {
    var found = EnglishMatches()
    let typed = EnglishNormaliser.words(text)
    guard !typed.isEmpty else { return found }
    // Dishes by their English names.
    var rankOfName: [Int: MatchRank] = [:]
    for (chinese, fit) in vocabulary.dishMatches(text) {
      guard let name = dishNamePosition(chinese) else { continue }
      let rank: MatchRank = [.whole, .prefix, .initials][fit.rawValue]
      rankOfName[name] = min(rankOfName[name] ?? rank, rank)
    }
    if !rankOfName.isEmpty {
      for (dish, name) in nameOfDish.enumerated() {
        if let rank = rankOfName[Int(name)] { found.dishes[dish] = rank }
      }
    }
    // Ingredients by their English names, and the dishes of those named whole.
    var whole: [Int] = []
    for (chinese, fit) in vocabulary.ingredientMatches(text) {
      guard let position = ingredientPositions[chinese] else { continue }
      let rank: MatchRank = [.whole, .prefix, .substring][fit.rawValue]
      found.ingredients[position] = min(found.ingredients[position] ?? rank, rank)
    }
    for chinese in vocabulary.ingredients(named: text) {
      if let position = ingredientPositions[chinese] { whole.append(position) }
    }
    for (position, words) in englishIngredients {
      guard let fit = Vocabulary.fit(typed, words) else { continue }
      let rank: MatchRank = [.whole, .prefix, .substring][fit.rawValue]
      found.ingredients[position] = min(found.ingredients[position] ?? rank, rank)
      if fit == .whole { whole.append(position) }
    }
    for position in whole {
      for code in dishesOfIngredient[position] ?? [] {
        let dish = Int(code >> 1)
        let rank: MatchRank = code & 1 == 1 ? .substring : .subsequence
        found.dishes[dish] = min(found.dishes[dish] ?? rank, rank)
      }
    }
    return found
  }

  /// The position of the dish name `name` in `dishNames`, or nil.
  func dishNamePosition(_ name: String) -> Int? {
    guard !nameSlots.isEmpty else { return nil }
    return probeNameSlots(name, NameTable.Prepared(name)).position
  }
}
