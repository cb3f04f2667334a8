import Foundation
import TestSupport
import Testing

@testable import RecipeKit

/// The cache of the ingredient index: used when it matches the bundle,
/// rebuilt when the bundle changed or the file is damaged or forged.
@Suite struct IngredientIndexCacheTests {
  /// A copy of `Data/` and an empty cache folder, both removed afterwards.
  static func withCopy(_ body: (URL, IngredientIndexCache) throws -> Void) throws {
    try TemporaryBundle.with { temporary in
      let bundle = temporary.folder.appendingPathComponent("bundle")
      try FileManager.default.copyItem(at: PackagePaths.data, to: bundle)
      let cache = IngredientIndexCache(folder: temporary.path("cache/recipes"))
      try body(bundle, cache)
    }
  }

  static func cacheFile(_ cache: IngredientIndexCache, _ bundle: RecipeBundle) -> String {
    cache.file(forBundlePath: BundleFingerprint(bundle: bundle).path)
  }

  @Test func theSecondRunTakesTheIndexFromTheCache() throws {
    try Self.withCopy { folder, cache in
      let first = IngredientIndex.load(bundle: try RecipeBundle(folder: folder), cache: cache)
      #expect(!first.fromCache)
      #expect(first.index.dishes.count == 144)
      let second = IngredientIndex.load(bundle: try RecipeBundle(folder: folder), cache: cache)
      #expect(second.fromCache)
      #expect(second.index == first.index)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
      #expect(leftovers.count == 1 && leftovers[0].hasSuffix(".json"), "no temporary file left")
    }
  }

  @Test func aChangedPageMakesTheCacheStale() throws {
    try Self.withCopy { folder, cache in
      _ = IngredientIndex.load(bundle: try RecipeBundle(folder: folder), cache: cache)
      let page = folder.appendingPathComponent("Html/food/1001.html")
      var text = try String(contentsOf: page, encoding: .utf8)
      text += "\n"
      try text.write(to: page, atomically: false, encoding: .utf8)
      let again = IngredientIndex.load(bundle: try RecipeBundle(folder: folder), cache: cache)
      #expect(!again.fromCache)
      #expect(
        IngredientIndex.load(bundle: try RecipeBundle(folder: folder), cache: cache).fromCache)
    }
  }

  @Test(arguments: [
    "", "{", "null", "[1,2]", "{\"version\":1}", String(repeating: "x", count: 5000),
  ])
  func aDamagedCacheIsRebuilt(content: String) throws {
    try Self.withCopy { folder, cache in
      let bundle = try RecipeBundle(folder: folder)
      let built = IngredientIndex.load(bundle: bundle, cache: cache).index
      try content.write(toFile: Self.cacheFile(cache, bundle), atomically: false, encoding: .utf8)
      let again = IngredientIndex.load(bundle: try RecipeBundle(folder: folder), cache: cache)
      #expect(!again.fromCache)
      #expect(again.index == built)
      #expect(
        IngredientIndex.load(bundle: try RecipeBundle(folder: folder), cache: cache).fromCache)
    }
  }

  @Test func aForgedCacheWithTheRightFingerprintIsNotTrusted() throws {
    try Self.withCopy { folder, cache in
      let bundle = try RecipeBundle(folder: folder)
      let built = IngredientIndex.load(bundle: bundle, cache: cache).index
      let fingerprint = BundleFingerprint(bundle: bundle)
      // Each forgery keeps the fingerprint but lies about the content.
      var renamed = built
      renamed.dishes[0].name = "假菜\u{1B}[2J"
      var wrongKey = built
      wrongKey.dishes[1].ingredients[0].key = "龙虾"
      var missing = built
      missing.dishes.removeLast()
      for forged in [renamed, wrongKey, missing] {
        try cache.save(forged, fingerprint: fingerprint)
        #expect(cache.load(for: try RecipeBundle(folder: folder), fingerprint: fingerprint) == nil)
      }
      try cache.save(built, fingerprint: fingerprint)
      #expect(cache.load(for: try RecipeBundle(folder: folder), fingerprint: fingerprint) == built)
    }
  }

  @Test func theCacheFollowsXDGAndHome() {
    #expect(
      IngredientIndexCache(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.folder
        == "/c/recipes")
    #expect(IngredientIndexCache(environment: ["HOME": "/h"])?.folder == "/h/.cache/recipes")
    #expect(
      IngredientIndexCache(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])?.folder
        == "/h/.cache/recipes")
    #expect(IngredientIndexCache(environment: [:]) == nil)
  }

  @Test func anUnwritableCacheFolderOnlyCostsTheCache() throws {
    try Self.withCopy { folder, _ in
      let cache = IngredientIndexCache(folder: "/proc/nonexistent/recipes")
      let loaded = IngredientIndex.load(bundle: try RecipeBundle(folder: folder), cache: cache)
      #expect(!loaded.fromCache && loaded.index.dishes.count == 144)
    }
  }
}
