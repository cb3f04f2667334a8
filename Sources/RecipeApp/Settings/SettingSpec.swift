import SplitLayout

/// One setting the config file can hold: its dotted name, what values it
/// takes, its built-in default and the flag that overrides it (if any).
/// `SettingSpec.all` is the one table that loading, validation and
/// `--print-config` read.
struct SettingSpec: Sendable {
  /// What values a setting accepts.
  enum Kind: Sendable {
    case boolean
    case integer(ClosedRange<Int>)
    /// One of these strings.
    case choice([String])
    /// A folder; `""` means the default.
    case path
    /// `count` integers in `range`, strictly increasing.
    case ladder(count: Int, range: ClosedRange<Int>)
    /// An accent colour: a palette name (English or Chinese, any case) or a
    /// 256-colour index.
    case accent
  }

  var name: String
  var kind: Kind
  var defaultValue: SettingValue
  /// The command-line flag that sets it, as written in `--help`.
  var flag: String?

  /// Every setting, in the order `--print-config` lists them.
  static let all: [SettingSpec] = [
    SettingSpec(name: "data", kind: .path, defaultValue: .string(""), flag: "--data"),
    SettingSpec(
      name: "lang", kind: .choice(["en", "zh"]), defaultValue: .string("en"), flag: "--lang"),
    SettingSpec(name: "mouse", kind: .boolean, defaultValue: .boolean(true), flag: "--no-mouse"),
    SettingSpec(name: "color", kind: .boolean, defaultValue: .boolean(true), flag: "--no-color"),
    SettingSpec(name: "ascii", kind: .boolean, defaultValue: .boolean(false), flag: "--ascii"),
    SettingSpec(
      name: "layout.mode", kind: .choice(LadderOverride.allCases.map(\.rawValue) + ["overlay"]),
      defaultValue: .string("auto"), flag: "--layout"),
    SettingSpec(
      name: "layout.breakpoint", kind: .integer(Limits.breakpoint), defaultValue: .integer(100),
      flag: "--breakpoint"),
    SettingSpec(
      name: "layout.ladder", kind: .ladder(count: 4, range: Limits.ladder),
      defaultValue: .integers([60, 100, 140, 200])),
    SettingSpec(name: "layout.master_width", kind: .integer(10...200), defaultValue: .integer(30)),
    SettingSpec(name: "theme.accent", kind: .accent, defaultValue: .string("teal")),
    SettingSpec(
      name: "theme.mode", kind: .choice(["auto", "dark", "light"]), defaultValue: .string("auto"),
      flag: "--theme"),
    SettingSpec(
      name: "units", kind: .choice(["original", "metric", "us", "page"]),
      defaultValue: .string("original")),
    SettingSpec(name: "spoon.large_ml", kind: .integer(1...100), defaultValue: .integer(15)),
    SettingSpec(name: "spoon.small_ml", kind: .integer(1...100), defaultValue: .integer(5)),
    SettingSpec(
      name: "spoon.plain", kind: .choice(["large", "small"]), defaultValue: .string("large")),
    SettingSpec(name: "notify", kind: .boolean, defaultValue: .boolean(true)),
    SettingSpec(
      name: "footer", kind: .boolean, defaultValue: .boolean(true), flag: "--no-footer"),
    SettingSpec(name: "clipboard", kind: .boolean, defaultValue: .boolean(true)),
    // Where `recipes import` writes when no --into is given.
    SettingSpec(name: "import_into", kind: .path, defaultValue: .string("")),
  ]

  /// The spec named `name`.
  static func named(_ name: String) -> SettingSpec? { all.first { $0.name == name } }
}
