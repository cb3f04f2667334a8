import Foundation
import RecipeKit
import Testing

@testable import RecipeApp

/// A dish row's second line says only what the recipe gives when it is a
/// Cooklang recipe (difficulty and time are optional metadata there):
/// `Time: 25 min`, `Difficulty: easy`, both, or nothing, never
/// `Difficulty: -  Time: -`. The iPad bundle's rows keep both fields,
/// `-` for a blank one, as they always did.
@Suite struct DishRowKnownFactsTests {
  /// A temporary folder with `recipes/` (a Cooklang collection of four
  /// recipes at its top: neither fact, a time, a difficulty, both) and
  /// `bundle/` (an iPad-layout bundle of one cuisine: a dish with a blank
  /// difficulty, one with both).
  static func folders() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("row-facts-\(UUID().uuidString)")
    let recipes = root.appendingPathComponent("recipes")
    try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
    let files = [
      "A Plain": "Boil @water{1%l}.\n",
      "B Timed": "---\ntime: 25 minutes\n---\nBoil @water{1%l}.\n",
      "C Graded": "---\ndifficulty: easy\n---\nBoil @water{1%l}.\n",
      "D Both": "---\ndifficulty: hard\ntime: 1 hour\n---\nBoil @water{1%l}.\n",
    ]
    for (name, text) in files {
      try text.write(
        to: recipes.appendingPathComponent("\(name).cook"), atomically: false, encoding: .utf8)
    }
    let bundle = root.appendingPathComponent("bundle")
    for folder in ["Plist", "Html/food", "Html/css"] {
      try FileManager.default.createDirectory(
        at: bundle.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try plist([["idstr": "1", "name": "Home"]])
      .write(
        to: bundle.appendingPathComponent("Plist/food_types.plist"), atomically: false,
        encoding: .utf8)
    try plist([
      ["diff": "", "idstr": "11", "name": "Blank Graded", "time": "10分钟"],
      ["diff": "切墩(初级)", "idstr": "12", "name": "Full", "time": "20分钟"],
    ])
    .write(
      to: bundle.appendingPathComponent("Plist/type_1_foods.plist"), atomically: false,
      encoding: .utf8)
    return root.path
  }

  /// An XML plist: an array of dictionaries of strings, keys in order.
  static func plist(_ entries: [[String: String]]) -> String {
    let dicts = entries.map { entry in
      "<dict>"
        + entry.keys.sorted().map { "<key>\($0)</key><string>\(entry[$0] ?? "")</string>" }
        .joined() + "</dict>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><array>\(dicts.joined())</array></plist>

      """
  }

  /// The screen of `recipes --render 80x14` on `data`.
  static func screen(_ root: String, _ data: [String], lang: String = "en") -> [String] {
    let run = InProcessRun(
      ["--no-state", "--lang", lang, "--render", "80x14"] + data,
      environment: InProcessRun.environment(folder: root))
    return run.outputs.joined().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// The second line under the row named `name`.
  static func line(under name: String, in screen: [String]) throws -> String {
    let row = try #require(screen.firstIndex { $0.hasPrefix(" " + name) }, "\(screen)")
    return screen[row + 1].trimmingCharacters(in: .whitespaces)
  }

  @Test(arguments: [
    ("en", ["", "Time: 25 min", "Difficulty: easy", "Difficulty: hard  Time: 60 min"]),
    ("zh", ["", "时间：25分钟", "难度：easy", "难度：hard　时间：1小时"]),
  ])
  func aCooklangRowSaysOnlyWhatIsKnown(_ lang: String, _ expected: [String]) throws {
    let root = try Self.folders()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let screen = Self.screen(root, [root + "/recipes"], lang: lang)
    let names = ["A Plain", "B Timed", "C Graded", "D Both"]
    #expect(try names.map { try Self.line(under: $0, in: screen) } == expected, "\(screen)")
    #expect(!screen.joined().contains("-  Time") && !screen.joined().contains("：-"))
  }

  @Test func aBundleRowKeepsBothFieldsBesideACollection() throws {
    let root = try Self.folders()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The bundle first: its cuisine is the one shown at launch.
    let screen = Self.screen(root, ["--data", root + "/bundle", "--data", root + "/recipes"])
    #expect(try Self.line(under: "Blank Graded", in: screen) == "Difficulty: -  Time: 10分钟")
    #expect(try Self.line(under: "Full", in: screen) == "Difficulty: 切墩(初级)  Time: 20分钟")
  }

  @Test func severalSourcesTellACooklangDishByItsMember() throws {
    let root = try Self.folders()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let bundle = try RecipeSources.open(folder: URL(fileURLWithPath: root + "/bundle"))
    let collection = try RecipeSources.open(folder: URL(fileURLWithPath: root + "/recipes"))
    let both = CompositeSource([bundle, collection])
    let prefixes = both.members.map(\.prefix)
    #expect(!both.isCooklangDish(prefixes[0] + "/11"))
    #expect(both.isCooklangDish(prefixes[1] + "/A Plain"))
    #expect(collection.isCooklangDish("A Plain") && !bundle.isCooklangDish("11"))
  }
}
