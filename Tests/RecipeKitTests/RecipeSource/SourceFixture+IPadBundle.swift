import Foundation
import RecipeKit
import Testing

extension SourceFixture {
  /// The iPad bundle written by hand in `SourceFixtures/IPadBundle` (XML
  /// plists, ids 1, 2 and 11, 12, 21), copied to the test's folder.
  static let iPadBundleFixture = SourceFixture(
    name: "iPad bundle (SourceFixtures/IPadBundle)",
    make: { folder in
      let fixture = try #require(
        Bundle.module.url(forResource: "SourceFixtures", withExtension: nil)
      ).appendingPathComponent("IPadBundle")
      for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
        try FileManager.default.copyItem(
          at: fixture.appendingPathComponent(name), to: folder.folder.appendingPathComponent(name))
      }
    },
    open: { try RecipeBundle(folder: $0) },
    recipeFile: { "Html/food/\(fixtureDishIDs[$0] ?? "?").html" },
    listFile: { "Plist/type_\(fixtureCuisineIDs[$0] ?? "?")_foods.plist" })

  /// A bundle the test writes from `SourceContent.standard` with binary
  /// plists and other ids (`home`, `sichuan`; `a1`, `a2`, `b1`).
  static let generatedIPadBundle = SourceFixture(
    name: "iPad bundle (generated, binary plists)",
    make: { folder in
      try IPadBundleWriter(
        cuisineIDs: generatedCuisineIDs, dishIDs: generatedDishIDs, binary: true
      ).write(.standard, to: folder)
    },
    open: { try RecipeBundle(folder: $0) },
    recipeFile: { "Html/food/\(generatedDishIDs[$0] ?? "?").html" },
    listFile: { "Plist/type_\(generatedCuisineIDs[$0] ?? "?")_foods.plist" })

  private static let fixtureCuisineIDs = ["家常菜": "1", "川菜": "2"]
  private static let fixtureDishIDs = ["红烧肉": "11", "番茄炒蛋": "12", "麻婆豆腐": "21"]
  private static let generatedCuisineIDs = ["家常菜": "home", "川菜": "sichuan"]
  private static let generatedDishIDs = ["红烧肉": "a1", "番茄炒蛋": "a2", "麻婆豆腐": "b1"]
}
