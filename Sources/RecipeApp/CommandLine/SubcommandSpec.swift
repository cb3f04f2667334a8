/// A subcommand of `recipes` (`import`, `export`: only as the first word),
/// its options and what its other words are. `SubcommandSpec.all` is the
/// table the man page's COMMANDS, the synopsis and the three completion
/// scripts are made from (a test checks that the subcommands' parsers
/// accept every option of it and nothing else).
struct SubcommandSpec: Sendable {
  /// One option of a subcommand.
  struct Option: Sendable {
    /// `--into`.
    var name: String
    /// The argument as the help writes it (`DIR`); nil for a flag.
    var argument: String? = nil
    /// The only values it takes (`cooklang`, `json`); empty for any.
    var values: [String] = []
    /// How a shell completes the argument.
    var completion: OptionSpec.Completion = .none
    var english: String

    /// `--into DIR`, `--format cooklang|json`, `--dry-run`.
    var label: String {
      guard let argument else { return name }
      return name + " " + (values.isEmpty ? argument : values.joined(separator: "|"))
    }
  }

  /// `import`.
  var name: String
  /// What follows the name in the synopsis.
  var synopsis: String
  /// A few words for the completions' lists.
  var summary: String
  /// One paragraph for the man page.
  var english: String
  /// How a shell completes a word that is not an option (import's
  /// SOURCEs: files).
  var operands: OptionSpec.Completion
  var options: [Option]

  /// The option called `name`.
  func option(named name: String) -> Option? { options.first { $0.name == name } }

  /// The subcommand called `name`.
  static func named(_ name: String) -> SubcommandSpec? { all.first { $0.name == name } }
}
