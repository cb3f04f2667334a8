import Foundation
import TestSupport
import Testing

/// `--shopping-list` on Cooklang collections and the one dish lookup of
/// `--print`, `--timers` and `--shopping-list` (issue 27; issue 30, items
/// 10 and 20): the words, menus, the pantry, the kept list; goldens of
/// `Data/Cooklang`'s menus and their lists in both languages.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct CooklangShoppingCommandTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")
  /// The pantry's dates are read against 5 December 2026.
  let environment = [
    "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory(),
    "RECIPES_TODAY": "05.12.2026",
  ].merging(TemporaryXDG.environment()) { $1 }

  static let cooklang = PackagePaths.data.appendingPathComponent("Cooklang").path

  func run(_ arguments: [String], in folder: URL = PackagePaths.root) throws -> ProcessResult {
    try runProcess(binary, arguments, environment: environment, currentDirectory: folder)
  }

  /// A collection of our own: a recipe whose title has commas, one with a
  /// reference, a menu, aisles and a pantry.
  func withCollection<T>(_ body: (URL) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("cookshop-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in [
      ("config/aisle.conf", "[produce]\nlime|limes\n[spices]\nsalt\n"),
      ("config/pantry.conf", "[pantry]\nsalt = \"1%kg\"\n"),
      ("Salt, Pepper and Lime.cook", "---\ntitle: Salt, Pepper and Lime\n---\nMix @salt{1%tsp}, @pepper{1%tsp} and @limes{2}.\n"),
      ("Tea.cook", "Steep @tea leaves{2%tsp} with @lime{1} for ~{3%minutes}.\n"),
      ("Dips/Salsa.cook", "---\nservings: 2\n---\nChop @lime{1} into @./Salt, Pepper and Lime{2}.\n"),
      ("Week Plan.menu", "== Monday ==\n@./Tea{3} \\\n@./Dips/Salsa{4%servings}\n"),
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try body(root)
  }

  /// The item lines (`  [ ] lime  9`) of a text list.
  static func items(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { $0.hasPrefix("  [") }.map(String.init)
  }

  @Test(arguments: [
    // A title, a path with a factor, a menu: each a word of its own.
    (["Salt, Pepper and Lime", "Tea:2"], ["  [ ] lime  4", "  [ ] salt  1 tsp  (have)"]),
    // Salsa: 1 lime and the reference ×2 (4 limes, 2 tsp salt), all ×½.
    (["./Dips/Salsa.cook:0.5"], ["  [ ] lime  2½", "  [ ] salt  1 tsp  (have)"]),
    // Tea ×3 (3 limes) and Salsa ×2 (2 limes, and the reference ×2 twice:
    // 8 limes, 4 tsp salt): 13 limes.
    (["Week Plan.menu"], ["  [ ] lime  13", "  [ ] salt  4 tsp  (have)"]),
    // Comma-separated ids still split when the whole word names no dish.
    (["Tea,Dips/Salsa"], ["  [ ] lime  6", "  [ ] salt  2 tsp  (have)"]),
  ])
  func wordsNameDishesPathsAndMenus(words: [String], expected: [String]) throws {
    try withCollection { root in
      let result = try run(["--data", root.path, "--shopping-list"] + words + ["--no-state"])
      #expect(result.status == 0, "\(result.stderr)")
      let items = Self.items(result.stdout)
      for line in expected { #expect(items.contains(line), "\(words): \(items)") }
    }
  }

  @Test func theTitleWithCommasIsNeverSplitAndSectionsFollowTheAisles() throws {
    try withCollection { root in
      let result = try run(["--data", root.path, "--shopping-list", "Salt, Pepper and Lime"])
      #expect(result.status == 0, "\(result.stderr)")
      // lime (produce), salt (spices, held), pepper (not listed: Other).
      #expect(
        result.stdout.split(separator: "\n").map(String.init) == [
          "Shopping list (1 dish, 2 to buy)", "Salt, Pepper and Lime ×1", "produce",
          "  [ ] lime  2", "spices", "  [ ] salt  1 tsp  (have)", "Other", "  [ ] pepper  1 tsp",
        ])
      let ignoring = try run(
        ["--data", root.path, "--shopping-list", "Salt, Pepper and Lime", "--ignore-pantry"])
      #expect(ignoring.stdout.contains("  [ ] salt  1 tsp\n"))
      #expect(ignoring.stdout.hasPrefix("Shopping list (1 dish)\n"))
    }
  }

  @Test(arguments: [
    (["--shopping-list", "Coffee"], 1), (["--shopping-list", "Tea", "Coffee:2"], 1),
    (["--print", "tea"], 1), (["--ignore-pantry", "--print", "Tea"], 2),
  ])
  func whatNamesNothingFails(arguments: [String], status: Int) throws {
    try withCollection { root in
      let result = try run(["--data", root.path] + arguments)
      #expect(Int(result.status) == status, "\(arguments): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func pinyinNamesADishInFullButNotByInitials() throws {
    let print = try run(["--print", "huiguorou"])
    #expect(print.status == 0, "\(print.stderr)")
    #expect(print.stdout.hasPrefix("回锅肉\n"))
    let list = try run(["--shopping-list", "hui guo rou:2", "--no-state"])
    #expect(list.status == 0 && list.stdout.contains("回锅肉 ×2"), "\(list.stderr)")
    let initials = try run(["--print", "hgr"])
    #expect(initials.status == 1)
    #expect(initials.stderr.contains("--search 'hgr'"), "\(initials.stderr)")
  }

  @Test(arguments: ["--print", "--timers", "--shopping-list"])
  func aNameOfSeveralDishesListsThemAndExitsTwo(option: String) throws {
    try withCollection { root in
      for path in ["Green.cook", "Dips/Green.cook"] {
        try Data("---\ntitle: Green Tea\n---\nBoil @water{1%l} for ~{2%minutes}.\n".utf8)
          .write(to: root.appendingPathComponent(path))
      }
      let result = try run(["--data", root.path, option, "Green Tea", "--no-state"])
      #expect(result.status == 2, "\(result.stderr)")
      #expect(result.stderr.contains("'Green Tea' names 2 dishes"), "\(result.stderr)")
      #expect(result.stderr.contains("Dips/Green") && result.stdout.isEmpty)
    }
  }

  @Test func timersOnADishWithoutDurationsSaySoAndExitOne() throws {
    try withCollection { root in
      let result = try run(["--data", root.path, "--timers", "Salt, Pepper and Lime"])
      #expect(result.status == 1)
      #expect(result.stderr == "recipes: Salt, Pepper and Lime has no durations in its steps\n")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func noWordsPrintTheListTheAppKeeps() throws {
    try withCollection { root in
      let state = root.appendingPathComponent("state.json").path
      // `a` on the first dish of the first category (Salt, Pepper and Lime).
      let added = try run(["--data", root.path, "--state", state, "--render", "120x30", "--keys", "a"])
      #expect(added.status == 0, "\(added.stderr)")
      for format in ["text", "markdown", "json"] {
        let kept = try run(
          ["--data", root.path, "--state", state, "--shopping-list", "--format", format])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("Salt, Pepper and Lime"), "\(format): \(kept.stdout)")
        #expect(kept.stdout.contains("lime"))
      }
      let empty = try run(
        ["--data", root.path, "--state", root.appendingPathComponent("none.json").path,
         "--shopping-list"])
      #expect(empty.status == 0 && empty.stdout.hasPrefix("Shopping list (0 dishes)"), "\(empty.stdout)")
    }
  }

  // MARK: Goldens of Data/Cooklang's menus

  @Test(arguments: [
    ("Weeknight Dinners.menu", "en"), ("一周家常菜.menu", "zh"),
  ])
  func theMenusAndTheirListsAreAsRecorded(menu: String, language: String) throws {
    let page = try run(
      ["--data", Self.cooklang, "--print", menu, "--width", "72", "--lang", language])
    #expect(page.status == 0, "\(page.stderr)")
    assertSnapshot(page.stdout, named: "cooklang-menu-\(language)")
    let list = try run(
      ["--data", Self.cooklang, "--shopping-list", menu, "--lang", language, "--no-state"])
    #expect(list.status == 0, "\(list.stderr)")
    assertSnapshot(list.stdout, named: "cooklang-menu-shopping-list-\(language)")
    let markdown = try run(
      ["--data", Self.cooklang, "--shopping-list", menu, "--lang", language, "--format", "markdown",
       "--no-state"])
    assertSnapshot(markdown.stdout, named: "cooklang-menu-shopping-list-\(language)-md")
  }
}
