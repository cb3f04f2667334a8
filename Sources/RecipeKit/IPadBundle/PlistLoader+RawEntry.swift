import FoundationEssentials

// MARK: - Lenient wrapper types

extension PlistLoader {
  /// The keys the loader reads; all others are ignored.
  enum Key: String, CodingKey, CaseIterable {
    case idstr, name, diff, time, imageUrl, url
  }

  /// One field of an entry as found in the file.
  enum Field: Equatable {
    case missing
    case notAString
    case text(String)
  }

  /// One dictionary of the root array, every field read with `try?`; never
  /// fails once the element is a dictionary.
  ///
  /// A plist of 100,000 dishes has 600,000 fields, so each is looked up
  /// once (`contains` only after a failed read, to tell a missing field
  /// from one of another type) and kept in a stored property rather than
  /// a dictionary per entry.
  struct RawEntry: Decodable {
    private var idstr = Field.missing
    private var name = Field.missing
    private var diff = Field.missing
    private var time = Field.missing
    private var imageUrl = Field.missing
    private var url = Field.missing

    /// An entry with every field missing (`XMLReader` fills it).
    init() {}

    /// Sets one field (`XMLReader`; the last of a repeated key wins).
    mutating func set(_ key: Key, _ field: Field) {
      switch key {
      case .idstr: idstr = field
      case .name: name = field
      case .diff: diff = field
      case .time: time = field
      case .imageUrl: imageUrl = field
      case .url: url = field
      }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      func read(_ key: Key) -> Field {
        if let text = try? container.decode(String.self, forKey: key) { return .text(text) }
        return container.contains(key) ? .notAString : .missing
      }
      idstr = read(.idstr)
      name = read(.name)
      diff = read(.diff)
      time = read(.time)
      imageUrl = read(.imageUrl)
      url = read(.url)
    }

    /// Every key of `Key`, as found.
    subscript(key: Key) -> Field {
      switch key {
      case .idstr: idstr
      case .name: name
      case .diff: diff
      case .time: time
      case .imageUrl: imageUrl
      case .url: url
      }
    }

    /// The field's text, nil when it is missing, not a string, or blank.
    func text(_ key: Key) -> String? {
      guard case .text(let text) = self[key], !Self.isBlank(text) else { return nil }
      return text
    }

    /// Whether every Character of `text` is white space. A text whose first
    /// scalar is not white space is not blank (its first Character is not),
    /// which answers for almost every field without walking its Characters.
    static func isBlank(_ text: String) -> Bool {
      if let byte = text.utf8.first, byte > 0x20, byte < 0x7F { return false }
      if let first = text.unicodeScalars.first, !first.properties.isWhitespace { return false }
      return text.allSatisfy(\.isWhitespace)
    }

    /// Why the entry lacks a usable `idstr` or `name`, e.g. "no name".
    var missingRequiredFields: String {
      let reasons: [String] = [Key.idstr, Key.name].compactMap { key in
        switch self[key] {
        case .missing: "no \(key.rawValue)"
        case .notAString: "\(key.rawValue) is not a string"
        case .text(let text) where Self.isBlank(text): "\(key.rawValue) is empty"
        case .text: nil
        }
      }
      return reasons.joined(separator: ", ")
    }

    /// " (<name>)" or " (id <idstr>)" to help find a skipped entry, or "".
    var label: String {
      if let name = text(.name) { return " (\(BundleProblem.printable(name, limit: 40)))" }
      if let idstr = text(.idstr) { return " (id \(BundleProblem.printable(idstr, limit: 40)))" }
      return ""
    }
  }

  /// The root array, nil for each element that is not a dictionary.
  struct RawRoot: Decodable {
    private(set) var entries: [RawEntry?] = []

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      while !container.isAtEnd {
        let before = container.currentIndex
        if let entry = try? container.decode(RawEntry.self) {
          entries.append(entry)
        } else {
          // A failed decode leaves the index in place; step over the element.
          _ = try container.decode(Ignored.self)
          entries.append(nil)
        }
        guard container.currentIndex > before else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: container.codingPath, debugDescription: "element not consumed"))
        }
      }
    }
  }

  /// Accepts any value and reads nothing.
  struct Ignored: Decodable {
    init(from decoder: any Decoder) {}
  }

  /// What a root that is not an array is, for the error message.
  enum RootKind: String, Decodable {
    case dictionary = "a dictionary"
    case string = "a string"
    case boolean = "a boolean"
    case number = "a number"
    case date = "a date"
    case data = "data"
    case other = "a value"

    init(from decoder: any Decoder) throws {
      if (try? decoder.container(keyedBy: Key.self)) != nil {
        self = .dictionary
        return
      }
      let single = try decoder.singleValueContainer()
      if (try? single.decode(String.self)) != nil {
        self = .string
      } else if (try? single.decode(Bool.self)) != nil {
        self = .boolean
      } else if (try? single.decode(Double.self)) != nil {
        self = .number
      } else if (try? single.decode(Date.self)) != nil {
        self = .date
      } else if (try? single.decode(Data.self)) != nil {
        self = .data
      } else {
        self = .other
      }
    }
  }
}
