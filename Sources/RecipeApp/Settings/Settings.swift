import TermUI

/// Every setting's value and where it came from, after the four layers:
/// built-in defaults, then the environment, then the config file, then the
/// command line (each wins over the ones before it). Problems in the config
/// file are collected as one-line messages; what is wrong keeps the value
/// of the layer below.
struct Settings: Sendable {
  private(set) var values: [String: SettingValue] = [:]
  private(set) var sources: [String: SettingSource] = [:]
  /// `[keys]`: the keys of each remapped action, in the order written.
  /// Actions the file does not name keep the binding tables' keys.
  var keyBindings: [String: [Key]] = [:]
  /// Where each remapped action was set.
  var keySources: [String: SettingSource] = [:]
  /// Problems in the config file, one line each, in the order of the file.
  var problems: [ConfigProblem] = []
  /// The config file that was read; `nil` when there is none.
  var configFile: String?
  /// A digest of the config file's bytes (FNV-1a, hex): it changes when the
  /// file does, so values changed inside the app (kept in the state) win
  /// over the config only until the user edits the file.
  var configDigest: String?

  /// The built-in defaults.
  init() {
    for spec in SettingSpec.all {
      values[spec.name] = spec.defaultValue
      sources[spec.name] = .builtIn
    }
  }

  /// The value of the setting `name` (a name of `SettingSpec.all`).
  func value(_ name: String) -> SettingValue {
    values[name] ?? SettingSpec.named(name)?.defaultValue ?? .boolean(false)
  }

  func source(_ name: String) -> SettingSource { sources[name] ?? .builtIn }

  /// Sets `name` to `value` from `source` (a later layer).
  mutating func set(_ name: String, _ value: SettingValue, from source: SettingSource) {
    values[name] = value
    sources[name] = source
  }

  func bool(_ name: String) -> Bool {
    if case .boolean(let value) = value(name) { return value }
    return false
  }

  func int(_ name: String) -> Int {
    if case .integer(let value) = value(name) { return value }
    return 0
  }

  func string(_ name: String) -> String {
    if case .string(let value) = value(name) { return value }
    return ""
  }

  /// The lines of `--print-config`: `name = value  # source`, one per
  /// setting, then one per remapped action (`keys.quit = ["q"]`).
  func printedLines() -> [String] {
    var rows = SettingSpec.all.map { spec in
      (spec.name, value(spec.name).description, source(spec.name).description)
    }
    for action in keyBindings.keys.sorted() {
      let keys = (keyBindings[action] ?? []).map { SettingValue.quoted($0.description) }
      rows.append(
        (
          "keys." + action, "[" + keys.joined(separator: ", ") + "]",
          (keySources[action] ?? .builtIn).description
        ))
    }
    let width = rows.map { ($0.0 + " = " + $0.1).count }.max() ?? 0
    return rows.map { name, value, source in
      let assignment = Sanitized.printable(name + " = " + value)
      return assignment + String(repeating: " ", count: max(1, width - assignment.count + 2))
        + "# " + source
    }
  }
}
