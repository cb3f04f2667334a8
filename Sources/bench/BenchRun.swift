import Foundation
import RecipeKit

/// Everything `make bench` does: make (or reuse) the generated bundle, run
/// the in-process benchmarks, run the terminal measurements on `Data/`,
/// the corpus and the generated bundle, and print one table.
struct BenchRun {
  let paths: BenchPaths
  var generator = BundleGenerator()
  /// Measured ptybench runs per bundle (plus one warmup).
  var repeats = 3
  var inProcess = true
  var terminal = true
  /// Only these terminal bundles (`data`, `corpus`, `generated`); all when nil.
  var only: Set<String>?
  /// Write the figures to `Sources/bench/recorded.json`.
  var record = false
  /// `--cooking`: only issue 12's figures (no generated bundle, no terminal).
  var cookingOnly = false
  /// `--cooklang`: only issue 26's figures (the generated Cooklang
  /// collection in process, and in the terminal beside `Data/`).
  var cooklangOnly = false
  var cooklang = CooklangGenerator()

  /// Runs and prints; returns the exit status (0 unless something could
  /// not run at all; missed targets do not fail).
  func run() -> Int32 {
    let start = Date()
    let recorded = RecordedFigures(contentsOf: paths.recorded)
    var sections: [FigureTable.Section] = []
    var skipped: [String] = []
    let folder = generatedFolder
    if cookingOnly {
      do {
        let cooking = CookingBenchmarks(paths: paths, log: log)
        sections.append(
          .init(title: "cooking, in process (release build)", figures: try cooking.run()))
      } catch {
        log("bench: cooking benchmarks failed: \(error)")
        return 1
      }
    }
    let cooklangFolder = paths.root.appendingPathComponent(
      ".build/bench-cooklang-\(cooklang.folders)x\(cooklang.files)-s\(cooklang.seed)")
    if !cookingOnly {
      do {
        if cooklang.isGenerated(at: cooklangFolder) {
          log("generated Cooklang collection: reusing \(cooklangFolder.path)")
        } else {
          log("generated Cooklang collection: writing \(cooklang.stamp) to \(cooklangFolder.path)")
          try cooklang.write(to: cooklangFolder)
        }
      } catch {
        log("bench: cannot write the generated Cooklang collection: \(error)")
        return 1
      }
    }
    if cooklangOnly && inProcess {
      do {
        let bench = CooklangBenchmarks(paths: paths, folder: cooklangFolder, log: log)
        sections.append(.init(title: "Cooklang, in process (release build)", figures: try bench.run()))
      } catch {
        log("bench: Cooklang benchmarks failed: \(error)")
        return 1
      }
    }
    do {
      if cookingOnly || cooklangOnly {
        log("generated bundle: not needed for --cooking or --cooklang")
      } else if generator.isGenerated(at: folder) {
        log("generated bundle: reusing \(folder.path)")
      } else {
        log("generated bundle: writing \(generator.stamp) to \(folder.path)")
        try generator.write(to: folder)
      }
    } catch {
      log("bench: cannot write the generated bundle: \(error)")
      return 1
    }
    let dishes = generator.dishesPerCuisine.formatted()
    if inProcess && !cookingOnly && !cooklangOnly {
      // Issue 17: start-up and size floors of the release binary.
      let floor = FloorBenchmarks(paths: paths, generated: folder, log: log)
      sections.append(
        .init(
          title: "floor (release binary, static)",
          figures: [floor.versionFigure(), floor.strippedSizeFigure()]))
      let bench = InProcessBenchmarks(
        paths: paths, generated: folder, dishCount: generator.dishesPerCuisine, log: log)
      do {
        sections.append(.init(title: "in process (release build)", figures: try bench.run()))
        let search = SearchBenchmarks(paths: paths, generated: folder, log: log)
        sections.append(.init(title: "search (release build)", figures: try search.run()))
        let cooking = CookingBenchmarks(paths: paths, log: log)
        sections.append(
          .init(title: "cooking, in process (release build)", figures: try cooking.run()))
        let cooklangBench = CooklangBenchmarks(paths: paths, folder: cooklangFolder, log: log)
        sections.append(
          .init(title: "Cooklang, in process (release build)", figures: try cooklangBench.run()))
      } catch {
        log("bench: in-process benchmarks failed: \(error)")
        return 1
      }
    }
    var toolVersion = "ptybench not run"
    if terminal && !cookingOnly {
      var datasets = [
        TerminalBenchmarks.Dataset(
          key: "data", title: "terminal: Data/", folder: paths.data, firstFrameTarget: 50,
          memoryTarget: nil)
      ]
      // Issue 26: the generated Cooklang collection; its first frame within
      // 2× Data/'s of this run (set once that one is measured).
      datasets.append(
        .init(
          key: "cooklang",
          title: "terminal: generated Cooklang, \(cooklang.folders) folders × \(cooklang.files) files",
          folder: cooklangFolder, firstFrameTarget: 100, memoryTarget: 80))
      if let corpus = paths.corpus, !cooklangOnly {
        // Issue 17: ≤ 16 MiB after the keys, `down` ≤ 0.6 ms, first frame ≤ 2× less.
        datasets.append(
          .init(
            key: "corpus", title: "terminal: corpus (ipad-recipes, 827 dishes)", folder: corpus,
            firstFrameTarget: 50, memoryTarget: 16, keyTarget: 0.6))
        // The width ladder's triple mode: the third column follows `down`.
        datasets.append(
          .init(
            key: "corpus_triple", title: "terminal: corpus at 160 columns (triple mode)",
            folder: corpus, firstFrameTarget: 50, memoryTarget: 30, columns: 160))
      } else {
        skipped.append("terminal figures on the corpus: corpus absent (\(paths.corpusPath))")
      }
      if !cooklangOnly {
        datasets.append(
          .init(
            key: "generated",
          title: "terminal: generated, \(generator.cuisines) cuisines × \(dishes) dishes",
            folder: folder, firstFrameTarget: 150, memoryTarget: 40))
      }
      if let script = paths.ptybench, var tool = PtyBench(script: script) {
        do {
          toolVersion = try tool.setUp()
          let bench = TerminalBenchmarks(paths: paths, tool: tool, repeats: repeats, log: log)
          var dataFirstFrame: Double?
          for var dataset in datasets where only?.contains(dataset.key) ?? true {
            if dataset.key == "cooklang", let dataFirstFrame {
              dataset.firstFrameTarget = 2 * dataFirstFrame
            }
            do {
              let figures = try bench.run(dataset)
              if dataset.key == "data" {
                dataFirstFrame = figures.first { $0.key == "pty.data.first_frame_ms" }?.value
              }
              sections.append(.init(title: dataset.title, figures: figures))
            } catch {
              skipped.append("\(dataset.title): \(error)")
            }
          }
          // Issue 14: one running kitchen timer, 20 s.
          if !cooklangOnly, only?.contains("timer") ?? true {
            let title = "terminal: one running timer (Data/, cook mode, 20 s idle)"
            do {
              let timer = TimerBenchmark(paths: paths, tool: tool, repeats: repeats, log: log)
              sections.append(.init(title: title, figures: try timer.run()))
            } catch {
              skipped.append("\(title): \(error)")
            }
          }
        } catch {
          skipped.append("terminal figures: \(error)")
        }
      } else {
        skipped.append(
          "terminal figures: ptybench absent (\(paths.ptybenchPath)) or no python3; "
            + "only the in-process figures were measured")
      }
    }
    let machine = Machine.description
    let date = Self.today
    let table = FigureTable(sections: sections, recorded: recorded)
    print("recipes bench, \(date), \(machine)")
    print(
      "terminal: \(toolVersion), pyte emulator, \(TerminalBenchmarks.columns)x"
        + "\(TerminalBenchmarks.lines), medians of \(repeats) runs after 1 warmup; "
        + "in process: medians of 5-7 runs")
    print(
      "recorded: \(recorded.values.isEmpty ? "none" : "\(recorded.date), \(recorded.machine)")")
    print("")
    for line in table.lines { print(line) }
    print(
      "MISSED: the value is above the target. REGRESSED n×: the value (a median) and the best "
        + "run are both above \(Figure.format(FigureTable.regressionFactor))× the recorded value.")
    print("")
    for line in table.notes { print("  " + line) }
    for line in skipped { print("skipped: " + line) }
    print(String(format: "bench took %.0f s", Date().timeIntervalSince(start)))
    if record {
      let figures = sections.flatMap(\.figures)
      do {
        try RecordedFigures(date: date, machine: machine, figures: figures).write(
          to: paths.recorded)
        print("recorded \(figures.count) figures in \(paths.recorded.path)")
      } catch {
        log("bench: cannot write \(paths.recorded.path): \(error)")
        return 1
      }
    }
    return 0
  }

  /// The search section alone (`bench search`), on the generated bundle
  /// (written when missing) and the corpus.
  func runSearchOnly() -> Int32 {
    let folder = generatedFolder
    do {
      if !generator.isGenerated(at: folder) { try generator.write(to: folder) }
      let figures = try SearchBenchmarks(paths: paths, generated: folder, log: log).run()
      let table = FigureTable(
        sections: [.init(title: "search (release build)", figures: figures)],
        recorded: RecordedFigures(contentsOf: paths.recorded))
      for line in table.lines { print(line) }
      return 0
    } catch {
      log("bench: search benchmarks failed: \(error)")
      return 1
    }
  }

  /// `$TMPDIR/recipes-bench-<cuisines>x<dishes>-s<seed>`: reused while its
  /// stamp matches, so only the first run pays for writing it.
  var generatedFolder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipes-bench-\(generator.cuisines)x\(generator.dishesPerCuisine)-s\(generator.seed)")
  }

  /// Today as YYYY-MM-DD (UTC).
  static var today: String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date())
  }

  private func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
