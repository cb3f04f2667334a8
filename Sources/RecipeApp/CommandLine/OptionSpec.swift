/// One option of the command line: its name, its argument, the values it
/// accepts, how a shell completes it, its help in English and Chinese, and
/// what it does to the options being parsed. `OptionSpec.all` is the one
/// table that `Options.parse`, `--help`, the man page and the three
/// completion scripts are made from (so none of them is written by hand).
struct OptionSpec: Sendable {
  /// How a shell completes the option's argument (`--complete` answers).
  enum Completion: Equatable, Sendable {
    /// Nothing to offer (a number, a query).
    case none
    /// One of `values`.
    case values
    /// Dish ids, shown with their names (`--print`, `--timers` …).
    case dishes
    /// Cuisines, by id, shown with their names.
    case cuisines
    /// Any file.
    case files
    /// Folders only.
    case folders
  }

  /// What the option does, given its argument (`nil` for a flag, or an
  /// optional argument that was left out). Values of a `values` option
  /// have been checked before it is called.
  typealias Apply = @Sendable (inout OptionParsing, String?) throws(Options.UsageError) -> Void

  /// `--data`.
  var name: String
  /// `-h` for `--help`; `nil` for most.
  var short: String? = nil
  /// The argument as written in the help (`DIR`); `nil` for a flag.
  var argument: String? = nil
  /// True when the argument may be left out (`--list [CUISINE]`).
  var argumentIsOptional = false
  /// The only values the argument may take, in the order the help shows
  /// them; empty for any value.
  var values: [String] = []
  /// Older names of values, accepted but not shown (`page` for `original`).
  var aliases: [String] = []
  var completion: Completion = .none
  /// True when the option takes every word after it (`--complete`).
  var takesTheRest = false
  /// True when the option takes the words after it up to the next option,
  /// maybe none (`--shopping-list A B.menu`): passed joined by
  /// `ShoppingListRequest.separator`, `""` for none.
  var takesWords = false
  /// One line for `--help` and the man page.
  var english: String
  var chinese: String
  /// Left out of `--help`, the man page and the completions (`--complete`).
  var hidden = false
  var apply: Apply

  /// Whether the option needs or may take an argument.
  var takesArgument: Bool { argument != nil }

  /// The names it answers to: `--help`, `-h`.
  var names: [String] { [name] + (short.map { [$0] } ?? []) }

  /// The help line in `language`.
  func help(_ language: Labels.Language) -> String {
    language == .zh ? chinese : english
  }

  /// The argument as the help shows it: the values when there is a choice
  /// (`en|zh`), else its name (`DIR`).
  var shownArgument: String? {
    guard let argument else { return nil }
    return values.isEmpty ? argument : values.joined(separator: "|")
  }

  /// The option as the help shows it: `--data DIR`, `--lang en|zh`,
  /// `--list [CUISINE]`.
  var label: String {
    guard let shown = shownArgument else { return name }
    return name + (argumentIsOptional ? " [\(shown)]" : " \(shown)")
  }

  /// The spec of `name` (`--data` or `-h`), hidden ones included.
  static func named(_ name: String) -> OptionSpec? { byName[name] }

  /// The options a person sees, in the order of the help.
  static var visible: [OptionSpec] { all.filter { !$0.hidden } }

  private static let byName: [String: OptionSpec] = {
    var table: [String: OptionSpec] = [:]
    for spec in all { for name in spec.names { table[name] = spec } }
    return table
  }()
}
