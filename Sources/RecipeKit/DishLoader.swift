import FoundationEssentials

/// Reads one cuisine's dishes in parts, so that a list can show the first
/// dishes of a 100,000-dish cuisine at once and take the rest as they are
/// read (`RecipeBundle.dishLoader(for:)` makes one).
///
/// An XML plist is fed to libxml2 a few kilobytes at a time
/// (`PlistLoader.XMLReader`) until the part asked for is there; a binary
/// plist is decoded at once by `PropertyListDecoder`. The end result is
/// always the one of `RecipeBundle.dishes(of:)`: the same dishes, indices
/// and warnings, or the same error (thrown when the reader reaches the
/// fault, with the dishes read so far still in `dishes`). Once complete,
/// the bundle keeps the dishes, as `dishes(of:)` does. Not thread-safe: use
/// it from one thread, like the bundle.
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
  private var reader: PlistLoader.XMLReader?
  private var loaded = PlistLoader.Loaded<Dish>()

  /// A loader that still has `data` (the file `file`) to decode.
  init(bundle: RecipeBundle, cuisine: Cuisine, file: String, data: Data) {
    self.bundle = bundle
    self.cuisine = cuisine
    self.file = file
    self.data = data
    if !PlistLoader.isBinary(data), (try? PlistLoader.checkText(data, file: file)) != nil {
      reader = PlistLoader.XMLReader(data)
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
    return reader?.fractionRead ?? 0
  }

  /// Decodes up to about `count` more entries (at least one). Throws what
  /// `RecipeBundle.dishes(of:)` throws for an unreadable file; the loader
  /// is complete then, and the bundle keeps nothing, so a new loader reads
  /// the file again.
  @discardableResult
  public func loadMore(upTo count: Int) throws(BundleError) -> Step {
    let start = dishes.count
    guard !isComplete, let data else { return .appended(start..<start) }
    guard let reader else { return try loadWhole(data) }
    let raw: [PlistLoader.RawEntry?]
    do {
      raw = try reader.read(upTo: max(1, count))
    } catch {
      isComplete = true
      self.data = nil
      self.reader = nil
      throw error.bundleError(file: file)
    }
    let first = loaded.entries.count
    PlistLoader.add(
      raw, from: reader.entriesRead - raw.count, file: file, to: &loaded, make: PlistLoader.dish)
    dishes += loaded.entries[first...].lazy.map(\.value)
    if reader.isFinished { finish() }
    return .appended(start..<dishes.count)
  }

  /// Decodes the rest at once; the same as `loadMore` until complete.
  public func loadAll() throws(BundleError) {
    while !isComplete { try loadMore(upTo: Int.max) }
  }

  /// Decodes the whole file, as `RecipeBundle.dishes(of:)` does.
  private func loadWhole(_ data: Data) throws(BundleError) -> Step {
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
    reader = nil
    bundle?.keep(loaded, forCuisineID: cuisine.idstr)
  }
}
