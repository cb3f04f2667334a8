import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the bundled `Data/` when `--data` is not given: next to the
/// executable or up to four folders above it (so `.build/release/recipes`
/// finds the package's `Data/`), then in the current folder.
@usableFromInline enum DataLocator {
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

  /// The running executable, from `/proc/self/exe` (what Foundation's
  /// `Bundle.main.executableURL` reads on Linux; `Bundle` is not in
  /// FoundationEssentials), or nil where there is no such link.
  @usableFromInline static func executableURL() -> URL? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return URL(fileURLWithPath: path)
  }
}
