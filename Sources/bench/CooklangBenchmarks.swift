import Foundation
import RecipeKit

/// Issue 26's figures on a generated Cooklang collection (10,000 `.cook`
/// files in 100 folders, `CooklangGenerator`): the search index complete
/// (every file read for titles, tags and ingredients), and our parser's
/// time over the 10,000 files against the official parser's (cooklang-rs
/// through PyPI's cooklang-bindings, in the venv the tests make under
/// `.build/cooklang-venv`) in the same run, each reading the files itself.
struct CooklangBenchmarks {
  let paths: BenchPaths
  let folder: URL
  let log: (String) -> Void

  func run() throws -> [Figure] {
    var figures: [Figure] = []
    let files = try Self.cookFiles(in: folder)
    let count = files.count.formatted()
    log("cooklang: search index over \(count) files")
    var indexed = 0
    let index = Timing.measure(runs: 3, warmup: 1) {
      guard let source = try? CooklangSource(folder: folder) else { return }
      indexed = SearchIndex.build(from: source, ingredients: true).dishCount
    }
    var indexFigure = Figure(
      "cooklang.index_ms",
      "search index complete, \(count) files (titles, tags, ingredients; fresh source)",
      timing: index, target: 1000)
    indexFigure.note += ", \(indexed) dishes"
    figures.append(indexFigure)

    log("cooklang: our parser over \(count) files")
    var steps = 0
    let ours = Timing.measure(runs: 5, warmup: 1) {
      steps = 0
      for file in files {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        steps += CooklangParser.parse(text).recipe.steps.count
      }
    }
    let official = officialTiming(files)
    var oursFigure = Figure(
      "cooklang.parse_ms", "our parser: read + parse \(count) files", timing: ours,
      target: official?.median)
    oursFigure.note += official == nil ? "" : ", target the official parser's median"
    oursFigure.note += ", \(steps) steps"
    figures.append(oursFigure)
    if let official {
      figures.append(
        Figure(
          "cooklang.official_parse_ms",
          "official parser (cooklang-rs via cooklang-bindings): read + parse \(count) files",
          timing: official))
    } else {
      figures.append(
        .skipped(
          "cooklang.official_parse_ms", "official parser: read + parse \(count) files",
          unit: "ms", why: "no .build/cooklang-venv with cooklang-bindings (run the tests once)"))
    }
    return figures
  }

  /// Every `.cook` file under `folder`, sorted.
  static func cookFiles(in folder: URL) throws -> [URL] {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "cook" }
      .sorted { $0.path < $1.path }
  }

  /// The official parser's runs over `files` (timed inside Python, so
  /// the interpreter's start is not counted): 1 warmup, 5 measured.
  private func officialTiming(_ files: [URL]) -> Timing? {
    let python = paths.root.appendingPathComponent(".build/cooklang-venv/bin/python")
    let setup = paths.root.appendingPathComponent(
      "Tests/RecipeAppTests/Cooklang/Oracle/setup-venv.sh")
    if !FileManager.default.isExecutableFile(atPath: python.path) {
      log("cooklang: making the official parser's venv (setup-venv.sh)")
      _ = try? run(URL(fileURLWithPath: "/bin/sh"), [setup.path], input: "")
    }
    guard FileManager.default.isExecutableFile(atPath: python.path) else { return nil }
    log("cooklang: the official parser over \(files.count) files")
    let script = """
      import json, sys, time
      import cooklang
      paths = [line.rstrip("\\n") for line in sys.stdin if line.strip()]
      samples = []
      sections = 0
      for run in range(6):
          start = time.perf_counter()
          sections = 0
          for path in paths:
              with open(path, encoding="utf-8") as f:
                  text = f.read()
              recipe = cooklang.parse(text)
              sections += len(recipe.sections)
          samples.append((time.perf_counter() - start) * 1000)
      print(json.dumps({"samples": samples[1:], "sections": sections}))
      """
    let input = files.map(\.path).joined(separator: "\n") + "\n"
    guard let output = try? run(python, ["-c", script], input: input),
      let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
      let samples = object["samples"] as? [NSNumber], !samples.isEmpty
    else {
      log("cooklang: the official parser did not run")
      return nil
    }
    return Timing(samples: samples.map(\.doubleValue))
  }

  /// Runs `executable` with `input` on its standard input; its standard
  /// output, or nil when it fails.
  private func run(_ executable: URL, _ arguments: [String], input: String) throws -> String? {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.standardError
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }
}
