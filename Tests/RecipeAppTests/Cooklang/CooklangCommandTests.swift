import Foundation
import TestSupport
import Testing

/// The command line on a Cooklang collection: the positional folder or
/// file, `--check-data`'s lines and exits, `--print`.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct CooklangCommandTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")
  let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    .merging(TemporaryXDG.environment()) { $1 }

  func run(_ arguments: [String], in folder: URL = PackagePaths.root) throws -> ProcessResult {
    try runProcess(binary, arguments, environment: environment, currentDirectory: folder)
  }

  /// A collection in a temporary folder: `config/`, a root recipe, a
  /// category with one recipe.
  func withCollection<T>(_ body: (URL) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("cook-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in [
      ("config/aisle.conf", "[dairy]\nmilk\n"),
      ("Tea.cook", "---\ntags: [drink]\n---\nSteep @tea leaves{2%tsp} for ~{3%minutes}.\n"),
      ("Soups/Miso Soup.cook", "Warm @dashi{500%ml}, whisk in @miso{2%tbsp}.\n"),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try body(root)
  }

  @Test func aPositionalFolderOpensAsTheSource() throws {
    try withCollection { root in
      let result = try run(["--no-state", "--render", "130x20", root.path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Soups"))
      #expect(result.stdout.contains("Tea"))
    }
  }

  @Test(arguments: [50, 90, 120, 160])
  func aPositionalCookFileOpensItsCollectionWithTheRecipeOpen(width: Int) throws {
    // The page (50), the sheet over the drawer (90) and over two columns
    // (120), the third column (160): no key needed.
    try withCollection { root in
      let file = root.appendingPathComponent("Soups/Miso Soup.cook").path
      let result = try run(["--no-state", "--render", "\(width)x30", file])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Miso Soup"))
      #expect(result.stdout.contains("whisk in miso"), "\(result.stdout)")
      // The recipe, not the list, has the keys: `j` scrolls or moves in
      // the recipe, so the dish list's highlight stays on Miso Soup.
      let moved = try run(["--no-state", "--render", "\(width)x30", "--keys", "esc", file])
      #expect(moved.status == 0, "\(moved.stderr)")
      if width < 140 {
        #expect(!moved.stdout.contains("whisk in miso"), "escape closes it: \(moved.stdout)")
      }
    }
  }

  @Test func thePositionalWordIsOnlyForBrowsingAndRendering() throws {
    try withCollection { root in
      let listed = try run(["--search", "tea", root.path])
      #expect(listed.status == 2)
      #expect(listed.stderr.contains("unexpected argument"))
      let notLast = try run([root.path, "--render", "80x24"])
      #expect(notLast.status == 2)
    }
  }

  @Test func checkDataOfACleanCollectionIsASummaryAndZero() throws {
    try withCollection { root in
      let result = try run(["--check-data", root.path])
      #expect(result.status == 0)
      #expect(result.stdout == "2 categories, 2 recipes, 2 read: usable (0 errors, 0 warnings)\n")
    }
  }

  @Test func checkDataNamesEachProblemWithItsPlaceAndExitsOneOnAnError() throws {
    try withCollection { root in
      try Data("Add @salt{1%tsp and stir.\n\nAdd @x{2%gr}.\n".utf8)
        .write(to: root.appendingPathComponent("Soups/Broken.cook"))
      let warned = try run(["--check-data", root.path])
      #expect(warned.status == 0)
      let path = root.path + "/Soups/Broken.cook"
      #expect(warned.stdout.contains("\(path):1:10: warning: unclosed `{`"), "\(warned.stdout)")
      #expect(warned.stdout.hasSuffix("(0 errors, 2 warnings)\n"), "\(warned.stdout)")
      try Data([0x41, 0xFF]).write(to: root.appendingPathComponent("Bad.cook"))
      let failed = try run(["--check-data", root.path])
      #expect(failed.status == 1)
      #expect(failed.stdout.contains("\(root.path)/Bad.cook: error: not UTF-8 text"))
      let missing = try run(["--check-data", root.path + "/nope"])
      #expect(missing.status == 2)
    }
  }

  @Test func checkDataOfOurOwnCollectionHasNoProblems() throws {
    let result = try run(["--check-data", "Data/Cooklang"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains(": usable (0 errors, 0 warnings)"), "\(result.stdout)")
  }

  @Test func printShowsACooklangRecipeByIdOrName() throws {
    try withCollection { root in
      let byID = try run(["--data", root.path, "--print", "Soups/Miso Soup", "--width", "60"])
      #expect(byID.status == 0, "\(byID.stderr)")
      #expect(byID.stdout.hasPrefix("Miso Soup\n"))
      #expect(byID.stdout.contains("dashi"))
      let byName = try run(["--data", root.path, "--print", "Tea", "--width", "60"])
      #expect(byName.stdout.contains("Tags: drink"), "\(byName.stdout)")
      #expect(byName.stdout.contains("1. Steep tea leaves (2 tsp) for 3 minutes."), "\(byName.stdout)")
    }
  }
}

extension CooklangCommandTests {
  @Test func printTakesTheFormatsOfItsModeAndRefusesOthers() throws {
    try withCollection { root in
      let markdown = try run(["--data", root.path, "--print", "Tea", "--format", "markdown"])
      #expect(markdown.status == 0)
      #expect(markdown.stdout.hasPrefix("# Tea\n"), "\(markdown.stdout)")
      #expect(markdown.stdout.contains("- 2 tsp tea leaves"), "\(markdown.stdout)")
      #expect(markdown.stdout.contains("1. Steep tea leaves for 3 minutes."))
      let json = try run(["--data", root.path, "--print", "Tea", "--format", "json"])
      #expect(json.status == 0)
      let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
      #expect(object?["id"] as? String == "Tea" && object?["title"] as? String == "Tea")
      let blocks = object?["blocks"] as? [[String: Any]] ?? []
      let items = blocks.first { $0["type"] as? String == "ingredients" }?["items"] as? [[String: Any]]
      #expect(items?.first?["quantity"] as? Double == 2 && items?.first?["unit"] as? String == "tsp")
      let text = try run(["--data", root.path, "--print", "Tea", "--format", "text"])
      #expect(text.stdout.hasPrefix("Tea\n"))
      for (arguments, values) in [
        (["--data", root.path, "--print", "Tea", "--format", "yaml"], "text, markdown, json or cooklang"),
        (["--data", root.path, "--shopping-list", "Tea", "--format", "cooklang"], "text, markdown or json"),
      ] {
        let refused = try run(arguments)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(values), "\(refused.stderr)")
      }
      #expect(try run(["--list", "--format", "json"]).status == 2)
    }
  }
}
