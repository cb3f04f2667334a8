import FoundationEssentials

/// Reads one cuisine's dishes in parts, so that a list can show the first
/// dishes of a 100,000-dish cuisine at once and take the rest as they are
/// decoded (`RecipeBundle.dishLoader(for:)` makes one).
///
/// Each part is decoded by `PropertyListDecoder`, as the whole file would
/// be (see `PlistLoader.ArrayParts`). The end result is always the one of
/// `RecipeBundle.dishes(of:)`: the same dishes, indices and warnings, or
/// the same error. When a part cannot be cut or decoded, the loader
/// decodes the whole file instead, which either `replaced` what was shown
/// with the full list or throws that file's error. Once complete, the
/// bundle keeps the dishes, as `dishes(of:)` does. Not thread-safe: use it
/// from one thread, like the bundle.
public final class DishLoader {
  /// What one call of `loadMore(upTo:)` did.
  public enum Step: Equatable, Sendable {
    /// These dishes (indices into `dishes`) were added at the end; an
    /// empty range when the file was finished without new dishes.
    case appended(Range<Int>)
    /// `dishes` was replaced as a whole (the file was decoded at once).
    case replaced
  }

  /// The cuisine whose dishes these are.
  public let cuisine: Cuisine
  /// The dishes decoded so far, in file order.
  public private(set) var dishes: [Dish] = []
  /// True once every dish is decoded, or the file turned out unreadable.
  public private(set) var isComplete = false

  private let bundle: RecipeBundle?
  private let file: String
  private var data: Data?
  private var parts: PlistLoader.ArrayParts?
  private var loaded = PlistLoader.Loaded<Dish>()

  /// A loader that still has `data` (the file `file`) to decode.
  init(bundle: RecipeBundle, cuisine: Cuisine, file: String, data: Data) {
    self.bundle = bundle
    self.cuisine = cuisine
    self.file = file
    self.data = data
    if (try? PlistLoader.checkText(data, file: file)) != nil {
      parts = PlistLoader.ArrayParts(data)
    }
  }

  /// A loader whose dishes are all there already (kept by the bundle).
  init(cuisine: Cuisine, dishes: [Dish]) {
    bundle = nil
    self.cuisine = cuisine
    file = ""
    self.dishes = dishes
    isComplete = true
  }

  /// The share of the file decoded so far, from 0 to 1 (by bytes).
  public var fractionLoaded: Double {
    if isComplete { return 1 }
    return parts?.fractionScanned ?? 0
  }

  /// Decodes up to about `count` more entries (at least one part). Throws
  /// what `RecipeBundle.dishes(of:)` throws for an unreadable file; the
  /// loader is complete then, and the bundle keeps nothing, so a new
  /// loader reads the file again.
  @discardableResult
  public func loadMore(upTo count: Int) throws(BundleError) -> Step {
    let start = dishes.count
    guard !isComplete, let data else { return .appended(start..<start) }
    guard var cutter = parts else { return try loadWhole(data) }
    switch cutter.next(upTo: count) {
    case .document(let document, let first, _, let isLast):
      parts = cutter
      guard let part = try? PlistLoader.dishes(from: document, file: file, firstIndex: first)
      else { return try loadWhole(data) }
      loaded.entries += part.entries
      loaded.problems += part.problems
      dishes += part.entries.map(\.value)
      if isLast { finish() }
      return .appended(start..<dishes.count)
    case .end:
      finish()
      return .appended(start..<start)
    case .irregular:
      return try loadWhole(data)
    }
  }

  /// Decodes the rest at once; the same as `loadMore` until complete.
  public func loadAll() throws(BundleError) {
    while !isComplete { try loadMore(upTo: Int.max) }
  }

  /// Decodes the whole file, as `RecipeBundle.dishes(of:)` does.
  private func loadWhole(_ data: Data) throws(BundleError) -> Step {
    parts = nil
    do {
      loaded = try PlistLoader.dishes(from: data, file: file)
    } catch {
      isComplete = true
      self.data = nil
      throw error
    }
    dishes = loaded.entries.map(\.value)
    finish()
    return .replaced
  }

  /// Hands the dishes and warnings to the bundle to keep.
  private func finish() {
    isComplete = true
    data = nil
    bundle?.keep(loaded, forCuisineID: cuisine.idstr)
  }
}
