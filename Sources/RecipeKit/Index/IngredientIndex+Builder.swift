import FoundationEssentials

extension IngredientIndex {
  /// Builds an index a few pages at a time, so an app can do it in the idle
  /// time between keys (`addPages(upTo:)`), or at once (`build(bundle:)`).
  public struct Builder {
    private let bundle: RecipeBundle
    private let pending: [(cuisine: Cuisine, dish: RecipeKit.Dish)]
    private var next = 0
    private var dishes: [Dish] = []

    /// Reads the bundle's dish lists (not yet the pages).
    public init(bundle: RecipeBundle) {
      self.bundle = bundle
      self.pending = bundle.allDishes()
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
        let lines = bundle.pageURL(forDishID: dish.idstr).map(Self.ingredientNames(ofPageAt:)) ?? []
        dishes.append(IngredientIndex.dish(dish, cuisine: cuisine, lines: lines))
        next += 1
      }
      return isComplete
    }

    /// The groups and names of the page at `url` (the amounts are not
    /// needed here): straight from the bytes when the page is of the plain
    /// shape (`IngredientTableScanner`), else from the whole page parsed.
    static func ingredientNames(ofPageAt url: URL) -> [IngredientLine] {
      guard url.isFileURL,
        let bytes = RecipePageParser.readFile(atPath: url.path, maxBytes: 16 << 20)
      else { return [] }
      if let lines = IngredientTableScanner.lines(bytes) {
        return lines.map { IngredientLine(group: $0.group, name: $0.name, amount: .empty) }
      }
      return RecipePageParser.parse(bytes).blocks.flatMap { block -> [IngredientLine] in
        guard case .ingredients(let group, let items) = block else { return [] }
        return items.map { IngredientLine(group: group, name: $0.name, amount: .empty) }
      }
    }

    /// The index of the pages read so far.
    public var index: IngredientIndex { IngredientIndex(dishes: dishes) }
  }

  /// The index of every page of `bundle`, read now.
  public static func build(bundle: RecipeBundle) -> IngredientIndex {
    var builder = Builder(bundle: bundle)
    builder.addPages(upTo: Int.max / 2)
    return builder.index
  }
}
