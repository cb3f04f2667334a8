import RecipeKit

/// Builds the ingredient index of "What can I cook?" a step at a time, as
/// the run loop's idle work: the first step takes a trustworthy index from
/// the cache (`IngredientIndexCache`: fingerprint, strict format); failing
/// that, each step reads pages for a few milliseconds, so no key waits
/// longer, and the complete index is saved to the cache for the next run.
/// Without a cache (tests, no usable `$XDG_CACHE_HOME` or `$HOME`) it only
/// builds.
final class IngredientIndexLoader {
  private let source: any RecipeSource
  private let cache: IngredientIndexCache?
  private var builder: IngredientIndex.Builder?
  private var fingerprint: SourceFingerprint?
  /// The index, once complete.
  private(set) var index: IngredientIndex?
  /// True when the index came from the cache.
  private(set) var isFromCache = false
  /// True when a built index was written to the cache.
  private(set) var didSave = false

  init(source: any RecipeSource, cache: IngredientIndexCache?) {
    self.source = source
    self.cache = cache
  }

  /// How much is built, 0...1.
  var progress: Double { index != nil ? 1 : builder?.fractionDone ?? 0 }

  /// Does one step of about `budget` (four pages at least); returns true
  /// while there is more to do.
  func step(budget: Duration = .milliseconds(4)) -> Bool {
    guard index == nil else { return false }
    let clock = ContinuousClock()
    let start = clock.now
    if builder == nil {
      if let cache {
        let fingerprint = source.fingerprint()
        self.fingerprint = fingerprint
        if let cached = cache.load(fingerprint: fingerprint) {
          index = cached
          isFromCache = true
          return false
        }
      }
      builder = IngredientIndex.Builder(source: source)
      // The cache check and the dish lists were this step's work.
      return true
    }
    guard var building = builder else { return false }
    builder = nil  // (no copy of the builder's arrays while it grows)
    repeat {
      building.addPages(upTo: 4)
    } while !building.isComplete && clock.now - start < budget
    if building.isComplete {
      let built = building.index
      index = built
      if let cache, let fingerprint {
        didSave = (try? cache.save(built, fingerprint: fingerprint)) != nil
      }
      return false
    }
    builder = building
    return true
  }

  /// Finishes now (no run loop to do it between keys).
  func finish() {
    while step(budget: .seconds(3600)) {}
  }
}
