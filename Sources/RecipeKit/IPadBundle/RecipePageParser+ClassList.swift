extension RecipePageParser {
  /// The names in a `class` attribute, separated by HTML white space.
  struct ClassList {
    private let value: String

    init(_ value: String) {
      self.value = value
    }

    /// True when `name` is one of the names (case-sensitive, as in HTML).
    func contains(_ name: String) -> Bool {
      var value = value
      var name = name
      return value.withUTF8 { names in
        name.withUTF8 { wanted in
          var index = 0
          while index < names.count {
            while index < names.count, Self.isSpace(names[index]) { index += 1 }
            let start = index
            while index < names.count, !Self.isSpace(names[index]) { index += 1 }
            if index - start == wanted.count,
              UnsafeBufferPointer(rebasing: names[start..<index]).elementsEqual(wanted)
            {
              return true
            }
          }
          return false
        }
      }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
  }
}
