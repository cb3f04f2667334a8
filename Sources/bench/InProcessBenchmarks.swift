import Foundation
import RecipeApp
import RecipeKit
import SplitLayout
import TermUI

/// The figures measured inside this process (release build): layout and
/// drawing of a frame, a `down` key, the filter, decoding a large plist, and
/// reading every corpus page. Each is the median of several runs.
struct InProcessBenchmarks {
  let paths: BenchPaths
  /// The generated bundle (16 cuisines × 100,000 dishes by default).
  let generated: URL
  /// Dishes in each generated cuisine, for the figures' names.
  let dishCount: Int
  /// Prints progress lines to stderr.
  let log: (String) -> Void

  /// The terminal size of every frame measured.
  static let size = Size(width: 120, height: 40)

  func run() throws -> [Figure] {
    var figures: [Figure] = []
    let count = dishCount.formatted()
    log("in-process: frames on \(count) dishes")
    let large = try HeadlessApp(folder: generated, size: Self.size)
    large.press(.tab)
    for _ in 0..<30 { large.press(.down) }
    figures.append(
      Figure(
        "inproc.layout_ms", "layout of a 120x40 frame (\(count) dishes)",
        timing: Timing.measure(runs: 7, iterations: 500) { large.layout() }))
    figures.append(
      Figure(
        "inproc.draw_ms", "draw a 120x40 frame into the canvas (\(count) dishes)",
        timing: Timing.measure(runs: 7, iterations: 500) { _ = large.draw() }))
    figures.append(
      Figure(
        "inproc.key_large_ms", "down key: event, layout, draw (\(count) dishes)",
        timing: keyTiming(large)))
    let small = try HeadlessApp(folder: paths.data, size: Self.size)
    small.press(.tab)
    figures.append(
      Figure(
        "inproc.key_data_ms", "down key: event, layout, draw (Data/, 9 dishes)",
        timing: keyTiming(small)))
    log("in-process: filter")
    figures.append(
      Figure(
        "inproc.filter_ms", "filter \(count) dishes: one keystroke (event + frame)",
        timing: filterTiming(large)))
    log("in-process: decoding a \(count)-dish plist")
    figures.append(
      Figure(
        "inproc.first_part_ms",
        "read the \(count)-dish plist, decode its first \(firstPart) dishes",
        timing: try decodeTiming(wholeFile: false)))
    // Issue 17: a cuisine complete within 2× a bare SAX2 pass, same run.
    let floor = FloorBenchmarks(paths: paths, generated: generated, log: log)
    let first = try RecipeBundle(folder: generated).cuisines.first?.idstr ?? "1"
    let file = generated.appendingPathComponent("Plist/type_\(first)_foods.plist")
    log("in-process: a bare libxml2 SAX2 pass over \(file.lastPathComponent)")
    let sax = try floor.saxPassTiming(file: file)
    figures.append(
      Figure(
        "inproc.sax_floor_ms", "bare libxml2 SAX2 pass over that plist (read + parse, the floor)",
        timing: sax))
    var complete = Figure(
      "inproc.decode_ms", "a \(count)-dish cuisine complete (read + decode)",
      timing: try decodeTiming(wholeFile: true), target: 2 * sax.median)
    complete.note += ", target 2× the SAX2 pass"
    figures.append(complete)
    figures.append(
      Figure(
        "inproc.load_step_ms",
        "one loading step between keys (\(laterPart) more dishes decoded)",
        timing: try stepTiming()))
    figures.append(try pagesFigure())
    log("in-process: resizes at 300x100")
    figures.append(try resizeFigure())
    return figures
  }

  /// A resize at 300x100 (three columns and the inspector): the event, the
  /// layout and the drawing of the frame, alternating between 300x100 and
  /// 299x99 so that every resize reflows. On the corpus when present.
  private func resizeFigure() throws -> Figure {
    let folder = paths.corpus ?? paths.data
    let app = try HeadlessApp(folder: folder, size: Size(width: 300, height: 100))
    app.press(.enter)
    app.press(.down)
    let sizes = [Size(width: 299, height: 99), Size(width: 300, height: 100)]
    let pairs = Timing.measure(runs: 7, iterations: 50) {
      for size in sizes { app.resize(to: size) }
    }
    var figure = Figure(
      "inproc.resize_300x100_ms", "resize at 300x100: event, layout, draw (triple + inspector)",
      timing: Timing(samples: pairs.samples.map { $0 / 2 }), target: 2)
    figure.note += paths.corpus == nil ? ", Data/" : ", corpus"
    return figure
  }

  /// A `down` then an `up`, each handled and drawn; the time of one key.
  private func keyTiming(_ app: HeadlessApp) -> Timing {
    let pairs = Timing.measure(runs: 7, iterations: 200) {
      app.press(.down)
      app.press(.up)
    }
    return Timing(samples: pairs.samples.map { $0 / 2 })
  }

  /// One character typed into the filter (`/` first), with the frame that
  /// follows; the filter is cleared between runs, outside the clock.
  private func filterTiming(_ app: HeadlessApp) -> Timing {
    Timing.measure(
      runs: 7, warmup: 1,
      prepare: {
        app.press(.escape)
        app.press(.character("/"))
      },
      { app.press(.character("鸡")) })
  }

  /// The dishes decoded before the first frame (the dish list's first part).
  private let firstPart = 500

  /// A fresh bundle and its first cuisine's dishes decoded: all of them
  /// (`dishes(of:)`), or the file read and the first part decoded, as the
  /// browser does before its first frame.
  private func decodeTiming(wholeFile: Bool) throws -> Timing {
    let first = try RecipeBundle(folder: generated)
    guard let cuisine = first.cuisines.first else { return Timing(samples: []) }
    var failure: BundleError?
    let timing = Timing.measure(runs: wholeFile ? 5 : 9, warmup: 1) {
      do throws(BundleError) {
        let bundle = try RecipeBundle(folder: generated)
        if wholeFile {
          _ = try bundle.dishes(of: cuisine)
        } else {
          try bundle.dishLoader(for: cuisine).loadMore(upTo: firstPart)
        }
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return timing
  }

  /// The dishes decoded per idle step after the first frame (as the dish list does).
  private let laterPart = 1_000

  /// One idle step of loading: the next `laterPart` dishes, from the middle
  /// of the file. A key typed while the list loads waits at most this long.
  private func stepTiming() throws -> Timing {
    let bundle = try RecipeBundle(folder: generated)
    guard let cuisine = bundle.cuisines.first else { return Timing(samples: []) }
    let loader = try bundle.dishLoader(for: cuisine)
    try loader.loadMore(upTo: dishCount / 2)
    var failure: BundleError?
    let timing = Timing.measure(runs: 9, warmup: 1) {
      do throws(BundleError) {
        try loader.loadMore(upTo: laterPart)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return timing
  }

  /// Every page of the corpus read and parsed (`Html/food/*.html`).
  private func pagesFigure() throws -> Figure {
    let key = "inproc.corpus_pages_ms"
    let name = "read all corpus pages"
    guard let corpus = paths.corpus else {
      return .skipped(
        key, name, unit: "ms", target: 500, why: "corpus absent (\(paths.corpusPath))")
    }
    let folder = corpus.appendingPathComponent("Html/food")
    let pages = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "html" }
    log("in-process: reading \(pages.count) corpus pages")
    var blocks = 0
    let timing = Timing.measure(runs: 5, warmup: 1) {
      for page in pages { blocks += RecipePageParser.parse(contentsOf: page).blocks.count }
    }
    var figure = Figure(
      key, "read all \(pages.count) corpus pages (parse to blocks)", timing: timing, target: 500)
    figure.note += ", \(blocks / 6) blocks"
    return figure
  }
}
