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
    /// Print one recipe as text; `dishID` is an id or a name.
    case print(dishID: String, width: Int?)
    /// Print a Cooklang text (a file, or `-` for standard input) as JSON.
    case parse(path: String)
    /// Validate a bundle (`nil`: the one `--data` or the default names).
    case checkData(folder: String?)
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
    /// Print every dish (of one cuisine): id, cuisine, name.
    case list(cuisine: String?)
    /// Read an ingredient line (`-`: each line of standard input) as the
    /// importer does and print it as JSON.
    case parseIngredient(line: String)
    /// The completion scripts' question (`Completer`): an option, the word
    /// typed so far, the command line.
    case complete(words: [String])
    /// Check the terminal on `/dev/tty` (issue 18) and print what it found.
    case doctor
    /// Print a file made from the tables (`make man completions`).
    case generate(GeneratedFile)
    case help
    case version
  }

  public var mode: Mode = .browse
  /// The command line's folders: the positional one (put first), then
  /// each `--data` in order; empty to look further (`DataLocator`).
  public var dataFolders: [String] = []
  /// The first of `dataFolders` (setting it gives that one folder alone).
  public var dataFolder: String? {
    get { dataFolders.first }
    set { dataFolders = newValue.map { [$0] } ?? [] }
  }
  /// The positional word (`recipes DIR`, `recipes FILE.cook`): the last
  /// word, when browsing or with `--render`.
  public var positional: String?
  /// The dish to open at the start (`recipes FILE.cook`), by id.
  public var openDishID: String?
  /// The config's `data` (a string or a list): used when the command line
  /// and `RECIPES_DATA` give no folder, those of them that exist.
  public var configDataFolders: [String] = []
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
  /// `--theme`, the config's `theme.mode`: the dark or light variant, or
  /// the terminal's background's (auto).
  public var theme: ThemeChoice = .auto
  /// `--a11y` or `RECIPES_A11Y=1`: no box drawing or decorative glyphs,
  /// rows that say where they are, the cursor on the focused row, the
  /// place as the bottom line.
  public var a11y = false
  /// The config's `clipboard`: `y` may use OSC 52.
  public var clipboard = true
  /// `--render-styles`: `--render` prints each row's styles after the text.
  public var renderStyles = false
  /// The footer of keys on the bottom line (`--no-footer`, `footer`).
  public var footer = true
  /// A desktop notification when a timer ends (the config's `notify`).
  public var notify = true
  /// New keys for actions by name (the config's `[keys]`), for
  /// `Application.keyOverrides`.
  public var keys: [ActionName: [Key]] = [:]
  /// `--config FILE`; `nil` for the default place.
  public var configFile: String?
  /// `--state FILE`; `nil` for the default place (browsing only).
  public var stateFile: String?
  /// `--no-state`: neither read nor write the state file.
  public var noState = false
  /// The options given, by name (`--no-mouse`): these win over the config.
  public var givenFlags: Set<String> = []
  /// What the config file says about what the app also remembers (the
  /// accent, the master's width) and the file's digest (issue 15).
  var configPlace = ConfigPlace()
  /// The config file's problems, one line each (the app shows them on its
  /// bottom line).
  public var configProblems: [String] = []
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

  /// Parses the arguments (without the program name), each option by its
  /// row of `OptionSpec.all`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var parsing = OptionParsing()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let spec = OptionSpec.named(name) else {
        if argument.hasPrefix("-") {
          throw UsageError(message: "unknown option '\(CookingOptions.shown(argument))'")
        }
        if index == 0, ["import", "export"].contains(argument) {
          // Subcommands only as the first word (issue 28); `./import` is the folder.
          throw UsageError(
            message: "'\(argument)' is a subcommand not yet available; for a folder of that name use ./\(argument)")
        }
        if index == arguments.count - 1, !argument.isEmpty {
          parsing.options.positional = argument
          index += 1
          continue
        }
        throw UsageError(message: "unexpected argument '\(CookingOptions.shown(argument))'")
      }
      var value: String? = inline
      if spec.takesWords {
        var words = inline.map { [$0] } ?? []
        while index + 1 < arguments.count, !Self.isOption(arguments[index + 1]) {
          index += 1
          words.append(arguments[index])
        }
        value = words.map { String($0.map { $0 == ShoppingListRequest.separator ? " " : $0 }) }
          .joined(separator: String(ShoppingListRequest.separator))
      } else if spec.takesTheRest {
        parsing.rest = (inline.map { [$0] } ?? []) + arguments[(index + 1)...]
        index = arguments.count
      } else if spec.takesArgument, inline == nil {
        let next = index + 1
        if next < arguments.count, !spec.argumentIsOptional || !arguments[next].hasPrefix("-") {
          value = arguments[next]
          index = next
        } else if !spec.argumentIsOptional {
          throw UsageError(message: "\(name) needs a value")
        }
      } else if !spec.takesArgument, inline != nil {
        throw UsageError(message: "\(name) takes no value")
      }
      if let value, !spec.values.isEmpty, !spec.values.contains(value),
        !spec.aliases.contains(value)
      {
        throw UsageError(
          message:
            "\(name) must be \(Self.choices(spec.values)), not '\(CookingOptions.shown(value))'"
        )
      }
      try spec.apply(&parsing, value)
      parsing.options.givenFlags.insert(spec.name)
      index += 1
    }
    let options = try parsing.finished()
    if let positional = options.positional {
      switch options.mode {
      case .browse, .render: break
      default:
        throw UsageError(message: "unexpected argument '\(CookingOptions.shown(positional))'")
      }
    }
    return options
  }

  /// True for a word that starts an option (`--data`, `-h`), not a value
  /// such as `-` or a negative number.
  static func isOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count > 1 else { return false }
    return OptionSpec.named(String(word.split(separator: "=", maxSplits: 1)[0])) != nil
      || word.dropFirst().first.map { !$0.isNumber } ?? false
  }

  /// `a, b or c`.
  static func choices(_ values: [String]) -> String {
    guard let last = values.last, values.count > 1 else { return values.first ?? "" }
    return values.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The largest `--render` size (a bigger one takes seconds and shows
  /// nothing a real terminal would).
  public static let maximumRenderSize = Limits.screen

  /// The text of `--help` in English (`OptionHelp` makes it from the
  /// option table and the key-binding tables).
  public static var helpText: String { OptionHelp.text(.en) }
}
