import Foundation
import RecipeApp
import RecipeKit
import SplitLayout

/// The cooking figures (issue 12), measured in this process on the corpus
/// (on Data/ when the corpus is absent): a shopping list of 20 dishes,
/// `--with` without and with the cache, one "What can I cook?" keystroke.
struct CookingBenchmarks {
  let paths: BenchPaths
  let log: (String) -> Void

  func run() throws -> [Figure] {
    let folder = paths.corpus ?? paths.data
    let source = paths.corpus == nil ? "Data/" : "corpus"
    var figures: [Figure] = []

    log("cooking: shopping list of 20 dishes (\(source))")
    let bundle = try RecipeBundle(folder: folder)
    let dishes = Array(bundle.allDishes().prefix(20))
    let recipes = dishes.map { entry in bundle.recipe(forDishID: entry.dish.idstr) ?? .empty }
    var lines = 0
    let listTiming = Timing.measure(runs: 9, iterations: 20, warmup: 2) {
      var list = ShoppingList()
      for (index, (entry, recipe)) in zip(dishes, recipes).enumerated() {
        list.add(
          dishID: entry.dish.idstr, name: entry.dish.name, scale: index % 3 == 0 ? 2 : 1,
          recipe: recipe)
      }
      lines += list.items(units: .metric).count
    }
    var listFigure = Figure(
      "cooking.shopping_list_ms",
      "shopping list of 20 dishes: read amounts, merge, metric (\(source), pages parsed before)",
      timing: listTiming, target: 5)
    listFigure.note += ", \(lines / (9 * 20 + 2)) items"
    figures.append(listFigure)

    log("cooking: --with cold and cached (\(source))")
    let cacheFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-bench-cache-\(getpid())")
    defer { try? FileManager.default.removeItem(at: cacheFolder) }
    let cache = IngredientIndexCache(folder: cacheFolder.path)
    let query = IngredientQuery(parsing: "鸡蛋 番茄")
    var found = 0
    let cold = Timing.measure(runs: 5, warmup: 1) {
      guard let fresh = try? RecipeBundle(folder: folder) else { return }
      found = IngredientIndex.load(source: fresh, cache: nil).index.search(query).count
    }
    figures.append(
      Figure(
        "cooking.with_cold_ms",
        "--with \"鸡蛋 番茄\" without a cache: open, read every page, search (\(source))",
        timing: cold, target: 150))
    if let fresh = try? RecipeBundle(folder: folder) {
      _ = IngredientIndex.load(source: fresh, cache: cache)  // writes the cache
    }
    var fromCache = true
    let cached = Timing.measure(runs: 9, warmup: 1) {
      guard let fresh = try? RecipeBundle(folder: folder) else { return }
      let loaded = IngredientIndex.load(source: fresh, cache: cache)
      fromCache = fromCache && loaded.fromCache
      found = loaded.index.search(query).count
    }
    var cachedFigure = Figure(
      "cooking.with_cached_ms",
      "--with \"鸡蛋 番茄\" with the cache: open, fingerprint, validate, search (\(source))",
      timing: cached, target: 20)
    cachedFigure.note += fromCache ? ", \(found) dishes" : ", CACHE MISSED"
    figures.append(cachedFigure)

    log("cooking: one keystroke in What can I cook?")
    let index = IngredientIndex.build(source: bundle)
    let typed = ["鸡", "鸡蛋", "鸡蛋 ", "鸡蛋 番", "鸡蛋 番茄", "鸡蛋 番茄 -", "鸡蛋 番茄 -葱"]
    var hits = 0
    let keystroke = Timing.measure(runs: 9, iterations: 20, warmup: 1) {
      for text in typed {
        hits += index.search(IngredientQuery(parsing: text, matchesAny: true)).count
      }
    }
    figures.append(
      Figure(
        "cooking.query_key_ms",
        "What can I cook?: one keystroke's query on the built index (\(index.dishes.count) dishes)",
        timing: Timing(samples: keystroke.samples.map { $0 / Double(typed.count) }), target: 5))
    figures.append(try whatCanICookKeyFigure(folder: folder, source: source))
    figures += withProcessFigures(folder: folder, source: source)
    return figures
  }

  /// One key typed into the "What can I cook?" sheet of the browser, once
  /// its index is built: the event (the query on every dish) and the frame
  /// that follows, as the run loop does. Typed: `鸡蛋 番茄 -葱`, then as many
  /// backspaces (each a new query), so every key changes the results.
  func whatCanICookKeyFigure(folder: URL, source: String) throws -> Figure {
    log("cooking: What can I cook? keystrokes in the browser (\(source))")
    let app = try HeadlessApp(folder: folder, size: Size(width: 120, height: 40))
    app.press(.character("w"))
    app.coordinator.run()  // the headless run loop reads the pages (idle work)
    let text = Array("鸡蛋 番茄 -葱")
    let timing = Timing.measure(runs: 9, iterations: 5, warmup: 1) {
      for character in text { app.press(.character(character)) }
      for _ in text { app.press(.backspace) }
    }
    let keys = Double(2 * text.count)
    return Figure(
      "cooking.what_key_ui_ms",
      "What can I cook?: one key in the browser (query + 120x40 frame, \(source))",
      timing: Timing(samples: timing.samples.map { $0 / keys }), target: 5)
  }

  /// `recipes --with "鸡蛋 番茄"` as a user runs it (the release binary,
  /// spawned and waited for): with an empty cache folder every run, and
  /// with the cache the first run wrote. XDG folders are temporary.
  func withProcessFigures(folder: URL, source: String) -> [Figure] {
    log("cooking: recipes --with as a process, cold and cached (\(source))")
    let binary = paths.recipesBinary.path
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-bench-with-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = root.appendingPathComponent("cache")
    for name in ["config", "state", "cache"] {
      try? FileManager.default.createDirectory(
        at: root.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    setenv("XDG_CONFIG_HOME", root.appendingPathComponent("config").path, 1)
    setenv("XDG_STATE_HOME", root.appendingPathComponent("state").path, 1)
    setenv("XDG_CACHE_HOME", cache.path, 1)
    let arguments = ["--with", "鸡蛋 番茄", "--data", folder.path]
    var failed = false
    let cold = Timing.measure(
      runs: 7, warmup: 1, prepare: { try? FileManager.default.removeItem(at: cache) }
    ) {
      if FloorBenchmarks.spawnAndWait(binary, arguments) != 0 { failed = true }
    }
    let cached = Timing.measure(runs: 15, warmup: 2) {
      if FloorBenchmarks.spawnAndWait(binary, arguments) != 0 { failed = true }
    }
    let name = "recipes --with \"鸡蛋 番茄\" (spawn to exit, \(source))"
    guard !failed else {
      return [
        .skipped(
          "cooking.with_process_cold_ms", name, unit: "ms", target: 150,
          why: "\(binary) --with failed")
      ]
    }
    return [
      Figure("cooking.with_process_cold_ms", name + ", no cache", timing: cold, target: 150),
      Figure("cooking.with_process_cached_ms", name + ", cache", timing: cached, target: 20),
    ]
  }
}
