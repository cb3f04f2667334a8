/// Where the app's files live by default, after the XDG base directory
/// specification: `$XDG_CONFIG_HOME/recipes/config.toml` (else
/// `~/.config/recipes/`) and `$XDG_STATE_HOME/recipes/state.json` (else
/// `~/.local/state/recipes/`). A relative `XDG_*` value is ignored, as the
/// specification asks; without `HOME` there is no default.
enum XDGPaths {
  /// The default config file.
  static func configFile(environment: [String: String]) -> String? {
    base("XDG_CONFIG_HOME", fallback: ".config", environment).map { $0 + "/recipes/config.toml" }
  }

  /// The default state file.
  static func stateFile(environment: [String: String]) -> String? {
    base("XDG_STATE_HOME", fallback: ".local/state", environment).map {
      $0 + "/recipes/state.json"
    }
  }

  private static func base(
    _ name: String, fallback: String, _ environment: [String: String]
  ) -> String? {
    if let value = environment[name], value.hasPrefix("/") { return trimmed(value) }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return trimmed(home) + "/" + fallback
  }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path == "/" ? "" : path
  }
}
