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
    cache.file(forBundlePath: bundle.fingerprint().path)
  }

  @Test func theSecondRunTakesTheIndexFromTheCache() throws {
    try Self.withCopy { folder, cache in
      let first = IngredientIndex.load(source: try RecipeBundle(folder: folder), cache: cache)
      #expect(!first.fromCache)
      #expect(first.index.dishes.count == 144)
      let second = IngredientIndex.load(source: try RecipeBundle(folder: folder), cache: cache)
      #expect(second.fromCache)
      #expect(second.index == first.index)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
      #expect(leftovers.count == 1 && leftovers[0].hasSuffix(".index"), "no temporary file left")
    }
  }

  @Test func aChangedPageMakesTheCacheStale() throws {
    try Self.withCopy { folder, cache in
      _ = IngredientIndex.load(source: try RecipeBundle(folder: folder), cache: cache)
      let page = folder.appendingPathComponent("Html/food/1001.html")
      var text = try String(contentsOf: page, encoding: .utf8)
      text += "\n"
      try text.write(to: page, atomically: false, encoding: .utf8)
      let again = IngredientIndex.load(source: try RecipeBundle(folder: folder), cache: cache)
      #expect(!again.fromCache)
      #expect(
        IngredientIndex.load(source: try RecipeBundle(folder: folder), cache: cache).fromCache)
    }
  }

  @Test(arguments: [
    "", "{", "null", "[1,2]", "{\"version\":1}", String(repeating: "x", count: 5000),
  ])
  func aDamagedCacheIsRebuilt(content: String) throws {
    try Self.withCopy { folder, cache in
      let bundle = try RecipeBundle(folder: folder)
      let built = IngredientIndex.load(source: bundle, cache: cache).index
      try content.write(toFile: Self.cacheFile(cache, bundle), atomically: false, encoding: .utf8)
      let again = IngredientIndex.load(source: try RecipeBundle(folder: folder), cache: cache)
      #expect(!again.fromCache)
      #expect(again.index == built)
      #expect(
        IngredientIndex.load(source: try RecipeBundle(folder: folder), cache: cache).fromCache)
    }
  }

  @Test func aForgedCacheWithTheRightFingerprintIsNotTrusted() throws {
    try Self.withCopy { folder, cache in
      let bundle = try RecipeBundle(folder: folder)
      let built = IngredientIndex.load(source: bundle, cache: cache).index
      let fingerprint = bundle.fingerprint()
      let file = Self.cacheFile(cache, bundle)
      let good = try String(contentsOfFile: file, encoding: .utf8)
      #expect(cache.load(fingerprint: fingerprint) == built)
      // Each forgery keeps the fingerprint line but lies or breaks the format.
      let forgeries = [
        good.replacingOccurrences(of: "\t北京烤鸭\t", with: "\t假菜\u{1B}[2J\t"),
        good.replacingOccurrences(of: "dish\t1001\t", with: "dish\t99999\t"),
        good.replacingOccurrences(of: "\t1\t家常菜\n", with: "\t77\t家常菜\n"),
        good.replacingOccurrences(of: "+\t光鸭\n", with: "+\t光鸭\n+\t光鸭\n"),
        good.replacingOccurrences(of: "+\t光鸭\n", with: "+\t光\\x鸭\n"),
        good.replacingOccurrences(of: "+\t光鸭\n", with: "*\t光鸭\n"),
        good.replacingOccurrences(of: "+\t光鸭\n", with: "+\t\n"),
        String(good.dropLast()),
        "+\t光鸭\n" + good,
      ]
      for forged in forgeries {
        #expect(forged != good)
        try forged.write(toFile: file, atomically: false, encoding: .utf8)
        #expect(cache.load(fingerprint: bundle.fingerprint()) == nil)
      }
      var invalidUTF8 = Data(good.utf8)
      invalidUTF8.append(contentsOf: [0x2B, 0x09, 0xFF, 0xFE, 0x0A])
      try invalidUTF8.write(to: URL(fileURLWithPath: file))
      #expect(cache.load(fingerprint: fingerprint) == nil)
    }
  }

  @Test func namesWithTabsAndLineBreaksSurviveTheFile() throws {
    let index = IngredientIndex(dishes: [
      IngredientIndex.Dish(
        dishID: "1", name: "a\tb\\c\nd", cuisineID: "1", cuisineName: "家常菜",
        ingredients: [IngredientIndex.Ingredient(name: "盐\t粗", key: "盐\t粗", isMain: true)])
    ])
    var fingerprint = SourceFingerprint(path: "/nonexistent", stamps: [], dishIDs: [], categoryIDs: [])
    fingerprint.path = "/tmp/a\tb"
    let text = IndexFileFormat.encode(index, fingerprint: fingerprint)
    let decoded = try #require(IndexFileFormat.decode(Array(text.utf8)))
    #expect(decoded.0 == index)
    #expect(decoded.fingerprintLine[1] == "/tmp/a\tb")
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
      let loaded = IngredientIndex.load(source: try RecipeBundle(folder: folder), cache: cache)
      #expect(!loaded.fromCache && loaded.index.dishes.count == 144)
    }
  }
}
