import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// The ingredient index of "What can I cook?" built between keys (issue
/// 12): in steps that give the same index as building it at once, from
/// the cache when it holds a good one, saved to it when built.
@Suite struct IngredientIndexLoaderTests {
  /// An empty cache folder, removed afterwards.
  static func withCache(_ body: (IngredientIndexCache) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-loader-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(IngredientIndexCache(folder: folder.appendingPathComponent("recipes").path))
  }

  @Test func smallStepsBuildTheIndexOfAllAtOnce() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let loader = IngredientIndexLoader(source: bundle, cache: nil)
    var steps = 0
    var progress: [Double] = [loader.progress]
    while loader.step(budget: .zero) {
      steps += 1
      progress.append(loader.progress)
    }
    progress.append(loader.progress)
    // The dish lists first, then four pages a step (144 pages).
    #expect(steps == 1 + 144 / 4 - 1)
    #expect(progress == progress.sorted() && progress.last == 1)
    #expect(loader.index == IngredientIndex.build(source: bundle))
    #expect(!loader.isFromCache && !loader.didSave)
    #expect(!loader.step())
  }

  @Test func aBuiltIndexIsSavedAndTheNextRunTakesItFromTheCache() throws {
    try Self.withCache { cache in
      let bundle = try RecipeBundle(folder: PackagePaths.data)
      let first = IngredientIndexLoader(source: bundle, cache: cache)
      first.finish()
      #expect(first.didSave && !first.isFromCache)
      let second = IngredientIndexLoader(source: bundle, cache: cache)
      #expect(!second.step(), "one step: the cache")
      #expect(second.isFromCache && second.index == first.index)
    }
  }

  @Test func aDamagedCacheIsRebuiltAndSavedAgain() throws {
    try Self.withCache { cache in
      let bundle = try RecipeBundle(folder: PackagePaths.data)
      IngredientIndexLoader(source: bundle, cache: cache).finish()
      let file = try #require(
        FileManager.default.contentsOfDirectory(atPath: cache.folder).first)
      let path = cache.folder + "/" + file
      try Data("recipes-ingredient-index 1\ngarbage\n".utf8).write(to: URL(fileURLWithPath: path))
      let rebuilt = IngredientIndexLoader(source: bundle, cache: cache)
      rebuilt.finish()
      #expect(!rebuilt.isFromCache && rebuilt.didSave)
      #expect(rebuilt.index == IngredientIndex.build(source: bundle))
      let again = IngredientIndexLoader(source: bundle, cache: cache)
      again.finish()
      #expect(again.isFromCache)
    }
  }

  @Test func theAppKeepsTheIndexInItsCacheBetweenRuns() throws {
    try Self.withCache { cache in
      let size = Size(width: 120, height: 40)
      let first = try AppHarness(size: size, keys: "w text:鸡蛋") {
        $0.ingredientIndexCache = cache
      }
      #expect(first.coordinator.whatCanICook.loader?.didSave == true)
      let second = try AppHarness(size: size, keys: "w text:鸡蛋") {
        $0.ingredientIndexCache = cache
      }
      let loader = try #require(second.coordinator.whatCanICook.loader)
      #expect(loader.isFromCache)
      #expect(second.screen == first.screen)
    }
  }

  @Test func theQuerySaysHowFarTheIndexIsUntilItIsBuilt() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
    let coordinator = AppCoordinator(
      source: bundle, options: Options(), labels: Labels(.en), terminal: terminal)
    coordinator.startIngredientIndex()
    #expect(coordinator.application.hasIdleWork)
    // No run loop yet: nothing is read before the keys.
    coordinator.application.dispatch(.key(.character("w")))
    coordinator.application.dispatch(.paste("鸡蛋"))
    #expect(coordinator.application.render().text.contains("Reading the recipes… 0%"))
    // The run loop reads the pages while no key waits, then the query
    // has its answer.
    coordinator.run()
    let page = try #require(coordinator.whatCanICook.page)
    #expect(page.matches.first?.dish.name == "番茄炒蛋")
    #expect(!coordinator.application.hasIdleWork)
  }
}
