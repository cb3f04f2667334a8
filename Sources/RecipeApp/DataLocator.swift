import Foundation

/// Finds the bundled `Data/` when `--data` is not given: next to the
/// executable or up to four folders above it (so `.build/release/recipes`
/// finds the package's `Data/`), then in the current folder.
enum DataLocator {
  static func bundledData(executable: URL?, currentDirectory: URL) -> URL? {
    var candidates: [URL] = []
    if let executable = executable?.resolvingSymlinksInPath() {
      var folder = executable.deletingLastPathComponent()
      for _ in 0..<5 {
        candidates.append(folder.appendingPathComponent("Data"))
        candidates.append(folder.appendingPathComponent("share/recipes/Data"))
        folder = folder.deletingLastPathComponent()
      }
    }
    candidates.append(currentDirectory.appendingPathComponent("Data"))
    return candidates.first { url in
      FileManager.default.fileExists(
        atPath: url.appendingPathComponent("Plist/food_types.plist").path)
    }
  }
}
