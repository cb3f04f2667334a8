import FoundationEssentials

extension IngredientIndex {
  /// Builds an index a few pages at a time, so an app can do it in the idle
  /// time between keys (`addPages(upTo:)`), or at once (`build(source:)`).
  public struct Builder {
    private let source: any RecipeSource
    private let pending: [(cuisine: Cuisine, dish: RecipeKit.Dish)]
    private var next = 0
    private var dishes: [Dish] = []

    /// Reads the source's dish lists (not yet the recipes).
    public init(source: any RecipeSource) {
      self.source = source
      self.pending = source.allDishes()
      dishes.reserveCapacity(pending.count)
    }

    /// True when every page is read.
    public var isComplete: Bool { next >= pending.count }

    /// Pages read so far, 0...1.
    public var fractionDone: Double {
      pending.isEmpty ? 1 : Double(next) / Double(pending.count)
    }

    /// Reads up to `count` more pages; returns `isComplete`.
    @discardableResult
    public mutating func addPages(upTo count: Int) -> Bool {
      let end = min(pending.count, next + max(count, 1))
      while next < end {
        let (cuisine, dish) = pending[next]
        let lines = source.ingredientLines(forDishID: dish.idstr, amounts: false)
        dishes.append(IngredientIndex.dish(dish, cuisine: cuisine, lines: lines))
        next += 1
      }
      return isComplete
    }

    /// The index of the pages read so far.
    public var index: IngredientIndex { IngredientIndex(dishes: dishes) }
  }

  /// The index of every recipe of `source`, read now.
  public static func build(source: any RecipeSource) -> IngredientIndex {
    var builder = Builder(source: source)
    builder.addPages(upTo: Int.max / 2)
    return builder.index
  }
}
