import Foundation
import TestSupport
import Testing

/// Several folders at once (issue 26, "Several sources"): the positional
/// folder then each `--data`, `RECIPES_DATA` with `:`, the config's `data`
/// as a list; headings in the first column, `SOURCE/ID` ids, an ambiguous
/// id listing its candidates; a folder named `import` as `./import`.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct SeveralSourcesCommandTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")
  let xdg = TemporaryXDG.environment()

  func run(
    _ arguments: [String], extra: [String: String] = [:], in folder: URL = PackagePaths.root
  ) throws -> ProcessResult {
    let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
      .merging(xdg) { $1 }.merging(extra) { $1 }
    return try runProcess(binary, arguments, environment: environment, currentDirectory: folder)
  }

  /// Two collections, `Home` and `Work`, both with `Sauces/Pesto`; Home
  /// also has `Soups/Miso Soup`, Work `Bakes/Scones`.
  func withTwo<T>(_ body: (URL, URL, URL) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("several-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in [
      ("Home/Sauces/Pesto.cook", "Blend @basil{30%g} with @pine nuts{20%g}.\n"),
      ("Home/Soups/Miso Soup.cook", "Warm @dashi{500%ml}, whisk in @miso{2%tbsp}.\n"),
      ("Work/Sauces/Pesto.cook", "Pound @basil{} in a #mortar{}.\n"),
      ("Work/Bakes/Scones.cook", "Rub @butter{50%g} into @flour{225%g}.\n"),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try body(root, root.appendingPathComponent("Home"), root.appendingPathComponent("Work"))
  }

  /// The first column's text of each row of a `--render` screen (to `│`).
  func firstColumn(_ screen: String) -> [String] {
    screen.split(separator: "\n").dropFirst(2).compactMap { line in
      line.split(separator: "│", omittingEmptySubsequences: false).first.map {
        String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
      }
    }
  }

  @Test func eachSourcesNameHeadsItsCategoriesInTheOrderGiven() throws {
    try withTwo { _, home, work in
      // The positional folder first, then each --data.
      let result = try run(["--no-state", "--data", work.path, "--render", "130x20", home.path])
      #expect(result.status == 0, "\(result.stderr)")
      let rows = firstColumn(result.stdout)
      #expect(Array(rows.prefix(6)) == ["Home", " Sauces", " Soups", "Work", " Bakes", " Sauces"])
      // The first category is chosen, not the heading.
      #expect(result.stdout.contains("Sauces 1/1"))
      #expect(result.stdout.contains("Pesto"))
    }
  }

  @Test func oneSourceHasNoHeading() throws {
    try withTwo { _, home, _ in
      let result = try run(["--no-state", "--render", "130x20", home.path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(Array(firstColumn(result.stdout).prefix(2)) == [" Sauces", " Soups"])
    }
  }

  @Test func theHighlightStepsOverAHeading() throws {
    try withTwo { _, home, work in
      // Focus the first column, go down past Home's last category: the
      // next one is Work's first, and its dishes show.
      let result = try run([
        "--no-state", "--data", home.path, "--data", work.path, "--render", "130x20", "--keys",
        "left down down",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Bakes 1/1"), "\(result.stdout)")
      #expect(result.stdout.contains("Scones"))
      // And back up over it: Home's last category.
      let back = try run([
        "--no-state", "--data", home.path, "--data", work.path, "--render", "130x20", "--keys",
        "left down down up",
      ])
      #expect(back.stdout.contains("Soups 1/1"), "\(back.stdout)")
    }
  }

  @Test func idsAreSourceSlashIDAndAnAmbiguousOneListsItsCandidates() throws {
    try withTwo { _, home, work in
      let data = ["--data", home.path, "--data", work.path]
      let list = try run(data + ["--list"])
      #expect(list.status == 0, "\(list.stderr)")
      let ids = list.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] }
      #expect(ids == ["Home/Sauces/Pesto", "Home/Soups/Miso Soup", "Work/Bakes/Scones", "Work/Sauces/Pesto"])
      let exact = try run(data + ["--print", "Work/Sauces/Pesto"])
      #expect(exact.status == 0, "\(exact.stderr)")
      #expect(exact.stdout.contains("Pound basil"), "\(exact.stdout)")
      // A member's own id, when one member has it.
      let owned = try run(data + ["--print", "Bakes/Scones"])
      #expect(owned.status == 0, "\(owned.stderr)")
      #expect(owned.stdout.contains("Rub butter"), "\(owned.stdout)")
      // Both have Sauces/Pesto, and the name Pesto: exit 2, both listed.
      for word in ["Sauces/Pesto", "Pesto"] {
        let ambiguous = try run(data + ["--print", word])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("Home/Sauces/Pesto"), "\(ambiguous.stderr)")
        #expect(ambiguous.stderr.contains("Work/Sauces/Pesto"))
      }
    }
  }

  @Test func recipesDataListsFoldersSeparatedByColons() throws {
    try withTwo { _, home, work in
      let result = try run(["--list"], extra: ["RECIPES_DATA": home.path + ":" + work.path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Home/Soups/Miso Soup"))
      #expect(result.stdout.contains("Work/Bakes/Scones"))
      // The command line wins as a whole.
      let flag = try run(
        ["--data", work.path, "--list"], extra: ["RECIPES_DATA": home.path + ":" + work.path])
      #expect(!flag.stdout.contains("Miso"))
      #expect(flag.stdout.contains("Bakes/Scones\t"))
    }
  }

  @Test func theConfigsDataMayListFolders() throws {
    try withTwo { root, _, _ in
      let config = root.appendingPathComponent("config.toml")
      try Data("data = [\"Home\", \"Work\"]\n".utf8).write(to: config)
      let result = try run(["--config", config.path, "--list"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Home/Soups/Miso Soup"))
      #expect(result.stdout.contains("Work/Bakes/Scones"))
      let printed = try run(["--config", config.path, "--print-config"])
      #expect(printed.stdout.contains("data = [\"\(root.path)/Home\", \"\(root.path)/Work\"]"))
    }
  }

  @Test func checkDataChecksEveryFolderGiven() throws {
    try withTwo { _, home, work in
      let result = try run(["--data", home.path, "--data", work.path, "--check-data"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.split(separator: "\n").filter { $0.contains("usable") }.count == 2)
    }
  }

  @Test func aFolderNamedImportOpensAsDotSlashImport() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-folder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let recipe = root.appendingPathComponent("import/Drinks/Lassi.cook")
    try FileManager.default.createDirectory(
      at: recipe.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("Blend @yoghurt{200%g} with @mango{1}.\n".utf8).write(to: recipe)
    let result = try run(["--no-state", "--render", "130x20", "./import"], in: root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Lassi"))
    let list = try run(["--data", "./import", "--list"], in: root)
    #expect(list.stdout.contains("Drinks/Lassi\t"))
  }
}
