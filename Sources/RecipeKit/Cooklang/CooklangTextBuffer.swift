/// A text built a scalar at a time, kept as UTF-8 bytes and made a
/// `String` once at the end.
///
/// The Cooklang reader builds its texts from scalars; appending them one
/// by one to a `String.UnicodeScalarView` (or making a `String` of a slice
/// of scalars) costs hundreds of instructions a scalar, most of a parse
/// (profiled with callgrind on the bench's 10,000 files: DECISIONS.md,
/// "Cooklang speed"). The bytes give the same `String`.
struct CooklangTextBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  var isEmpty: Bool { bytes.isEmpty }

  /// Appends `scalar` as UTF-8.
  @inline(__always)
  mutating func append(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(truncatingIfNeeded: value))
    case 0x80..<0x800:
      bytes.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
    case 0x800..<0x10000:
      bytes.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
    default:
      bytes.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
    }
  }

  /// Appends every scalar of `scalars`.
  mutating func append(contentsOf scalars: ArraySlice<Unicode.Scalar>) {
    for scalar in scalars { append(scalar) }
  }

  /// Appends the UTF-8 of `text`.
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// The text so far.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// The text of `scalars`.
  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var buffer = CooklangTextBuffer(capacity: scalars.count)
    buffer.append(contentsOf: scalars)
    return buffer.string
  }
}
