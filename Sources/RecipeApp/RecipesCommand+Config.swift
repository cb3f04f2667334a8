import Glibc
import RecipeKit
import SplitLayout
import TermUI

/// The config file and the state file of a run: where they are, the
/// settings they give, and `--print-config` / `--check-config`.
extension RecipesCommand {
  /// The action names `[keys]` may remap: every action of the binding
  /// tables the app uses (the help's tables), so a new action can be
  /// remapped as soon as a table declares it.
  static let keyActions: Set<String> = Set(
    bindingTables.flatMap { $0.entries.map(\.action.rawValue) })

  /// Every binding table of the app: the help's, found by walking the
  /// app's controller kinds.
  static var bindingTables: [KeyBindings] { KeyHelp.walkedTables() }

  /// The config file to read and whether the user named it (`--config`): a
  /// missing default file is fine, a missing named one is a problem.
  func configLocation(_ options: Options) -> (path: String, isExplicit: Bool)? {
    if let file = options.configFile { return (file, true) }
    return XDGPaths.configFile(environment: environment).map { ($0, false) }
  }

  /// The state file of this run: none with `--no-state`; `--state FILE`;
  /// else the default place when browsing (`--render` and `--print` use no
  /// state unless `--state` is given, so tests are repeatable).
  func statePath(_ options: Options) -> String? {
    if options.noState { return nil }
    if let file = options.stateFile { return file }
    guard case .browse = options.mode else { return nil }
    return XDGPaths.stateFile(environment: environment)
  }

  /// Defaults, the environment, the config file, the flags.
  func loadSettings(_ options: Options) -> Settings {
    var config: Settings.ConfigText?
    var readProblem: ConfigProblem?
    if let (path, isExplicit) = configLocation(options) {
      switch SafeFile.read(path, limit: TOMLParser.maximumBytes) {
      case .success(let bytes): config = Settings.ConfigText(path: path, bytes: bytes)
      case .failure(.missing) where !isExplicit: break
      case .failure(let failure):
        readProblem = ConfigProblem(file: path, message: "cannot read the config file: \(failure)")
      }
    }
    var settings = Settings.resolve(
      environment: environment, config: config, flags: options.flagValues,
      keyActions: Self.keyActions)
    if let readProblem {
      settings.configFile = readProblem.file
      settings.problems.insert(readProblem, at: 0)
    }
    return settings
  }

  /// `--render` and `--print` tell about config problems on stderr (the
  /// screen stays clean); the browser shows them on its bottom line.
  func reportProblems(_ settings: Settings, mode: Options.Mode) {
    switch mode {
    case .render, .print: for problem in settings.problems { errorOutput("recipes: \(problem)") }
    default: break
    }
  }

  /// `--print-config`: every setting, its value and its source; exit 2
  /// (after the list) when the config file has problems.
  func printConfig(_ settings: Settings) -> Int32 {
    for line in settings.printedLines() { output(line) }
    for problem in settings.problems { errorOutput(problem.description) }
    return settings.problems.isEmpty ? 0 : 2
  }

  /// `--check-config`: its problems, one line each, and exit 2; else one
  /// line saying it is fine, and 0.
  func checkConfig(_ settings: Settings) -> Int32 {
    guard settings.problems.isEmpty else {
      for problem in settings.problems { errorOutput(problem.description) }
      return 2
    }
    if let file = settings.configFile {
      output("\(Sanitized.path(file)): fine")
    } else {
      output("no config file; the defaults apply")
    }
    return 0
  }
}

extension Options.Mode {
  /// Whether the mode runs the app or shows settings (and so reads them).
  var readsSettings: Bool {
    switch self {
    case .browse, .render, .print, .timers, .search, .printConfig, .checkConfig, .checkIngredients,
      .shoppingList, .with, .list:
      true
    case .checkData, .parse, .help, .version, .complete, .generate, .doctor, .parseIngredient:
      false
    }
  }
}

extension Options {
  /// The settings given as flags (only those on the command line).
  var flagValues: [Settings.FlagValue] {
    var values: [Settings.FlagValue] = []
    func add(_ flag: String, _ name: String, _ value: SettingValue) {
      if givenFlags.contains(flag) {
        values.append(Settings.FlagValue(name: name, value: value, flag: flag))
      }
    }
    add("--data", "data", dataFolders.count == 1 ? .string(dataFolders[0]) : .strings(dataFolders))
    add("--lang", "lang", .string(language?.rawValue ?? "en"))
    add("--no-mouse", "mouse", .boolean(mouse))
    add("--no-color", "color", .boolean(color))
    add("--ascii", "ascii", .boolean(ascii))
    add("--no-footer", "footer", .boolean(footer))
    add("--theme", "theme.mode", .string(theme.rawValue))
    add("--layout", "layout.mode", .string(layout.rawValue))
    add("--breakpoint", "layout.breakpoint", .integer(breakpoint))
    add(
      "--ladder", "layout.ladder",
      .integers([ladder.stackLimit, ladder.drawerLimit, ladder.tripleWidth, ladder.inspectorWidth]))
    // `--ladder` sets B too (with `--breakpoint` both agree already).
    if givenFlags.contains("--ladder") && !givenFlags.contains("--breakpoint") {
      values.append(
        Settings.FlagValue(
          name: "layout.breakpoint", value: .integer(ladder.drawerLimit), flag: "--ladder"))
    }
    return values
  }
}

extension Settings {
  /// Puts the settings that the options carry into `options` (the rest,
  /// like the theme and the keys, are read by the app from `Settings`).
  func apply(to options: inout Options) {
    // The config's folders are looked at after RECIPES_DATA (which the
    // locator reads itself); the command line's are the options' already.
    if case .config = source("data") { options.configDataFolders = paths("data") }
    options.language = Labels.Language(rawValue: string("lang"))
    options.mouse = bool("mouse")
    options.color = bool("color")
    options.ascii = bool("ascii")
    options.footer = bool("footer")
    options.theme = ThemeChoice(rawValue: string("theme.mode")) ?? .auto
    options.clipboard = bool("clipboard")
    options.notify = bool("notify")
    options.keys = Dictionary(
      uniqueKeysWithValues: keyBindings.map { (ActionName(rawValue: $0.key), $0.value) })
    options.layout = LadderOverride(argument: string("layout.mode")) ?? .auto
    options.configPlace = configPlace
    options.configProblems = problems.map(\.description)
    // The command line's --ladder and --breakpoint were resolved already;
    // the config's ladder or breakpoint fill in what they leave.
    options.ladder = ladder(commandLine: options.ladder, givenFlags: options.givenFlags)
    options.breakpoint = options.ladder.drawerLimit
    options.cooking.amounts = AmountOptions(
      largeSpoon: Double(int("spoon.large_ml")), smallSpoon: Double(int("spoon.small_ml")),
      plainSpoonIsLarge: string("spoon.plain") != "small")
  }
}
