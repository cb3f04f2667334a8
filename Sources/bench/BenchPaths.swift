import Foundation

/// Where the bench finds the project's files and the optional ones beside
/// it (`../shared`): it runs from the package root (`make bench`).
struct BenchPaths {
  /// The package root (the folder holding Package.swift).
  let root: URL

  /// The package root: the current folder or the nearest parent that holds
  /// Package.swift (nil when there is none).
  static func find() -> BenchPaths? {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return BenchPaths(root: folder)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// The bundled `Data/`.
  var data: URL { root.appendingPathComponent("Data") }

  /// Where the corpus would be: `../shared/corpus/ipad-recipes`.
  var corpusPath: String {
    root.appendingPathComponent("../shared/corpus/ipad-recipes").standardizedFileURL.path
  }

  /// The original iPad bundle, when it is there.
  var corpus: URL? {
    let url = URL(fileURLWithPath: corpusPath)
    let list = url.appendingPathComponent("Plist/food_types.plist").path
    return FileManager.default.fileExists(atPath: list) ? url : nil
  }

  /// Where ptybench would be: `../shared/bench/ptybench.py`.
  var ptybenchPath: String {
    root.appendingPathComponent("../shared/bench/ptybench.py").standardizedFileURL.path
  }

  /// ptybench, when it is there.
  var ptybench: URL? {
    FileManager.default.fileExists(atPath: ptybenchPath) ? URL(fileURLWithPath: ptybenchPath) : nil
  }

  /// The release build of the browser.
  var recipesBinary: URL { root.appendingPathComponent(".build/release/recipes") }

  /// The recorded figures the table compares with.
  var recorded: URL { root.appendingPathComponent("Sources/bench/recorded.json") }

  /// Where each run leaves its raw results (ignored by git).
  var results: URL { root.appendingPathComponent("bench-results") }
}
