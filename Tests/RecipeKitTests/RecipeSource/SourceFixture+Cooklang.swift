import Foundation
import RecipeKit
import Testing

extension SourceFixture {
  /// The Cooklang collection written by hand in `SourceFixtures/Cooklang`:
  /// a folder a category, recipes named by their file names (one with YAML
  /// front matter, one with `>>` lines) and one by its `title` metadata
  /// (`西红柿炒蛋.cook` is 番茄炒蛋, listed by its file name after 红烧肉),
  /// and a `config/` folder that is not a category.
  static let cooklangFixture = SourceFixture(
    name: "Cooklang (SourceFixtures/Cooklang)",
    make: { folder in
      let fixture = try #require(
        Bundle.module.url(forResource: "SourceFixtures", withExtension: nil)
      ).appendingPathComponent("Cooklang")
      for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
        try FileManager.default.copyItem(
          at: fixture.appendingPathComponent(name), to: folder.folder.appendingPathComponent(name))
      }
    },
    open: { try RecipeSources.open(folder: $0) },
    recipeFile: { cooklangFiles[$0] ?? "?" },
    listFile: nil)

  private static let cooklangFiles = [
    "红烧肉": "家常菜/红烧肉.cook", "番茄炒蛋": "家常菜/西红柿炒蛋.cook", "麻婆豆腐": "川菜/麻婆豆腐.cook",
  ]
}
