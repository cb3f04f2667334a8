import Foundation
import RecipeKit
import Testing

extension SourceFixture {
  /// Two Cooklang folders opened as one (`recipes one two`): `one/` holds
  /// 家常菜 (and `config/`), `two/` holds 川菜, both from
  /// `SourceFixtures/Cooklang`; the composite's ids are `one/…` and `two/…`.
  static let compositeFixture = SourceFixture(
    name: "Composite (two Cooklang folders)",
    make: { folder in
      let fixture = try #require(
        Bundle.module.url(forResource: "SourceFixtures", withExtension: nil)
      ).appendingPathComponent("Cooklang")
      let manager = FileManager.default
      for (member, names) in [("one", ["config", "家常菜"]), ("two", ["川菜"])] {
        let target = folder.folder.appendingPathComponent(member)
        try manager.createDirectory(at: target, withIntermediateDirectories: true)
        for name in names {
          try manager.copyItem(
            at: fixture.appendingPathComponent(name), to: target.appendingPathComponent(name))
        }
      }
    },
    open: { folder in
      CompositeSource([
        try RecipeSources.open(folder: folder.appendingPathComponent("one")),
        try RecipeSources.open(folder: folder.appendingPathComponent("two")),
      ])
    },
    recipeFile: { compositeFiles[$0] ?? "?" },
    listFile: nil)

  private static let compositeFiles = [
    "红烧肉": "one/家常菜/红烧肉.cook", "番茄炒蛋": "one/家常菜/西红柿炒蛋.cook",
    "麻婆豆腐": "two/川菜/麻婆豆腐.cook",
  ]
}
