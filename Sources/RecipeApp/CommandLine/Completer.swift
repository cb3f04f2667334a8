import RecipeKit

/// The answers of the hidden `recipes --complete OPTION CURRENT [WORD...]`,
/// which the completion scripts ask for an option's argument: OPTION is
/// the option (`--print`), CURRENT the word typed so far, WORD... the whole
/// command line (only its `--data` and `--config` are read, to find the
/// bundle the completed command will use).
///
/// Each answer is a line `value<TAB>description` (the description may be
/// empty), or one directive line, `:files` or `:folders`, asking the shell
/// for its own path completion (it knows `~`, quoting and hidden files).
enum Completer {
  struct Candidate: Equatable {
    var value: String
    var description = ""

    /// The line `--complete` prints; fields are printable, without tabs.
    var line: String {
      let shown = Sanitized.printable(value) + "\t" + Sanitized.printable(description)
      return shown.hasSuffix("\t") ? String(shown.dropLast()) : shown
    }
  }

  /// What the shell should offer.
  enum Answer: Equatable {
    case candidates([Candidate])
    case files
    case folders

    var lines: [String] {
      switch self {
      case .candidates(let candidates): candidates.map(\.line)
      case .files: [":files"]
      case .folders: [":folders"]
      }
    }
  }

  /// The answer for the argument of `option` typed so far as `current`;
  /// `dishes` is called only when dishes or cuisines are wanted, and gives
  /// `nil` when no bundle can be opened.
  /// `words` is the rest of the command line: `--format`'s values are
  /// those of its mode (`--shopping-list` has no `cooklang`).
  static func answer(
    option: String, current: String, words: [String] = [],
    dishes: () -> [(cuisine: Cuisine, dish: Dish)]?
  ) -> Answer {
    guard let spec = OptionSpec.named(option), spec.takesArgument else { return .candidates([]) }
    switch spec.completion {
    case .none: return .candidates([])
    case .files: return .files
    case .folders: return .folders
    case .values:
      var values = spec.values
      if spec.name == "--format", words.contains("--shopping-list") {
        values = ShoppingListFormat.allCases.map(\.rawValue)
      }
      return .candidates(values.filter { $0.hasPrefix(current) }.map { Candidate(value: $0) })
    case .cuisines:
      return .candidates(cuisines(matching: current, in: dishes() ?? []))
    case .dishes:
      // `--shopping-list 243,140x2,3`: complete the last id of the list.
      var head = ""
      var typed = current
      if spec.name == "--shopping-list", let comma = current.lastIndex(of: ",") {
        head = String(current[...comma])
        typed = String(current[current.index(after: comma)...])
      }
      let found = self.dishes(matching: typed, in: dishes() ?? [], byName: spec.name == "--print")
      return .candidates(
        found.map { Candidate(value: head + $0.value, description: $0.description) })
    }
  }

  /// Dishes whose id starts with `typed`, as ids described by name and
  /// cuisine; when no id does and `byName`, the names starting with it.
  static func dishes(
    matching typed: String, in dishes: [(cuisine: Cuisine, dish: Dish)], byName: Bool
  ) -> [Candidate] {
    var seen: Set<String> = []
    let unique = dishes.filter { seen.insert($0.dish.idstr).inserted }
    let byID = unique.filter { $0.dish.idstr.hasPrefix(typed) }.map {
      Candidate(value: $0.dish.idstr, description: "\($0.dish.name) (\($0.cuisine.name))")
    }
    guard byID.isEmpty, byName else { return byID }
    var names: Set<String> = []
    return unique.filter { $0.dish.name.hasPrefix(typed) && names.insert($0.dish.name).inserted }
      .map { Candidate(value: $0.dish.name, description: "\($0.dish.idstr) (\($0.cuisine.name))") }
  }

  /// Cuisines whose id starts with `typed` (described by name); when none
  /// does, those whose name starts with it.
  static func cuisines(matching typed: String, in dishes: [(cuisine: Cuisine, dish: Dish)])
    -> [Candidate]
  {
    var seen: Set<String> = []
    let all = dishes.map(\.cuisine).filter { seen.insert($0.idstr).inserted }
    let byID = all.filter { $0.idstr.hasPrefix(typed) }
      .map { Candidate(value: $0.idstr, description: $0.name) }
    guard byID.isEmpty else { return byID }
    return all.filter { $0.name.hasPrefix(typed) }
      .map { Candidate(value: $0.name, description: $0.idstr) }
  }

  /// The `--data` and `--config` values of a command line (the last of
  /// each, `--data DIR` or `--data=DIR`); the rest is ignored.
  static func locatingOptions(in words: [String]) -> (data: String?, config: String?) {
    var found: [String: String] = [:]
    for (index, word) in words.enumerated() {
      for name in ["--data", "--config"] {
        if word == name, index + 1 < words.count {
          found[name] = words[index + 1]
        } else if word.hasPrefix(name + "=") {
          found[name] = String(word.dropFirst(name.count + 1))
        }
      }
    }
    return (found["--data"], found["--config"])
  }
}
