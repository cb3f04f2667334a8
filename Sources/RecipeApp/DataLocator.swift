import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Finds the recipe folders to open, in this order: the command line's
/// (the positional folder, then each `--data`), `RECIPES_DATA` (folders
/// separated by `:`), the config's `data` (a string or a list: those of
/// its folders that exist), `../share/recipes/Data` next to the executable
/// (an installed `bin/recipes`), and the checkout's `Data/` (a folder above
/// the executable holding `Package.swift`, so `.build/release/recipes`
/// finds it). The first of these that names anything wins as a whole;
/// several folders open as one `CompositeSource`. The working folder plays
/// no part: an installed program must not pick up whatever `Data/` the
/// user is in.
public struct DataLocator {
  /// The command line's folders: the positional one, then each `--data`.
  var flags: [String] = []
  /// `RECIPES_DATA`, when set and not empty (folders separated by `:`).
  var environment: String?
  /// The config's `data`, each resolved against the config file's folder.
  var config: [String] = []
  /// The running program with its symbolic links resolved; `nil` when unknown.
  var executable: URL?
  /// The config file that was looked at for `data`, to name it when it
  /// sets none.
  var configFile: String?

  /// The running program's real path, from `/proc/self/exe` (the kernel
  /// resolves every symbolic link: `/usr/local/bin/recipes` linking to a
  /// build finds the build's folders); `nil` where there is no such link.
  public static func executableURL() -> URL? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return URL(fileURLWithPath: path)
  }

  /// Whether `folder` looks like a bundle (it has the cuisine list).
  static func isBundle(_ folder: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Plist/food_types.plist").path)
  }

  /// `<prefix>/share/recipes/Data` for `<prefix>/bin/recipes`.
  var installedData: URL? {
    executable?.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("share/recipes/Data")
  }

  /// `Data/` of the nearest folder above the executable that holds
  /// `Package.swift` (at most eight folders up).
  var checkoutData: URL? {
    guard var folder = executable?.deletingLastPathComponent() else { return nil }
    for _ in 0..<8 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.appendingPathComponent("Data")
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return nil
  }

  /// The first folder of `locateAll()`.
  func locate() -> URL? { locateAll()?.first }

  /// The folders to open: those given (the command line's, else
  /// `RECIPES_DATA`'s) whatever they hold (opening them reports what is
  /// wrong), else the config's that exist as folders (a bundle or a
  /// Cooklang collection), else the first bundle of the installed and the
  /// checkout's; `nil` when there is none.
  func locateAll() -> [URL]? {
    if !flags.isEmpty { return flags.map { URL(fileURLWithPath: $0) } }
    if let environment {
      let folders = Self.split(environment)
      if !folders.isEmpty { return folders.map { URL(fileURLWithPath: $0) } }
    }
    let configured = config.filter(Self.isFolder)
    if !configured.isEmpty { return configured.map { URL(fileURLWithPath: $0) } }
    return [installedData, checkoutData].compactMap { $0 }.first(where: Self.isBundle).map { [$0] }
  }

  /// The folders of a `RECIPES_DATA` value: separated by `:`, empty ones
  /// left out.
  static func split(_ value: String) -> [String] {
    value.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
  }

  /// Whether `path` is a folder (links followed).
  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The one-line error when `locate()` finds nothing: every place tried,
  /// each with its path, or why it had none (issue 30, item 22).
  var notFoundMessage: String {
    var places = ["--data", "RECIPES_DATA"]
    if !config.isEmpty {
      places.append("the config's data (\(config.map(Sanitized.path).joined(separator: ", ")))")
    } else if let configFile {
      places.append("the config's data (not set in \(Sanitized.path(configFile)))")
    } else {
      places.append("the config's data (no config file)")
    }
    places.append(
      installedData.map { Sanitized.path($0.standardizedFileURL.path) }
        ?? "../share/recipes/Data")
    if let checkoutData {
      places.append("the checkout's Data/ (\(Sanitized.path(checkoutData.standardizedFileURL.path)))")
    } else if let folder = executable?.deletingLastPathComponent() {
      places.append(
        "the checkout's Data/ (no Package.swift above \(Sanitized.path(folder.standardizedFileURL.path)))")
    } else {
      places.append("the checkout's Data/ (the program's path is unknown)")
    }
    return "no recipe bundle found (tried " + places.joined(separator: ", ")
      + "); pass --data DIR or set RECIPES_DATA"
  }
}
