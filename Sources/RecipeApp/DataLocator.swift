import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Finds the recipe bundle, in this order: `--data`, `RECIPES_DATA`, the
/// config's `data` (when that folder is a bundle), `../share/recipes/Data`
/// next to the executable (an installed `bin/recipes`), and the checkout's
/// `Data/` (a folder above the executable holding `Package.swift`, so
/// `.build/release/recipes` finds it). The working folder plays no part:
/// an installed program must not pick up whatever `Data/` the user is in.
public struct DataLocator {
  /// `--data`.
  var flag: String?
  /// `RECIPES_DATA`, when set and not empty.
  var environment: String?
  /// The config's `data`, resolved against the config file's folder.
  var config: String?
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

  /// The folder to open: the first one given (`--data`, `RECIPES_DATA`)
  /// whatever it holds (opening it reports what is wrong), else the first
  /// of the others that is a bundle; `nil` when none is.
  func locate() -> URL? {
    if let given = flag ?? environment { return URL(fileURLWithPath: given) }
    let searched = [config.map { URL(fileURLWithPath: $0) }, installedData, checkoutData]
    return searched.compactMap { $0 }.first(where: Self.isBundle)
  }

  /// The one-line error when `locate()` finds nothing: every place tried,
  /// each with its path, or why it had none (issue 30, item 22).
  var notFoundMessage: String {
    var places = ["--data", "RECIPES_DATA"]
    if let config {
      places.append("the config's data (\(Sanitized.path(config)))")
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
