import RecipeKit
import TermUI

extension Settings {
  /// One `[keys]` entry: `action = "key"` or `action = ["k1", "k2"]`, with
  /// key names as in `--keys`. A key bound to two actions (or twice to one)
  /// is a problem at its second place; the action then keeps its default
  /// keys.
  mutating func applyKeys(
    _ entry: TOMLEntry, source: SettingSource, file: String, actions: Set<String>,
    bound: inout [Key: String]
  ) {
    func problem(_ position: TOMLPosition, _ message: String) {
      problems.append(ConfigProblem(file: file, position: position, message: message))
    }
    guard entry.path.count == 2 else {
      problem(entry.position, "unknown key \(SettingValue.quoted(entry.dottedKey))")
      return
    }
    let action = entry.path[1]
    guard actions.contains(action) else {
      problem(entry.position, "unknown action \(SettingValue.quoted(action)) in [keys]")
      return
    }
    let items: [TOMLValue]
    switch entry.value.kind {
    case .string: items = [entry.value]
    case .array(let values) where !values.isEmpty: items = values
    default:
      problem(entry.value.position, "'keys.\(action)' must be a key name or an array of key names")
      return
    }
    var keys: [Key] = []
    var taken = bound
    for item in items {
      guard case .string(let name) = item.kind else {
        problem(item.position, "'keys.\(action)' must be a key name or an array of key names")
        return
      }
      guard let key = Self.key(named: name) else {
        problem(
          item.position, "\(SettingValue.quoted(name)) is not a key name (see --keys in --help)")
        return
      }
      if let other = taken[key] {
        problem(
          item.position,
          "key \(SettingValue.quoted(key.description)) is bound twice ('\(other)' and '\(action)')")
        return
      }
      taken[key] = action
      keys.append(key)
    }
    bound = taken
    keyBindings[action] = keys
    keySources[action] = source
  }

  /// The key of a `--keys` name (`q`, `ctrl-f`, `pgdn`, `f5`, `中`), or
  /// `nil` for anything else (mouse, `text:`, several keys, a control
  /// character).
  static func key(named name: String) -> Key? {
    guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\n" || $0 == "\t" }),
      let events = try? KeyScript.parse(name), events.count == 1,
      case .key(let key) = events[0]
    else { return nil }
    if case .character(let character) = key,
      character.unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
          || $0.properties.generalCategory == .format
      })
    {
      return nil
    }
    return key
  }
}
