import Foundation

/// The command line of `bench`.
///
/// ```
/// bench [run] [--record] [--repeat 3] [--no-terminal] [--no-inprocess] [--cooking] [--cooklang]
///             [--only data,corpus,generated]
///             [--dishes 100000] [--cuisines 16] [--seed 7]
/// bench generate DIR [--cuisines 16] [--dishes 100000] [--pages 300] [--seed 7]
/// ```
struct BenchCommand {
  let arguments: [String]

  static let usageText = """
    usage: bench search
           bench [run] [--record] [--repeat N] [--no-terminal] [--no-inprocess] [--cooking] [--cooklang]
                       [--only data,corpus,generated] [--cuisines N] [--dishes N] [--seed N]
           bench generate DIR [--cuisines N] [--dishes N] [--pages N] [--seed N]
    """

  /// Runs the command; returns the exit status.
  func run() -> Int32 {
    var rest = arguments
    let verb = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "run"
    if rest.first == verb { rest.removeFirst() }
    switch verb {
    case "run": return runAll(rest)
    case "search": return runSearch()
    case "generate": return generate(rest)
    case "help": return usage(nil)
    default: return usage("unknown command '\(verb)'")
    }
  }

  /// `bench search`: the search section alone (issue 13), for a quick run.
  private func runSearch() -> Int32 {
    guard let paths = BenchPaths.find() else {
      return fail("run it from the package folder (none holds Package.swift)")
    }
    return BenchRun(paths: paths).runSearchOnly()
  }

  private func runAll(_ arguments: [String]) -> Int32 {
    guard let paths = BenchPaths.find() else {
      return fail("run it from the package folder (none holds Package.swift)")
    }
    var run = BenchRun(paths: paths)
    var repeatGiven = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--record": run.record = true
      case "--no-terminal": run.terminal = false
      case "--no-inprocess": run.inProcess = false
      case "--cooking": run.cookingOnly = true
      case "--cooklang": run.cooklangOnly = true
      case "--only":
        guard index + 1 < arguments.count else { return usage("--only needs bundle names") }
        index += 1
        run.only = Set(arguments[index].split(separator: ",").map(String.init))
      case "--repeat", "--cuisines", "--dishes", "--seed":
        guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number > 0 else {
          return usage("\(argument) needs a positive number")
        }
        index += 1
        switch argument {
        case "--repeat":
          run.repeats = number
          repeatGiven = true
        case "--cuisines": run.generator.cuisines = number
        case "--dishes": run.generator.dishesPerCuisine = number
        default: run.generator.seed = UInt64(number)
        }
      default: return usage("unknown option '\(argument)'")
      }
      index += 1
    }
    // The first frames compared by `--cooklang` differ by a few
    // milliseconds on a machine whose run-to-run spread is as large:
    // medians of 9 runs, unless `--repeat` says otherwise.
    if run.cooklangOnly && !repeatGiven { run.repeats = 9 }
    do {
      try run.generator.validate()
    } catch {
      return usage(error.description)
    }
    return run.run()
  }

  private func generate(_ arguments: [String]) -> Int32 {
    var generator = BundleGenerator()
    var folder: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if !argument.hasPrefix("--") {
        guard folder == nil else { return usage("unexpected argument '\(argument)'") }
        folder = argument
        index += 1
        continue
      }
      guard index + 1 < arguments.count, let number = Int(arguments[index + 1]) else {
        return usage("\(argument) needs a number")
      }
      switch argument {
      case "--cuisines": generator.cuisines = number
      case "--dishes": generator.dishesPerCuisine = number
      case "--pages": generator.pagesPerCuisine = number
      case "--seed": generator.seed = UInt64(truncatingIfNeeded: number)
      default: return usage("unknown option '\(argument)'")
      }
      index += 2
    }
    guard let folder else { return usage("generate needs a folder") }
    do {
      let start = Date()
      try generator.write(to: URL(fileURLWithPath: folder))
      print(
        "\(generator.stamp): written to \(folder) in "
          + String(format: "%.1f s", Date().timeIntervalSince(start)))
      return 0
    } catch {
      return fail("\(error)")
    }
  }

  private func usage(_ message: String?) -> Int32 {
    guard let message else {
      print(Self.usageText)
      return 0
    }
    return fail(message + "\n" + Self.usageText)
  }

  private func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data(("bench: " + message + "\n").utf8))
    return 2
  }
}
