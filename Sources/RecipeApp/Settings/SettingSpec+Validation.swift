import RecipeKit
extension SettingSpec {
  /// The value of `toml` for this setting, or why it does not fit
  /// (`'mouse' must be true or false, not a string`).
  func validate(_ toml: TOMLValue) -> Result<SettingValue, ConfigMistake> {
    switch (kind, toml.kind) {
    case (.boolean, .boolean(let value)):
      return .success(.boolean(value))
    case (.integer(let range), .integer(let value)):
      guard range.contains(value) else {
        return mistake("must be between \(range.lowerBound) and \(range.upperBound), not \(value)")
      }
      return .success(.integer(value))
    case (.choice(let choices), .string(let value)):
      guard choices.contains(value) else {
        let list = choices.joined(separator: ", ")
        return mistake("must be one of \(list), not \(SettingValue.quoted(value))")
      }
      return .success(.string(value))
    case (.path, .string(let value)):
      return .success(.string(value))
    case (.path, .array(let items)):
      let paths = items.compactMap { item -> String? in
        if case .string(let path) = item.kind, !path.isEmpty { return path }
        return nil
      }
      guard paths.count == items.count, !paths.isEmpty else {
        return mistake("must be a folder or a list of folders (non-empty strings)")
      }
      return .success(.strings(paths))
    case (.ladder(let count, let range), .array(let items)):
      let numbers = items.compactMap { item -> Int? in
        if case .integer(let number) = item.kind, range.contains(number) { return number }
        return nil
      }
      guard numbers.count == count, items.count == count,
        zip(numbers, numbers.dropFirst()).allSatisfy({ $0 < $1 })
      else {
        return mistake(
          "must be \(count) increasing integers between \(range.lowerBound) and \(range.upperBound)"
        )
      }
      return .success(.integers(numbers))
    case (.accent, .string(let value)):
      let lowered = value.lowercased()
      guard
        let colour = AccentColor.palette.first(where: {
          $0.english.lowercased() == lowered || $0.chinese == value
        })
      else {
        let names = AccentColor.palette.map { $0.english.lowercased() }.joined(separator: ", ")
        return mistake("must be a colour (\(names)) or 0 to 255, not \(SettingValue.quoted(value))")
      }
      return .success(.string(colour.english.lowercased()))
    case (.accent, .integer(let value)):
      guard (0...255).contains(value) else { return mistake("must be 0 to 255, not \(value)") }
      return .success(.integer(value))
    default:
      return mistake("must be \(expected), not \(article(toml.typeName))")
    }
  }

  /// What the kind takes, for the wrong-type message.
  var expected: String {
    switch kind {
    case .boolean: "true or false"
    case .integer: "an integer"
    case .choice: "a string"
    case .path: "a string or a list of strings"
    case .ladder(let count, _): "an array of \(count) integers"
    case .accent: "a colour name or an integer"
    }
  }

  private func article(_ type: String) -> String {
    (type.first.map { "aeiou".contains($0) } ?? false) ? "an \(type)" : "a \(type)"
  }

  private func mistake(_ text: String) -> Result<SettingValue, ConfigMistake> {
    .failure(ConfigMistake(message: "'\(name)' \(text)"))
  }
}

/// Why a value does not fit its setting (the file and place are added by
/// the caller).
struct ConfigMistake: Error, Equatable {
  var message: String
}
