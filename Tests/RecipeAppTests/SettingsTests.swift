import TermUI
import Testing

@testable import RecipeApp
import RecipeKit

/// Settings: the four layers and where each value came from, validation of
/// every kind of value, and `[keys]`.
@Suite struct SettingsTests {
  static let file = "/home/cook/.config/recipes/config.toml"
  static let actions: Set<String> = ["quit", "help", "search", "sort"]

  func resolve(
    _ text: String?, environment: [String: String] = [:], arguments: [String] = []
  ) throws -> Settings {
    let options = try Options.parse(arguments)
    return Settings.resolve(
      environment: environment,
      config: text.map { Settings.ConfigText(path: Self.file, bytes: Array($0.utf8)) },
      flags: options.flagValues, keyActions: Self.actions)
  }

  @Test func withNothingEverySettingHasItsDefault() throws {
    let settings = try resolve(nil)
    for spec in SettingSpec.all {
      #expect(settings.value(spec.name) == spec.defaultValue)
      #expect(settings.source(spec.name) == .builtIn)
    }
    #expect(settings.problems.isEmpty && settings.configFile == nil)
  }

  @Test func theEnvironmentOverridesTheDefaults() throws {
    let settings = try resolve(
      nil, environment: ["LANG": "zh_CN.UTF-8", "NO_COLOR": "1", "RECIPES_DATA": "/srv/recipes"])
    #expect(settings.string("lang") == "zh" && settings.source("lang") == .environment("LANG"))
    #expect(!settings.bool("color") && settings.source("color") == .environment("NO_COLOR"))
    #expect(settings.string("data") == "/srv/recipes")
    #expect(settings.source("data") == .environment("RECIPES_DATA"))
  }

  @Test func lcAllWinsOverLang() throws {
    let settings = try resolve(nil, environment: ["LC_ALL": "en_GB.UTF-8", "LANG": "zh_CN.UTF-8"])
    #expect(settings.string("lang") == "en" && settings.source("lang") == .environment("LC_ALL"))
  }

  @Test func theConfigOverridesTheEnvironmentAndFlagsOverrideTheConfig() throws {
    let text = "lang = \"en\"\ncolor = true\nmouse = false\n[layout]\nbreakpoint = 120\n"
    let environment = ["LANG": "zh_CN.UTF-8", "NO_COLOR": "1"]
    let settings = try resolve(text, environment: environment, arguments: ["--breakpoint", "90"])
    #expect(settings.string("lang") == "en")
    #expect(settings.source("lang") == .config(file: Self.file, line: 1))
    #expect(settings.bool("color") && settings.source("color") == .config(file: Self.file, line: 2))
    #expect(!settings.bool("mouse"))
    #expect(settings.int("layout.breakpoint") == 90)
    #expect(settings.source("layout.breakpoint") == .flag("--breakpoint"))
  }

  @Test func aFlagNotGivenLeavesTheConfigsValue() throws {
    let settings = try resolve("mouse = false\nascii = true", arguments: ["--lang", "zh"])
    #expect(!settings.bool("mouse") && settings.bool("ascii"))
    #expect(settings.string("lang") == "zh" && settings.source("lang") == .flag("--lang"))
    let flagged = try resolve("mouse = true", arguments: ["--no-mouse"])
    #expect(!flagged.bool("mouse") && flagged.source("mouse") == .flag("--no-mouse"))
  }

  @Test func everyKindOfValueIsAccepted() throws {
    let text = """
      data = "/srv/data"
      layout.mode = "overlay"
      layout.ladder = [50, 90, 130, 190]
      layout.master_width = 40
      theme.accent = "Blue"
      theme.mode = "light"
      units = "metric"
      spoon = { x = 1
      """
    // An unfinished inline table is a syntax error on its line; the lines before count.
    let settings = try resolve(text)
    #expect(settings.string("data") == "/srv/data")
    #expect(settings.string("layout.mode") == "overlay")
    #expect(settings.value("layout.ladder") == .integers([50, 90, 130, 190]))
    #expect(settings.int("layout.master_width") == 40)
    #expect(settings.string("theme.accent") == "blue")
    #expect(settings.string("theme.mode") == "light" && settings.string("units") == "metric")
    #expect(
      settings.problems.map(\.description) == ["\(Self.file):8:16: expected ',' or '}' in the inline table"])
  }

  @Test(arguments: [
    ("theme.accent = \"蓝\"", SettingValue.string("blue")),
    ("theme.accent = \"TEAL\"", .string("teal")),
    ("theme.accent = 200", .integer(200)),
    ("[spoon]\nplain = \"small\"\nlarge_ml = 20", .string("small")),
  ])
  func accentsAndSpoonsAreNormalised(text: String, expected: SettingValue) throws {
    let settings = try resolve(text)
    #expect(settings.problems.isEmpty)
    let name = text.hasPrefix("[spoon]") ? "spoon.plain" : "theme.accent"
    #expect(settings.value(name) == expected)
  }

  @Test(arguments: [
    ("colour = true", "1:1: unknown key \"colour\""),
    ("[theme]\ncolour = 3", "2:1: unknown key \"theme.colour\""),
    ("mouse = \"no\"", "1:9: 'mouse' must be true or false, not a string"),
    ("notify = 1", "1:10: 'notify' must be true or false, not an integer"),
    ("spoon.large_ml = 500", "1:18: 'spoon.large_ml' must be between 1 and 100, not 500"),
    ("theme.mode = \"dim\"", "1:14: 'theme.mode' must be one of auto, dark, light, not \"dim\""),
    (
      "layout.ladder = [100, 60, 140, 200]",
      "1:17: 'layout.ladder' must be 4 increasing integers between 0 and 10000"
    ),
    ("layout.ladder = 100", "1:17: 'layout.ladder' must be an array of 4 integers, not an integer"),
    (
      "theme.accent = \"mauve\"",
      "1:16: 'theme.accent' must be a colour (red, orange, gold, lime, green, teal, cyan, blue, indigo, purple, magenta, pink, brown, tan, grey, silver) or 0 to 255, not \"mauve\""
    ),
    ("theme.accent = 256", "1:16: 'theme.accent' must be 0 to 255, not 256"),
    ("data = [\"a\", 3]", "1:8: 'data' must be a folder or a list of folders (non-empty strings)"),
    ("lang = \"fr\\u0007\"", "1:8: 'lang' must be one of en, zh, not \"fr\\u0007\""),
  ])
  func aWrongValueIsOneLineAndKeepsTheDefault(text: String, expected: String) throws {
    let settings = try resolve(text)
    #expect(settings.problems.map(\.description) == ["\(Self.file):\(expected)"])
    for spec in SettingSpec.all { #expect(settings.value(spec.name) == spec.defaultValue) }
  }

  @Test func problemsComeInTheOrderOfTheFileAndTheRestApplies() throws {
    let settings = try resolve("mouse = 3\nascii = true\nfooter = \"x\"\nunits = \"metric\"")
    #expect(settings.problems.map { $0.position?.line } == [1, 3])
    #expect(settings.bool("ascii") && settings.string("units") == "metric")
  }

  @Test func keysAreRemappedByActionName() throws {
    let settings = try resolve("[keys]\nsearch = \"ctrl-f\"\nquit = [\"q\", \"ctrl-q\", \"f10\"]")
    #expect(settings.problems.isEmpty)
    #expect(settings.keyBindings["search"] == [.control("f")])
    #expect(settings.keyBindings["quit"] == [.character("q"), .control("q"), .function(10)])
    #expect(settings.keySources["quit"] == .config(file: Self.file, line: 3))
    #expect(settings.keyBindings["help"] == nil)
  }

  @Test(arguments: [
    ("[keys]\nquit = \"q\"\nhelp = \"q\"", "3:8: key \"q\" is bound twice ('quit' and 'help')"),
    ("[keys]\nquit = [\"x\", \"x\"]", "2:14: key \"x\" is bound twice ('quit' and 'quit')"),
    ("[keys]\nfly = \"f\"", "2:1: unknown action \"fly\" in [keys]"),
    ("[keys]\nquit = \"ctrl-ff\"", "2:8: \"ctrl-ff\" is not a key name (see --keys in --help)"),
    ("[keys]\nquit = \"click:1,2\"", "2:8: \"click:1,2\" is not a key name (see --keys in --help)"),
    ("[keys]\nquit = \"a b\"", "2:8: \"a b\" is not a key name (see --keys in --help)"),
    ("[keys]\nquit = \"\\u0007\"", "2:8: \"\\u0007\" is not a key name (see --keys in --help)"),
    ("[keys]\nquit = []", "2:8: 'keys.quit' must be a key name or an array of key names"),
    ("[keys]\nquit = 3", "2:8: 'keys.quit' must be a key name or an array of key names"),
    ("[keys]\nquit = [\"q\", 3]", "2:14: 'keys.quit' must be a key name or an array of key names"),
    ("keys.quit.now = \"q\"", "1:1: unknown key \"keys.quit.now\""),
  ])
  func aBadKeyBindingIsOneLineAndKeepsTheDefaultKeys(text: String, expected: String) throws {
    let settings = try resolve(text)
    #expect(settings.problems.map(\.description) == ["\(Self.file):\(expected)"])
    let bound = settings.keyBindings.values.flatMap { $0 }
    #expect(Set(bound).count == bound.count)
  }

  @Test func aKeyBoundTwiceKeepsTheFirstAction() throws {
    let settings = try resolve("[keys]\nquit = \"q\"\nhelp = [\"h\", \"q\"]\nsort = \"h\"")
    #expect(settings.keyBindings == ["quit": [.character("q")], "sort": [.character("h")]])
  }

  @Test func dataPathsAreExpandedFromHomeAndTheConfigFolder() throws {
    let home = try resolve("data = \"~/recipes\"", environment: ["HOME": "/home/cook"])
    #expect(home.string("data") == "/home/cook/recipes")
    let relative = try resolve("data = \"bundle\"")
    #expect(relative.string("data") == "/home/cook/.config/recipes/bundle")
  }

  @Test func printedLinesNameEverySettingWithItsSource() throws {
    let settings = try resolve(
      "mouse = false\n[keys]\nquit = [\"q\", \"ctrl-q\"]", environment: ["NO_COLOR": "1"],
      arguments: ["--ascii"])
    let lines = settings.printedLines()
    #expect(lines.count == SettingSpec.all.count + 1)
    for (line, spec) in zip(lines, SettingSpec.all) { #expect(line.hasPrefix(spec.name + " = ")) }
    #expect(
      lines.contains { $0.hasPrefix("mouse = false ") && $0.hasSuffix("# config \(Self.file):1") })
    #expect(
      lines.contains { $0.hasPrefix("color = false ") && $0.hasSuffix("# environment NO_COLOR") })
    #expect(lines.contains { $0.hasPrefix("ascii = true ") && $0.hasSuffix("# flag --ascii") })
    #expect(lines.contains { $0.hasPrefix("units = \"original\" ") && $0.hasSuffix("# default") })
    #expect(lines.last?.hasPrefix("keys.quit = [\"q\", \"ctrl-q\"] ") == true)
    // The values part is TOML again: the printout reads back as a config.
    let reread = TOMLParser.parse(lines.dropLast().joined(separator: "\n"))
    #expect(reread.error == nil && reread.document.entries.count == SettingSpec.all.count)
  }

  @Test func untrustedTextIsPrintedEscaped() throws {
    let settings = try resolve("data = \"/tmp/\\u001B[31mred\\u202E\"")
    let line = try #require(settings.printedLines().first)
    #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    #expect(line.hasPrefix(#"data = "/tmp/\u001B[31mred\u202E""#))
  }

  @Test func theDigestChangesWithTheFile() throws {
    let first = try resolve("mouse = false")
    let same = try resolve("mouse = false")
    let changed = try resolve("mouse = true")
    #expect(first.configDigest != nil && first.configDigest == same.configDigest)
    #expect(first.configDigest != changed.configDigest)
    #expect(first.configDigest?.count == 16)
  }
}
