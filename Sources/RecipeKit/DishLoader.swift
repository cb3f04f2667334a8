import FoundationEssentials

/// Reads one cuisine's dishes in parts, so that a list can show the first
/// dishes of a 100,000-dish cuisine at once and take the rest as they are
/// read (`RecipeBundle.dishLoader(for:)` makes one).
///
/// An XML plist is read from the open file and fed to libxml2 a few
/// kilobytes at a time (`PlistLoader.XMLReader`) until the part asked for
/// is there, so the file is never held whole; a binary plist is read and
/// decoded at once by `PropertyListDecoder`. The end result is
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
  /// The open file of a binary plist, read whole on the first part.
  private var binary: PlistLoader.OpenFile?
  private var reader: PlistLoader.XMLReader?
  /// The entry index of each dish, and the warnings, for the bundle.
  private var indices: [Int] = []
  private var problems: [BundleProblem] = []

  /// A loader that still has the open file `opened` to decode; `bundle`
  /// keeps the dishes once complete (none when nil).
  init(bundle: RecipeBundle?, cuisine: Cuisine, file opened: PlistLoader.OpenFile) {
    self.bundle = bundle
    self.cuisine = cuisine
    file = opened.file
    if opened.isBinary {
      binary = opened
    } else {
      reader = PlistLoader.XMLReader(opened)
    }
  }

  /// A loader whose dishes are all there already (kept by the bundle, or
  /// a list the app makes across cuisines: favourites, history).
  public init(cuisine: Cuisine, dishes: [Dish]) {
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
    guard !isComplete else { return .appended(start..<start) }
    if let binary { return try loadWhole(binary) }
    guard let reader else { return .appended(start..<start) }
    let raw: [PlistLoader.RawEntry?]
    do {
      raw = try reader.read(upTo: max(1, count))
    } catch {
      isComplete = true
      self.reader = nil
      throw error.bundleError(file: file)
    }
    var part = PlistLoader.Loaded<Dish>()
    PlistLoader.add(
      raw, from: reader.entriesRead - raw.count, file: file, to: &part, make: PlistLoader.dish)
    dishes += part.entries.lazy.map(\.value)
    indices += part.entries.lazy.map(\.index)
    problems += part.problems
    if reader.isFinished { finish() }
    return .appended(start..<dishes.count)
  }

  /// Decodes the rest at once; the same as `loadMore` until complete.
  public func loadAll() throws(BundleError) {
    while !isComplete { try loadMore(upTo: Int.max) }
  }

  /// Reads and decodes the whole (binary) file, as `RecipeBundle.dishes(of:)` does.
  private func loadWhole(_ opened: PlistLoader.OpenFile) throws(BundleError) -> Step {
    binary = nil
    let loaded: PlistLoader.Loaded<Dish>
    do {
      loaded = try PlistLoader.dishes(from: opened.readAll(), file: file)
    } catch {
      isComplete = true
      throw error
    }
    dishes = loaded.entries.map(\.value)
    indices = loaded.entries.map(\.index)
    problems = loaded.problems
    finish()
    return .replaced
  }

  /// Hands the dishes and warnings to the bundle to keep (the same array
  /// of dishes, not a copy).
  private func finish() {
    isComplete = true
    reader = nil
    bundle?.keep(
      dishes: dishes, indices: indices, problems: problems, forCuisineID: cuisine.idstr)
    indices = []
    problems = []
  }
}
