extension Settings {
  /// The folders of a path setting (`data`): one for a string, each of a
  /// list, none when it is empty (the default).
  func paths(_ name: String) -> [String] {
    switch value(name) {
    case .string(let path): path.isEmpty ? [] : [path]
    case .strings(let paths): paths.filter { !$0.isEmpty }
    default: []
    }
  }
}
