import Foundation

/// Folders the tests use, found from this source file's location (so the
/// tests work from any working directory and on a fresh clone).
public enum PackagePaths {
  /// The folder holding Package.swift.
  public static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path)
    {
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return folder
  }()

  /// The bundled `Data/`.
  public static var data: URL { root.appendingPathComponent("Data") }

  /// The original iPad bundle beside the project: `../shared/corpus/ipad-recipes`.
  public static var corpus: URL {
    root.appendingPathComponent("../shared/corpus/ipad-recipes").standardizedFileURL
  }

  /// True when the corpus is there; tests that need it are skipped otherwise
  /// (`.enabled(if: PackagePaths.hasCorpus, "…")`).
  public static var hasCorpus: Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: corpus.appendingPathComponent("Plist/food_types.plist").path, isDirectory: &isFolder)
  }

  /// The `recipes` binary to run end to end: the release build (`make test`
  /// builds it first), else the debug build; `nil` when neither exists.
  public static var recipesBinary: URL? {
    for configuration in ["release", "debug"] {
      let binary = root.appendingPathComponent(".build/\(configuration)/recipes")
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    return nil
  }

  /// The test-only `TrapHarness` executable (`recipes` whose terminal traps
  /// at the first key), debug or release build; `nil` when not built.
  public static var trapHarnessBinary: URL? {
    for configuration in ["debug", "release"] {
      let binary = root.appendingPathComponent(".build/\(configuration)/TrapHarness")
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    return nil
  }

  /// The full path of `tool` on `PATH`, if it is installed.
  public static func which(_ tool: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(tool)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
