import RecipeKit
import SplitLayout
import TermUI

/// The command line of `recipes`, parsed (see `--help` and the contract).
public struct Options: Equatable, Sendable {
  /// What the invocation asks for.
  public enum Mode: Equatable, Sendable {
    /// The interactive browser in the terminal.
    case browse
    /// Headless: draw at a size after some keys, print the screen.
    case render(size: Size, keys: String)
    /// Print one recipe as text.
    case print(dishID: String, width: Int?)
    /// Validate a bundle.
    case checkData(folder: String)
    /// Print every setting, its value and where it came from.
    case printConfig
    /// Check the config file: exit 2 with its problems, 0 when fine.
    case checkConfig
    /// Print the durations found in one recipe's steps.
    case timers(dishID: String)
    /// Print the ranked results of a search (dishes, cuisines, ingredients).
    case search(query: String)
    /// Read every ingredient amount of the bundle, print the counts.
    case checkIngredients
    /// Print the merged shopping list of some dishes.
    case shoppingList(ShoppingListRequest)
    /// Print the dishes that use some ingredients.
    case with(IngredientQuery)
    case help
    case version
  }

  public var mode: Mode = .browse
  /// `--data`; `nil` for the bundled `Data/`.
  public var dataFolder: String?
  /// `--lang`; `nil` to follow the locale's environment variables.
  public var language: Labels.Language?
  /// `--layout`: follow the width, or force one mode of the ladder.
  public var layout: LadderOverride = .auto
  /// B of the ladder (`--breakpoint`): the widest drawer.
  public var breakpoint = 100
  /// The width ladder (`--ladder`, `--breakpoint`, the config's
  /// `layout.breakpoint`).
  public var ladder: Ladder = .standard
  public var mouse = true
  public var color = true
  public var ascii = false
  /// `--config FILE`; `nil` for the default place.
  public var configFile: String?
  /// `--state FILE`; `nil` for the default place (browsing only).
  public var stateFile: String?
  /// `--no-state`: neither read nor write the state file.
  public var noState = false
  /// The options given, by name (`--no-mouse`): these win over the config.
  public var givenFlags: Set<String> = []
  /// `--scale` and `--units` of `--print` and `--shopping-list`.
  public var cooking = CookingOptions()

  public init() {}

  /// The ladder and `--layout`: with the width, all the mode depends on.
  public var ladderSettings: LadderSettings { LadderSettings(ladder: ladder, override: layout) }

  /// A command-line mistake: one line for stderr, exit status 2.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message + " (see recipes --help)" }
  }

  /// Parses the arguments (without the program name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var keys: String?
    var renderSize: Size?
    var printID: String?
    var width: Int?
    var checkFolder: String?
    var timersID: String?
    var searchQuery: String?
    var ladderText: String?
    var index = 0

    func value(for name: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
      return arguments[index]
    }

    while index < arguments.count {
      let argument = arguments[index]
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "--help", "-h": options.mode = .help
      case "--version", "-V": options.mode = .version
      case "--data": options.dataFolder = try value(for: name, inline: inline)
      case "--lang":
        let text = try value(for: name, inline: inline)
        guard let language = Labels.Language(rawValue: text) else {
          throw UsageError(message: "--lang must be en or zh, not '\(text)'")
        }
        options.language = language
      case "--layout":
        let text = try value(for: name, inline: inline)
        guard let layout = LadderOverride(argument: text) else {
          throw UsageError(
            message: "--layout must be \(LadderOverride.accepted), not '\(Sanitized.oneLine(text))'")
        }
        options.layout = layout
      case "--ladder":
        ladderText = try value(for: name, inline: inline)
      case "--breakpoint":
        let text = try value(for: name, inline: inline)
        guard let number = Int(text), (0...10_000).contains(number) else {
          throw UsageError(message: "--breakpoint must be a number of columns, not '\(text)'")
        }
        options.breakpoint = number
      case "--no-mouse": options.mouse = false
      case "--no-color": options.color = false
      case "--ascii": options.ascii = true
      case "--render":
        let text = try value(for: name, inline: inline)
        guard let size = KeyScript.parseSize(text) else {
          throw UsageError(message: "--render needs COLSxROWS (like 120x40), not '\(text)'")
        }
        renderSize = size
      case "--keys": keys = try value(for: name, inline: inline)
      case "--print": printID = try value(for: name, inline: inline)
      case "--width":
        let text = try value(for: name, inline: inline)
        guard let number = Int(text), (1...10_000).contains(number) else {
          throw UsageError(message: "--width must be a number of columns, not '\(text)'")
        }
        width = number
      case "--check-data": checkFolder = try value(for: name, inline: inline)
      case "--config": options.configFile = try value(for: name, inline: inline)
      case "--print-config": options.mode = .printConfig
      case "--check-config": options.mode = .checkConfig
      case "--state": options.stateFile = try value(for: name, inline: inline)
      case "--no-state": options.noState = true
      case "--timers": timersID = try value(for: name, inline: inline)
      case "--search": searchQuery = try value(for: name, inline: inline)
      case _ where CookingOptions.names.contains(name):
        let needsValue = CookingOptions.takesValue(name)
        let text = needsValue ? try value(for: name, inline: inline) : nil
        try options.cooking.parse(name, value: text)
      default:
        if argument.hasPrefix("-") {
          throw UsageError(message: "unknown option '\(argument)'")
        }
        throw UsageError(message: "unexpected argument '\(argument)'")
      }
      options.givenFlags.insert(name)
      index += 1
    }

    if [.help, .version, .printConfig, .checkConfig].contains(options.mode) { return options }
    do {
      let breakpoint = options.givenFlags.contains("--breakpoint") ? options.breakpoint : nil
      options.ladder = try Ladder.resolve(ladder: ladderText, breakpoint: breakpoint)
      options.breakpoint = options.ladder.drawerLimit
    } catch {
      throw UsageError(message: error.description)
    }
    let cookingMode = try options.cooking.mode()
    let modes = [
      renderSize != nil, printID != nil, checkFolder != nil, timersID != nil, searchQuery != nil,
      cookingMode != nil,
    ].filter { $0 }.count
    if modes > 1 {
      throw UsageError(
        message:
          "--render, --print, --check-data, --timers, --search and the cooking modes cannot be combined"
      )
    }
    if let cookingMode { options.mode = cookingMode }
    if let renderSize {
      options.mode = .render(size: renderSize, keys: keys ?? "")
    } else if let printID {
      options.mode = .print(dishID: printID, width: width)
    } else if let checkFolder {
      options.mode = .checkData(folder: checkFolder)
    } else if let timersID {
      options.mode = .timers(dishID: timersID)
    } else if let searchQuery {
      options.mode = .search(query: searchQuery)
    } else if keys != nil {
      throw UsageError(message: "--keys needs --render COLSxROWS")
    }
    if width != nil, printID == nil {
      throw UsageError(message: "--width needs --print IDSTR")
    }
    try options.cooking.validate(mode: options.mode)
    return options
  }

  /// The text of `--help`; its Keys section is made from the binding
  /// tables (`KeyHelp`).
  public static var helpText: String { usageText + "\n\nKeys:\n" + KeyHelp.helpText() }

  private static let usageText = """
    recipes: browse a recipe bundle (16 cuisines of Chinese cooking) in the terminal

    Usage:
      recipes [--data DIR] [--lang en|zh] [--layout auto|stack|drawer|split|triple]
              [--ladder A,B,C,D] [--breakpoint N] [--no-mouse] [--no-color] [--ascii]
      recipes --render COLSxROWS [--keys "KEY KEY ..."] [same options]
      recipes --print IDSTR [--width N] [--data DIR]
      recipes --check-data DIR
      recipes --print-config | --check-config [--config FILE]
      recipes --timers IDSTR [--data DIR]
      recipes --search QUERY [--data DIR]
      recipes --print IDSTR --scale F --units original|metric
      recipes --shopping-list ID[xF],ID... [--format text|markdown|json]
      recipes --with "INGREDIENT ..." [--without "..."] [--any]
      recipes --check-ingredients [--data DIR]
      recipes --help | --version

    Options:
      --data DIR          a bundle of the iPad app's layout (default: the bundled Data/)
      --lang en|zh        labels in English or Chinese (default: from LC_ALL/LC_MESSAGES/LANG)
      --layout MODE       auto (by width), stack (one page), drawer (or overlay),
                          split (two columns) or triple (three columns)
      --ladder A,B,C,D    the widths of the modes (default 60,100,140,200): one page
                          up to A, the drawer up to B, two columns below C, three
                          from C, the inspector column from D
      --breakpoint N      sets B: side by side when wider than N columns (default
                          100); with --ladder it must agree
      --no-mouse          do not ask the terminal for mouse reports
      --no-color          no colours (also when NO_COLOR is set)
      --ascii             ASCII borders, arrows and buttons
      --render COLSxROWS  draw headless at that size after --keys, print the screen
      --keys "..."        keys for --render: up down left right pgup pgdn home end
                          enter esc tab backtab space, any character, ctrl-X,
                          resize:COLSxROWS, text:STRING, click:X,Y, wheelup:X,Y,
                          wheeldown:X,Y, drag:X,Y-X2,Y2
      --print IDSTR       print one recipe as text (--width N columns, default 80
                          or the terminal's width)
      --check-data DIR    validate a bundle: one line per problem, then a summary
      --config FILE       read settings from FILE (default:
                          $XDG_CONFIG_HOME/recipes/config.toml, ~/.config/recipes/)
      --print-config      print every setting, its value and where it came from
      --check-config      check the config file: exit 2 with its problems, else 0
      --state FILE        remember the place in FILE (default:
                          $XDG_STATE_HOME/recipes/state.json, ~/.local/state/recipes/)
      --no-state          neither read nor write the state file
      --timers IDSTR      print the durations in one recipe's steps, one a line:
                          step, seconds, the phrase as written (tab-separated)
      --search QUERY      dishes, cuisines and ingredients matching QUERY (characters,
                          pinyin, initials), best first: kind<TAB>id<TAB>cuisine<TAB>name
      --scale F           --print/--shopping-list: scale amounts (2, 1.5, 1/2, ½)
      --units U           original (the page's units) or metric (grams, millilitres)
      --shopping-list L   one list for dishes: 243,140x2,381 (x2: the scale)
      --format F          of the shopping list: text, markdown or json
      --with "A B"        dishes using every ingredient (--any: at least one),
                          --without "C" excludes; prints id, cuisine, name, matched
      --check-ingredients how every amount is read: counts, then the text-only ones

    """
}
