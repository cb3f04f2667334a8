import Foundation
import RecipeKit
import TermUI

/// The figures measured from outside the process, in a pseudo terminal
/// with a VT emulator (ptybench): first frame, key latency, bytes per key
/// next to their minimum, resize, peak memory; for one bundle.
struct TerminalBenchmarks {
  /// One bundle to measure.
  struct Dataset {
    /// A short key for `recorded.json`: `data`, `corpus`, `generated`.
    let key: String
    /// Shown in the table, e.g. "Data/ (16 cuisines × 9 dishes)".
    let title: String
    let folder: URL
    /// The goal for the first frame, in ms.
    var firstFrameTarget: Double
    /// The goal for peak memory, in MiB, if there is one.
    let memoryTarget: Double?
    /// The goal for the median key latency, in ms.
    var keyTarget: Double = 2
    /// The terminal's width: 120 (two columns), or 160 for the triple mode,
    /// where every `down` also redraws the inline recipe.
    var columns: Int = TerminalBenchmarks.columns
  }

  let paths: BenchPaths
  let tool: PtyBench
  /// Measured runs per bundle (medians are reported); one more is a warmup.
  let repeats: Int
  let log: (String) -> Void

  static let columns = 120
  static let lines = 40
  /// Keys typed and measured.
  static let keyCount = 50

  /// The figures for `dataset`; throws when the bundle cannot be opened or
  /// ptybench fails.
  func run(_ dataset: Dataset) throws -> [Figure] {
    var figures: [Figure] = []
    var firstFrameTarget = dataset.firstFrameTarget
    if dataset.key == "corpus" {
      // Issue 17: the first frame within 2× `less` showing the same recipe.
      let less = try lessFigure(dataset)
      figures.append(less)
      if let value = less.value { firstFrameTarget = 2 * value }
    }
    let first = try firstCuisine(dataset.folder)
    let keys = Self.keys(dishCount: first.count)
    let marker = first.name
    log("terminal: \(dataset.title): \(repeats) runs + 1 warmup, marker \(marker)")
    let arguments = [
      "--size", "\(dataset.columns)x\(Self.lines)", "--marker", marker, "--pre-keys", "tab",
      "--keys", keys.map(\.description).joined(separator: ","),
      "--resize", "80x\(Self.lines):≡ Recipes", "--resize",
      "\(dataset.columns)x\(Self.lines):!≡ Recipes",
      "--quit", "q", "--repeat", String(repeats), "--warmup", "1", "--samples",
    ]
    let trace = Self.traceFile(dataset.key)
    defer { try? FileManager.default.removeItem(at: trace) }
    // `--no-state`: every repeat starts from the same place (a restored
    // place would move the keys' start and what `q` closes).
    let report = try tool.measure(
      arguments + ["--trace", trace.path],
      command: [paths.recipesBinary.path, "--data", dataset.folder.path, "--no-state"])
    try? save(report, as: dataset.key)
    let summary = report["summary"] as? [String: Any] ?? [:]
    let spread = report["summary_range"] as? [String: Any] ?? [:]
    func value(_ name: String) -> Double? { (summary[name] as? NSNumber)?.doubleValue }
    func range(_ name: String) -> String {
      guard let pair = spread[name] as? [NSNumber], pair.count == 2 else { return "" }
      return "range \(Figure.format(pair[0].doubleValue))–\(Figure.format(pair[1].doubleValue))"
    }
    let prefix = "pty.\(dataset.key)."
    func lowest(_ name: String) -> Double? { (spread[name] as? [NSNumber])?.first?.doubleValue }
    /// A figure from one of ptybench's summary metrics, with its range.
    func measured(
      _ key: String, _ name: String, _ metric: String, unit: String = "ms", target: Double? = nil,
      note: String = ""
    ) -> Figure {
      var figure = Figure(
        prefix + key, name, value(metric), unit: unit, target: target, note: range(metric) + note)
      figure.best = lowest(metric)
      return figure
    }
    figures.append(
      firstFrame(
        prefix + "first_frame_ms", "first frame (first dish on screen)", trace: trace,
        marker: marker, columns: dataset.columns, reported: value("startup_marker_ms"),
        target: firstFrameTarget,
        note: firstFrameTarget == dataset.firstFrameTarget ? "" : ", target 2× less"))
    figures.append(measured("loaded_ms", "all dishes loaded (output idle)", "startup_idle_ms"))
    let keyNote = keys.contains(.up) ? ", \(keys.count) keys down/up (short list)" : ""
    figures.append(
      measured(
        "key_median_ms", "key latency, median (key → screen settled)", "key_last_ms_median",
        target: dataset.keyTarget, note: keyNote))
    figures.append(measured("key_p95_ms", "key latency, p95", "key_last_ms_p95"))
    figures += try byteFigures(report, dataset: dataset, keys: keys, prefix: prefix)
    let steps = ["resize_80x\(Self.lines)_ms", "resize_\(dataset.columns)x\(Self.lines)_ms"]
    let times = steps.compactMap(value)
    let shown = times.map { Figure.format($0) + " ms" }
    var resize = Figure(
      prefix + "resize_ms", "resize \(dataset.columns)→80→\(dataset.columns), both steps settled",
      times.count == 2 ? times.reduce(0, +) : nil, unit: "ms",
      note: "→80 and →\(dataset.columns): " + shown.joined(separator: ", "))
    let lows = steps.compactMap(lowest)
    resize.best = lows.count == 2 ? lows.reduce(0, +) : nil
    figures.append(resize)
    figures.append(
      measured(
        "peak_rss_mib", "peak memory (VmHWM)", "peak_rss_mib", unit: "MiB",
        target: dataset.memoryTarget))
    return figures
  }

  /// 50 `down`s, or for a list shorter than that, `down`s to its end and
  /// `up`s back, repeated, so that every key changes the screen.
  static func keys(dishCount: Int) -> [Key] {
    if dishCount > keyCount { return Array(repeating: .down, count: keyCount) }
    let leg = max(1, dishCount - 1)
    var keys: [Key] = []
    while keys.count < keyCount {
      keys += Array(repeating: .down, count: leg) + Array(repeating: .up, count: leg)
    }
    return Array(keys.prefix(keyCount))
  }

  /// `less` on the `--print` text of the first cuisine's first dish, at the
  /// same size, in the same run: the yardstick of the first frame.
  private func lessFigure(_ dataset: Dataset) throws -> Figure {
    let bundle = try RecipeBundle(folder: dataset.folder)
    guard let cuisine = bundle.cuisines.first, let dish = try bundle.dishes(of: cuisine).first,
      let less = ["/usr/bin/less", "/bin/less"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      return .skipped(
        "pty.\(dataset.key).less_first_frame_ms", "less, first frame (yardstick)", unit: "ms",
        why: "less is not installed or the bundle has no dish")
    }
    let text = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipes-bench-less-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: text) }
    let printed = Process()
    printed.executableURL = paths.recipesBinary
    printed.arguments = ["--data", dataset.folder.path, "--print", dish.idstr]
    FileManager.default.createFile(atPath: text.path, contents: nil)
    let handle = try FileHandle(forWritingTo: text)
    printed.standardOutput = handle
    try printed.run()
    printed.waitUntilExit()
    try handle.close()
    // The marker: the first line of the text (the page's heading).
    let printedText = (try? String(contentsOf: text, encoding: .utf8)) ?? ""
    guard
      let marker = printedText.split(separator: "\n").lazy.map({
        String($0.trimmingCharacters(in: .whitespaces).prefix(8))
      }).first(where: { !$0.isEmpty })
    else {
      return .skipped(
        "pty.\(dataset.key).less_first_frame_ms", "less, first frame (yardstick)", unit: "ms",
        why: "recipes --print \(dish.idstr) printed nothing")
    }
    log("terminal: less on the --print of \(marker): \(repeats) runs + 1 warmup")
    let trace = Self.traceFile("less")
    defer { try? FileManager.default.removeItem(at: trace) }
    let report = try tool.measure(
      [
        "--size", "\(Self.columns)x\(Self.lines)", "--marker", marker, "--quit", "q",
        "--repeat", String(repeats), "--warmup", "1", "--env", "LESSHISTFILE=-",
        "--trace", trace.path,
      ], command: [less, text.path])
    let summary = report["summary"] as? [String: Any] ?? [:]
    return firstFrame(
      "pty.\(dataset.key).less_first_frame_ms", "less, first frame of the --print (yardstick)",
      trace: trace, marker: marker, columns: Self.columns,
      reported: (summary["startup_marker_ms"] as? NSNumber)?.doubleValue, target: nil,
      note: ", same recipe, same size, same run")
  }

  /// A first-frame figure: the median over the measured runs of the first
  /// read after which `marker` is on screen, replayed from the trace
  /// (`PtyBench.markerTimes`, which says why), with ptybench's own
  /// `startup_marker_ms` (`reported`) in the note; that one when the
  /// replay fails.
  private func firstFrame(
    _ key: String, _ name: String, trace: URL, marker: String, columns: Int,
    reported: Double?, target: Double?, note: String
  ) -> Figure {
    let shownReported = reported.map { "ptybench's startup_marker_ms \(Figure.format($0))" } ?? ""
    guard
      let times = try? tool.markerTimes(
        trace: trace, marker: marker, columns: columns, lines: Self.lines),
      !times.isEmpty, let low = times.min(), let high = times.max()
    else {
      return Figure(key, name, reported, unit: "ms", target: target, note: shownReported + note)
    }
    var figure = Figure(
      key, name, Timing.median(times), unit: "ms", target: target,
      note: "range \(Figure.format(low))–\(Figure.format(high)), replayed; "
        + shownReported + note)
    figure.best = low
    return figure
  }

  /// A `--trace` file for one measurement.
  private static func traceFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipes-bench-trace-\(name)-\(getpid()).jsonl")
  }

  /// The first category's first dish name and its number of dishes (a
  /// bundle or a Cooklang collection).
  private func firstCuisine(_ folder: URL) throws -> (name: String, count: Int) {
    let source = try RecipeSources.open(folder: folder)
    guard let cuisine = source.categories.first, let dish = try source.dishes(of: cuisine).first
    else { throw PtyBench.Failure(description: "the first cuisine has no dishes") }
    return (dish.name, try source.dishes(of: cuisine).count)
  }

  /// Bytes written per `down` next to the minimum for the same change,
  /// split into moves within the page and moves that scroll the list.
  private func byteFigures(
    _ report: [String: Any], dataset: Dataset, keys: [Key], prefix: String
  ) throws -> [Figure] {
    let minimum = try minimumBytes(dataset.folder, columns: dataset.columns, keys: keys)
    let runs = report["runs"] as? [[String: Any]] ?? []
    var actual: [[Double]] = []
    var latency: [[Double?]] = []
    for run in runs {
      let samples = (run["keys"] as? [String: Any])?["samples"] as? [[String: Any]] ?? []
      actual.append(samples.map { ($0["bytes"] as? NSNumber)?.doubleValue ?? 0 })
      latency.append(samples.map { ($0["last_ms"] as? NSNumber)?.doubleValue })
    }
    var figures: [Figure] = []
    for scrolling in [false, true] {
      let indices = keys.indices.filter {
        // A move within the page changes two rows (two lines each) and the
        // title's position (`4/351`); a scroll changes most of the list.
        keys[$0] == .down && (minimum[$0].lines > 8) == scrolling
      }
      let what = scrolling ? "scroll" : "move"
      let name = scrolling ? "bytes per down, list scrolls" : "bytes per down, within the page"
      guard !indices.isEmpty else {
        figures.append(
          .skipped(prefix + "down_\(what)_bytes", name, unit: "B", why: "no such key in this list"))
        continue
      }
      let perRun = actual.map { run in
        Timing.median(indices.compactMap { $0 < run.count ? run[$0] : nil })
      }
      let bytes = Timing.median(perRun)
      let fewest = perRun.min()
      let least = Timing.median(indices.map { Double(minimum[$0].bytes) })
      let ratio = least > 0 ? bytes / least : nil
      var bytesFigure = Figure(
        prefix + "down_\(what)_bytes", name, bytes, unit: "B",
        note: "minimum \(Figure.format(least)) B, \(indices.count) keys")
      bytesFigure.best = fewest
      figures.append(bytesFigure)
      figures.append(
        Figure(
          prefix + "down_\(what)_ratio", "  ÷ minimum for that change", ratio, unit: "x",
          target: scrolling ? nil : 1.2))
      let times = latency.map { run in
        Timing.median(indices.compactMap { $0 < run.count ? run[$0] : nil })
      }
      var latencyFigure = Figure(
        prefix + "down_\(what)_ms", "  latency of these keys, median", Timing.median(times),
        unit: "ms")
      latencyFigure.best = times.min()
      figures.append(latencyFigure)
    }
    return figures
  }

  /// The minimum bytes of each key's change, from the same keys replayed
  /// on the headless app (its frames are what the terminal shows).
  private func minimumBytes(_ folder: URL, columns: Int, keys: [Key]) throws -> [(
    bytes: Int, lines: Int
  )] {
    let app = try HeadlessApp(folder: folder, size: .init(width: columns, height: Self.lines))
    app.press(.tab)
    var result: [(bytes: Int, lines: Int)] = []
    for key in keys {
      let before = app.frame
      app.press(key)
      result.append(MinimumOutput.bytes(from: before, to: app.frame))
    }
    return result
  }

  /// Keeps ptybench's report in `bench-results/` for a closer look.
  private func save(_ report: [String: Any], as name: String) throws {
    try FileManager.default.createDirectory(at: paths.results, withIntermediateDirectories: true)
    let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted])
    try data.write(to: paths.results.appendingPathComponent("ptybench-\(name).json"))
  }
}
