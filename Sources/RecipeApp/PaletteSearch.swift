import RecipeKit

/// The search palette's index and the background work that fills it.
///
/// Made when the palette first opens: the cuisines and the commands at
/// once, then, as the run loop's idle work (`step()`, a few milliseconds
/// each), the dishes of every cuisine a part at a time (their lists are
/// read apart from the dish list's, and not kept by the bundle, so a large
/// bundle costs the index's bytes, not a second copy of every dish), and
/// last the ingredient names of the first `ingredientPageLimit` pages. The
/// index says how many cuisines are still pending
/// (`SearchIndex.pendingCuisines`; a list that cannot be read counts as
/// done, with the dishes read before the fault); a query that grows
/// narrows the last results plus the dishes added since.
final class PaletteSearch {
  /// Dishes decoded per step (the dish list's own part size).
  static let dishPart = DishListModel.laterPart
  /// Pages read per step for their ingredient names.
  static let pagePart = 8
  /// Pages read at most for ingredient names: a bundle of a million dishes
  /// would take minutes; the first ones cover the ingredients people use.
  static let ingredientPageLimit = 20_000

  let index: SearchIndex
  private let source: any RecipeSource
  /// Cuisines whose dishes are still to read, in the bundle's order.
  private var queue: [Cuisine]
  private var loader: DishLoader?
  /// How many of `loader`'s dishes are in the index.
  private var added = 0
  /// The next dish (in the index's order) whose page gives ingredients.
  private var nextPage = 0
  /// True while `step()` has work left.
  private(set) var isWorking = true

  init(source: any RecipeSource, commands: [SearchCommand]) {
    self.source = source
    index = SearchIndex(cuisines: source.categories)
    index.commands = commands
    queue = source.categories
  }

  /// Does one part of the work; false when none is left. `cuisineDone`
  /// is set when a cuisine's dishes were all indexed by this step (the
  /// palette then searches again).
  @discardableResult
  func step() -> (more: Bool, cuisineDone: Bool) {
    guard isWorking else { return (false, false) }
    if let loader {
      return (true, read(loader))
    }
    if let cuisine = queue.first {
      queue.removeFirst()
      guard let opened = try? source.dishLoader(for: cuisine, keeping: false) else {
        // An unreadable list has nothing to come: not "loading" forever.
        index.add([], of: cuisine, complete: true)
        return (true, true)
      }
      loader = opened
      return (true, read(opened))
    }
    let end = min(index.dishCount, Self.ingredientPageLimit, nextPage + Self.pagePart)
    guard nextPage < end else {
      isWorking = false
      return (false, false)
    }
    for position in nextPage..<end {
      let id = index.dishID(at: position)
      guard let groups = source.searchIngredients(forDishID: id) else { continue }
      index.addIngredients(groups, ofDishAt: position)
    }
    nextPage = end
    return (true, false)
  }

  /// Reads one part of `loader` into the index (a list the bundle kept
  /// whole is added a part at a time too); true when it completed.
  private func read(_ loader: DishLoader) -> Bool {
    if added == loader.dishes.count && !loader.isComplete {
      do {
        try loader.loadMore(upTo: Self.dishPart)
      } catch {
        // The dishes read so far stay searchable; no more will come.
        index.add(loader.dishes[added...], of: loader.cuisine, complete: true)
        finishLoader()
        return true
      }
    }
    let upTo = min(loader.dishes.count, added + Self.dishPart)
    let done = loader.isComplete && upTo == loader.dishes.count
    index.add(loader.dishes[added..<upTo], of: loader.cuisine, complete: done)
    added = upTo
    if done { finishLoader() }
    return done
  }

  private func finishLoader() {
    loader = nil
    added = 0
  }

  /// Runs every step now (a test, `--search`).
  func finish() {
    while step().more {}
  }
}
