import TermUI

extension Settings {
  /// A config file's path and bytes.
  struct ConfigText: Sendable {
    var path: String
    var bytes: [UInt8]
  }

  /// A value given on the command line, with the flag that gave it.
  struct FlagValue: Sendable {
    var name: String
    var value: SettingValue
    var flag: String
  }

  /// Resolves the four layers. `config` is `nil` when there is no file;
  /// `keyActions` are the action names `[keys]` may remap (asked for only
  /// when there is a file: gathering them builds every binding table).
  static func resolve(
    environment: [String: String], config: ConfigText?, flags: [FlagValue],
    keyActions: @autoclosure () -> Set<String>
  ) -> Settings {
    var settings = Settings()
    settings.applyEnvironment(environment)
    if let config {
      settings.applyConfig(config, environment: environment, keyActions: keyActions())
      settings.checkLadderAgainstBreakpoint()
      // `RECIPES_DATA` names a bundle for one run: it wins over the config's
      // `data` (the search order of the data, see `DataLocator`).
      if let data = environment["RECIPES_DATA"], !data.isEmpty {
        settings.set("data", .string(data), from: .environment("RECIPES_DATA"))
      }
    }
    for flag in flags { settings.set(flag.name, flag.value, from: .flag(flag.flag)) }
    return settings
  }

  /// `LC_ALL`/`LC_MESSAGES`/`LANG` for `lang`, `NO_COLOR` for `color`,
  /// `RECIPES_DATA` for `data`.
  mutating func applyEnvironment(_ environment: [String: String]) {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        set(
          "lang", .string(value.lowercased().hasPrefix("zh") ? "zh" : "en"),
          from: .environment(name))
        break
      }
    }
    if environment["NO_COLOR"] != nil {
      set("color", .boolean(false), from: .environment("NO_COLOR"))
    }
    if let data = environment["RECIPES_DATA"], !data.isEmpty {
      set("data", .string(data), from: .environment("RECIPES_DATA"))
    }
  }

  /// The entries of the config file, each validated on its own: a wrong one
  /// is a problem and leaves the value below it in place.
  mutating func applyConfig(
    _ config: ConfigText, environment: [String: String], keyActions: Set<String>
  ) {
    configFile = config.path
    configDigest = Self.digest(config.bytes)
    let (document, error) = TOMLParser.parse(config.bytes)
    var boundKeys: [Key: String] = [:]
    for entry in document.entries {
      let source = SettingSource.config(file: config.path, line: entry.position.line)
      if entry.path.first == "keys" {
        applyKeys(entry, source: source, file: config.path, actions: keyActions, bound: &boundKeys)
        continue
      }
      guard let spec = SettingSpec.named(entry.dottedKey) else {
        let name = SettingValue.quoted(entry.dottedKey)
        problems.append(
          ConfigProblem(file: config.path, position: entry.position, message: "unknown key \(name)")
        )
        continue
      }
      switch spec.validate(entry.value) {
      case .success(var value):
        if case .path = spec.kind, case .string(let path) = value, !path.isEmpty {
          value = .string(Self.expand(path, relativeTo: config.path, environment: environment))
        }
        set(spec.name, value, from: source)
      case .failure(let mistake):
        problems.append(
          ConfigProblem(file: config.path, position: entry.value.position, message: mistake.message)
        )
      }
    }
    if let error {
      problems.append(
        ConfigProblem(file: config.path, position: error.position, message: error.message))
    }
  }

  /// `~/x` under `HOME`; a relative path from the config file's folder.
  static func expand(_ path: String, relativeTo file: String, environment: [String: String])
    -> String
  {
    if path.isEmpty || path.hasPrefix("/") { return path }
    if path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] {
      return home + path.dropFirst()
    }
    guard let slash = file.lastIndex(of: "/") else { return path }
    return String(file[...slash]) + path
  }

  /// FNV-1a (64 bits) of `bytes`, as 16 hex digits.
  static func digest(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
