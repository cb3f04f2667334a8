import Foundation
import RecipeKit
import SplitLayout
import TermUI

/// The search's figures (issue 13): a keystroke in the search over every
/// dish of every cuisine (the query grows one character at a time, so later
/// keystrokes narrow the previous results) and the index's bytes per dish,
/// on the corpus and on the generated bundle.
struct SearchBenchmarks {
  let paths: BenchPaths
  let generated: URL
  let log: (String) -> Void

  /// Queries typed character by character: full pinyin, initials, a
  /// mixture, characters. On the generated bundle the same words occur.
  static let queries = [
    "huiguorou", "hongshaopaigu", "hspg", "chongqing", "tudousi", "qiezi", "gbjd", "宫保",
    "yuxiang", "suanrong", "jiding", "xihongshi", "hui锅",
  ]

  func run() throws -> [Figure] {
    var figures: [Figure] = []
    if let corpus = paths.corpus {
      log("search: corpus")
      let bundle = try RecipeBundle(folder: corpus)
      let index = SearchIndex.build(from: bundle, ingredients: true)
      figures += keystrokeFigures(index, key: "corpus", title: "corpus, 827 dishes", target: 3)
      figures.append(bytesFigure(index, key: "corpus"))
      figures += try paletteFigures(corpus, key: "corpus", title: "corpus", target: 3)
    } else {
      figures.append(
        .skipped(
          "search.corpus.key_ms", "search keystroke (corpus)", unit: "ms", target: 3,
          why: "corpus absent"))
    }
    log("search: indexing the generated bundle")
    let bundle = try RecipeBundle(folder: generated)
    let index = SearchIndex(cuisines: bundle.cuisines)
    let clock = ContinuousClock()
    let start = clock.now
    var indexing = 0.0  // milliseconds in `SearchIndex.add`
    for cuisine in bundle.cuisines {
      let loader = try bundle.dishLoader(for: cuisine)
      try loader.loadAll()
      let before = clock.now
      index.add(loader.dishes, of: cuisine)
      indexing += (clock.now - before).milliseconds
    }
    log(
      "search: \(index.dishCount) dishes (\(index.dishNameCount) distinct names) read in "
        + "\((clock.now - start).milliseconds) ms")
    let count = index.dishCount.formatted()
    figures.append(
      Figure(
        "search.generated.index_ms", "index \(count) dishes (names only, plists decoded apart)",
        indexing, unit: "ms"))
    figures += keystrokeFigures(
      index, key: "generated", title: "\(count) dishes", target: 30)
    figures.append(bytesFigure(index, key: "generated"))
    figures.append(
      Figure(
        "search.generated.distinct_names", "distinct dish names (\(count) dishes)",
        Double(index.dishNameCount), unit: ""))
    figures += try paletteFigures(generated, key: "generated", title: count, target: 30)
    figures += distinctNameFigures(bundle)
    return figures
  }

  /// The generated bundle repeats names (10,800 distinct of 1.6 million),
  /// which the index matches once each: the same dishes with every name
  /// made distinct (its number appended) show what 1.6 million different
  /// names cost.
  private func distinctNameFigures(_ bundle: RecipeBundle) -> [Figure] {
    log("search: every name made distinct")
    let index = SearchIndex(cuisines: bundle.cuisines)
    var number = 0
    for cuisine in bundle.cuisines {
      guard let dishes = try? bundle.dishes(of: cuisine) else { continue }
      index.add(
        dishes.map { dish in
          number += 1
          return Dish(
            idstr: dish.idstr, name: dish.name + String(number), diff: nil, time: nil,
            imageUrl: nil, url: nil)
        }, of: cuisine)
    }
    let count = index.dishNameCount.formatted()
    return keystrokeFigures(
      index, key: "distinct", title: "\(count) distinct names, not a target", target: nil)
      + [bytesFigure(index, key: "distinct", target: nil)]
  }

  /// Keystroke to frame in the palette of the whole app (120x40, the
  /// index complete): each character of each query typed into the open
  /// palette, the event handled and the frame drawn and presented, as the
  /// run loop does; the median of every keystroke of 3 rounds.
  private func paletteFigures(_ folder: URL, key: String, title: String, target: Double) throws
    -> [Figure]
  {
    log("search: the palette on \(key)")
    let app = try HeadlessApp(folder: folder, size: Size(width: 120, height: 40))
    let clock = ContinuousClock()
    let start = clock.now
    app.press(.control("p"))
    // The index fills as idle work; a headless run loop does all of it.
    app.coordinator.run()
    let indexing = (clock.now - start).milliseconds
    var all: [Double] = []
    for _ in 0..<3 {
      for query in Self.queries {
        app.press(.control("u"))
        for character in query {
          let before = clock.now
          app.press(.character(character))
          all.append((clock.now - before).milliseconds)
        }
      }
    }
    return [
      Figure(
        "search.\(key).palette_key_ms", "palette keystroke to frame, median (\(title), 120x40)",
        timing: Timing(samples: all), target: target),
      Figure(
        "search.\(key).palette_index_ms",
        "palette index in the background, first open to complete (\(title))", indexing,
        unit: "ms"),
    ]
  }

  /// Every keystroke of every query (search, then the first 50 hits with
  /// their highlights, as a palette shows them): the median, and the first
  /// keystrokes alone (a full scan, nothing to narrow).
  private func keystrokeFigures(_ index: SearchIndex, key: String, title: String, target: Double?)
    -> [Figure]
  {
    let clock = ContinuousClock()
    var all: [Double] = []
    var first: [Double] = []
    for _ in 0..<3 {
      for query in Self.queries {
        _ = index.search("")
        var typed = ""
        for character in query {
          typed.append(character)
          let start = clock.now
          let results = index.search(typed, limit: 50)
          _ = index.hits(results, limit: 50)
          let elapsed = (clock.now - start).milliseconds
          all.append(elapsed)
          if typed.count == 1 { first.append(elapsed) }
        }
      }
    }
    return [
      Figure(
        "search.\(key).key_ms", "search keystroke, median (\(title))",
        timing: Timing(samples: all), target: target),
      Figure(
        "search.\(key).first_key_ms", "search first keystroke, full scan (\(title))",
        timing: Timing(samples: first)),
    ]
  }

  /// The index's bytes per dish (names, masks, cuisines, ids).
  private func bytesFigure(_ index: SearchIndex, key: String, target: Double? = 100) -> Figure {
    _ = index.search("")
    let perDish = Double(index.dishBytes) / Double(max(1, index.dishCount))
    return Figure(
      "search.\(key).bytes_per_dish", "search index, bytes per dish (\(key))", perDish,
      unit: "B", target: target)
  }
}
