import RecipeKit

/// The value of one setting, after validation.
enum SettingValue: Equatable, Hashable, Sendable, CustomStringConvertible {
  case boolean(Bool)
  case integer(Int)
  case string(String)
  case integers([Int])
  /// Several strings (the config's `data` as a list).
  case strings([String])

  /// The value written as TOML (`true`, `15`, `"teal"`, `[60, 100]`), with
  /// every control character escaped, so `--print-config` can be pasted
  /// into a config file and never writes raw bytes from a file.
  var description: String {
    switch self {
    case .boolean(let value): "\(value)"
    case .integer(let value): "\(value)"
    case .string(let value): Self.quoted(value)
    case .integers(let values): "[" + values.map(String.init).joined(separator: ", ") + "]"
    case .strings(let values): "[" + values.map(Self.quoted).joined(separator: ", ") + "]"
    }
  }

  /// `text` as a TOML basic string.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
          || scalar.properties.generalCategory == .format
        {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

/// Where a setting's value came from (shown by `--print-config`).
enum SettingSource: Equatable, Sendable, CustomStringConvertible {
  case builtIn
  /// An environment variable (`LANG`, `NO_COLOR`, `RECIPES_DATA`).
  case environment(String)
  /// A line of the config file.
  case config(file: String, line: Int)
  /// A command-line flag (`--no-mouse`).
  case flag(String)

  var description: String {
    switch self {
    case .builtIn: "default"
    case .environment(let name): "environment \(name)"
    case .config(let file, let line): "config \(Sanitized.path(file)):\(line)"
    case .flag(let name): "flag \(name)"
    }
  }
}

/// A problem in the config file, as one line: `file:line:column: message`
/// (no line and column when the problem is the whole file).
struct ConfigProblem: Equatable, Sendable, CustomStringConvertible {
  var file: String
  var position: TOMLPosition?
  var message: String

  var description: String {
    let place = position.map { ":\($0.line):\($0.column)" } ?? ""
    return Sanitized.path(file) + place + ": " + Sanitized.printable(message)
  }
}
