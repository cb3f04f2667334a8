import Foundation

/// Fresh, empty XDG base folders for a program a test starts, so a
/// developer's own config and state never change a result and a test never
/// writes into the developer's home.
public enum TemporaryXDG {
  /// `XDG_CONFIG_HOME`, `XDG_STATE_HOME`, `XDG_DATA_HOME` and
  /// `XDG_CACHE_HOME` in a new temporary folder (created empty).
  public static func environment() -> [String: String] {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-xdg-\(UUID().uuidString)")
    var environment: [String: String] = [:]
    for (name, folder) in [
      ("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data"),
      ("XDG_CACHE_HOME", "cache"),
    ] {
      let url = root.appendingPathComponent(folder)
      try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      environment[name] = url.path
    }
    return environment
  }

  /// A clean environment for a command run in `home` (a folder the test
  /// made and removes): `PATH` of the system folders, a UTF-8 locale,
  /// `HOME` and the four XDG folders inside it.
  public static func environment(home: URL) -> [String: String] {
    [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home.path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
    ]
  }
}
