/// A query as the matcher reads it: lower-cased, `ü` as `v`, control and
/// format characters removed, white space collapsed to single spaces and
/// trimmed, at most `maximumLength` scalars (the rest is ignored).
///
/// A prefix of a typed text gives a prefix of its query, so a query that
/// `extends` the previous one can only match names the previous one matched
/// (the index narrows its last results).
public struct SearchQuery: Equatable, Sendable {
  /// Scalars kept: longer queries match nothing a name could hold anyway,
  /// since the index reads at most `NameTable.maximumUnits` characters of a name.
  public static let maximumLength = 256

  /// The lower-cased scalars.
  let scalars: [UInt32]

  /// Prepares `text`, as typed.
  public init(_ text: String) {
    var scalars: [UInt32] = []
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalars.count >= Self.maximumLength { break }
      if scalar.properties.isWhitespace {
        pendingSpace = !scalars.isEmpty
        continue
      }
      switch scalar.properties.generalCategory {
      case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
        .paragraphSeparator:
        continue
      default: break
      }
      if pendingSpace {
        scalars.append(0x20)
        pendingSpace = false
      }
      Self.appendLowercased(scalar, to: &scalars)
    }
    self.scalars = Array(scalars.prefix(Self.maximumLength))
  }

  /// Appends `scalar` lower-cased (`ü` as `v`), as names are stored.
  static func appendLowercased(_ scalar: Unicode.Scalar, to scalars: inout [UInt32]) {
    let value = scalar.value
    if value < 0x80 {
      scalars.append((0x41...0x5A).contains(value) ? value + 0x20 : value)
    } else if value == 0xFC || value == 0xDC {
      scalars.append(0x76)  // ü, Ü: v
    } else if (0x2E80..<0xA000).contains(value) || !scalar.properties.changesWhenLowercased {
      scalars.append(value)
    } else {
      for lower in scalar.properties.lowercaseMapping.unicodeScalars {
        scalars.append(lower.value)
      }
    }
  }

  /// True when nothing is left to match.
  public var isEmpty: Bool { scalars.isEmpty }

  /// The query as text (printable: no control or format characters).
  public var text: String {
    var text = ""
    for value in scalars {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    return text
  }

  /// Whether this query starts with all of `other`.
  public func extends(_ other: SearchQuery) -> Bool {
    other.scalars.count <= scalars.count && scalars.starts(with: other.scalars)
  }
}
