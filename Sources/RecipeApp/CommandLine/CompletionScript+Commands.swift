/// The parts of the completion scripts for the subcommands (`import`,
/// `export`), made from `SubcommandSpec.all`.
extension CompletionScript {
  /// The subcommands' names, space-separated.
  static var commandNames: String { SubcommandSpec.all.map(\.name).joined(separator: " ") }

  /// A shell's answer for an argument completed as `completion`: a case
  /// arm's body, or nil for nothing to offer.
  private static func bashArm(_ option: SubcommandSpec.Option) -> String {
    switch option.completion {
    case .folders: "compopt -o filenames; COMPREPLY=($(compgen -d -- \"$cur\")); return ;;"
    case .files: "compopt -o filenames; COMPREPLY=($(compgen -f -- \"$cur\")); return ;;"
    case .values:
      "COMPREPLY=($(compgen -W '" + option.values.joined(separator: " ") + "' -- \"$cur\")); return ;;"
    default: "COMPREPLY=(); return ;;"
    }
  }

  /// `_recipes_command NAME`: completes the words after a subcommand.
  static var bashCommands: [String] {
    var lines = ["_recipes_command() {", "  case $1 in"]
    for command in SubcommandSpec.all {
      lines.append("    " + command.name + ")")
      let withArgument = command.options.filter { $0.argument != nil }
      if !withArgument.isEmpty {
        lines.append("      case $prev in")
        for option in withArgument { lines.append("        " + option.name + ") " + bashArm(option)) }
        lines.append("      esac")
      }
      let names = command.options.map(\.name).joined(separator: " ")
      lines.append(
        "      if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W '" + names
          + "' -- \"$cur\")); return; fi")
      lines.append(
        command.operands == .files
          ? "      compopt -o filenames; COMPREPLY=($(compgen -f -- \"$cur\")) ;;"
          : "      COMPREPLY=() ;;")
    }
    lines += ["  esac", "}"]
    return lines
  }

  /// The lines at the start of `_recipes` that hand a subcommand's words
  /// to `_recipes_command`, and offer the subcommands as a first word.
  static var bashDispatch: [String] {
    [
      "  case ${COMP_WORDS[1]} in",
      "    " + SubcommandSpec.all.map(\.name).joined(separator: "|")
        + ") (( COMP_CWORD > 1 )) && { _recipes_command \"${COMP_WORDS[1]}\"; return; } ;;",
      "  esac",
      "  if (( COMP_CWORD == 1 )) && [[ $cur != -* ]]; then",
      "    compopt -o filenames",
      "    COMPREPLY=($(compgen -W '" + commandNames + "' -- \"$cur\") $(compgen -f -- \"$cur\"))",
      "    return",
      "  fi",
    ]
  }

  /// zsh: a subcommand's words go to `_arguments` with its own specs.
  static var zshDispatch: [String] {
    var lines = [
      "  if (( CURRENT > 2 )); then",
      "    case $words[2] in",
    ]
    for command in SubcommandSpec.all {
      var specs: [String] = []
      for option in command.options {
        var text = option.name + "[" + zshEscaped(option.english) + "]"
        if let argument = option.argument {
          let action: String
          switch option.completion {
          case .folders: action = "_files -/"
          case .values: action = "(" + option.values.joined(separator: " ") + ")"
          default: action = "_files"
          }
          text += ":" + zshEscaped(argument) + ":" + action
        }
        specs.append(shellQuoted(text))
      }
      if command.operands == .files { specs.append(shellQuoted("*:SOURCE:_files")) }
      lines.append(
        "      " + command.name + ") words=(${words[2,-1]}); (( CURRENT-- )); _arguments -s "
          + specs.joined(separator: " ") + "; return ;;")
    }
    lines += [
      "    esac",
      "  elif [[ $PREFIX != -* ]]; then",
      "    local -a commands",
      "    commands=("
        + SubcommandSpec.all.map { shellQuoted($0.name + ":" + $0.summary) }
        .joined(separator: " ") + ")",
      "    _describe -t commands 'command' commands",
      "    _files",
      "    return",
      "  fi",
    ]
    return lines
  }

  /// fish: the subcommands as first words, and each one's options.
  static var fishCommands: [String] {
    var lines: [String] = []
    for command in SubcommandSpec.all {
      lines.append(
        "complete -c recipes -n __fish_use_subcommand -a " + command.name + " -d "
          + shellQuoted(command.summary))
      let seen = "-n " + shellQuoted("__fish_seen_subcommand_from " + command.name)
      if command.operands == .files { lines.append("complete -c recipes " + seen + " -F") }
      for option in command.options {
        var line = "complete -c recipes " + seen + " -l " + option.name.dropFirst(2)
        if option.argument != nil {
          switch option.completion {
          case .folders: line += " -x -a '(__fish_complete_directories)'"
          case .values: line += " -x -a " + shellQuoted(option.values.joined(separator: " "))
          default: line += " -r"
          }
        }
        lines.append(line + " -d " + shellQuoted(option.english))
      }
    }
    return lines
  }
}
