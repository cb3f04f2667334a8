/// Reads one category's dishes in parts, so that a list can show the first
/// dishes of a 100,000-dish category at once and take the rest as they are
/// read (`RecipeSource.dishLoader(for:keeping:)` makes one).
///
/// The reading itself is the source's (a `DishPartReader`: the bundle feeds
/// its plist to libxml2 a few kilobytes at a time); the loader gathers the
/// parts. The end result is always the one of `RecipeSource.dishes(of:)`:
/// the same dishes, or the same error (thrown when the reader reaches the
/// fault, with the dishes read so far still in `dishes`). Once complete,
/// the source keeps the dishes if it asked to. Not thread-safe: use it from
/// one thread, like the source.
public final class DishLoader {
  /// What one call of `loadMore(upTo:)` did.
  public enum Step: Equatable, Sendable {
    /// These dishes (indices into `dishes`) were added at the end; an
    /// empty range when the file was finished without new dishes.
    case appended(Range<Int>)
    /// `dishes` was replaced as a whole (the file was decoded at once).
    case replaced
  }

  /// The category whose dishes these are.
  public let cuisine: Cuisine
  /// The dishes decoded so far, in the source's order.
  public private(set) var dishes: [Dish] = []
  /// True once every dish is decoded, or the list turned out unreadable.
  public private(set) var isComplete = false

  /// The source's reader, until complete.
  private var reader: (any DishPartReader)?
  /// Called once with every dish when the reader finishes without a fault.
  private var onComplete: (([Dish]) -> Void)?

  /// A loader that reads through `reader`; `onComplete` is called once with
  /// all the dishes when the reader finishes (not after a fault).
  public init(
    cuisine: Cuisine, reader: any DishPartReader, onComplete: (([Dish]) -> Void)? = nil
  ) {
    self.cuisine = cuisine
    self.reader = reader
    self.onComplete = onComplete
  }

  /// A loader whose dishes are all there already (kept by the source, or
  /// a list the app makes across categories: favourites, history).
  public init(cuisine: Cuisine, dishes: [Dish]) {
    self.cuisine = cuisine
    self.dishes = dishes
    isComplete = true
  }

  /// The share of the list read so far, from 0 to 1 (by bytes).
  public var fractionLoaded: Double {
    if isComplete { return 1 }
    return reader?.fractionRead ?? 0
  }

  /// Decodes up to about `count` more entries (at least one). Throws what
  /// `RecipeSource.dishes(of:)` throws for an unreadable list; the loader
  /// is complete then, and the source keeps nothing, so a new loader reads
  /// the list again.
  @discardableResult
  public func loadMore(upTo count: Int) throws(BundleError) -> Step {
    let start = dishes.count
    guard !isComplete, let reader else { return .appended(start..<start) }
    let part: DishPart
    do {
      part = try reader.readPart(upTo: max(1, count))
    } catch {
      isComplete = true
      self.reader = nil
      onComplete = nil
      throw error
    }
    let step: Step
    if part.replacesAll {
      dishes = part.dishes
      step = .replaced
    } else {
      dishes += part.dishes
      step = .appended(start..<dishes.count)
    }
    if part.isLast { finish() }
    return step
  }

  /// Decodes the rest at once; the same as `loadMore` until complete.
  public func loadAll() throws(BundleError) {
    while !isComplete { try loadMore(upTo: Int.max) }
  }

  /// Lets the reader go and hands the dishes to the source (the same array
  /// of dishes, not a copy).
  private func finish() {
    isComplete = true
    reader = nil
    onComplete?(dishes)
    onComplete = nil
  }
}
