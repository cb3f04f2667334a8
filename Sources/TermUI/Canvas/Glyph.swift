/// The grapheme of one cell, a base scalar and at most four combining
/// marks, packed into two words.
///
/// A canvas holds thousands of cells and a frame copies, compares and
/// drops all of them; with the grapheme as a `Character` each of those
/// steps was reference counting. A glyph is plain data, so a row of cells
/// copies and compares like bytes. Scalars sit in 21-bit slots: three in
/// `low`, two in `high`; an empty slot is 0 (U+0000 is never stored: the
/// canvas draws control characters as U+FFFD).
public struct Glyph: Hashable, Sendable {
  @usableFromInline var low: UInt64
  @usableFromInline var high: UInt64

  /// At most this many scalars: a base and four marks.
  public static let capacity = 5

  @inlinable
  public init(_ scalar: Unicode.Scalar) {
    low = UInt64(scalar.value)
    high = 0
  }

  /// The first `capacity` scalars of `character`.
  @inlinable
  public init(_ character: Character) {
    if let ascii = character.asciiValue, character.utf8.count == 1 {
      low = UInt64(ascii)
      high = 0
      return
    }
    low = 0
    high = 0
    var index = 0
    for scalar in character.unicodeScalars {
      guard index < Self.capacity else { break }
      setScalar(scalar.value, at: index)
      index += 1
    }
  }

  /// The same scalars (the words compared, inlinable: a frame compares
  /// thousands of cells).
  @inlinable
  public static func == (a: Glyph, b: Glyph) -> Bool { a.low == b.low && a.high == b.high }

  /// A space.
  @inlinable
  public static var space: Glyph { Glyph(Unicode.Scalar(0x20)) }

  /// True for a lone space.
  @inlinable
  public var isSpace: Bool { low == 0x20 && high == 0 }

  /// The glyph's scalars, in order.
  public var scalars: [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    for index in 0..<Self.capacity {
      let value = scalarValue(at: index)
      guard value != 0 else { break }
      result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
    }
    return result
  }

  /// How many scalars the glyph holds.
  public var count: Int {
    var index = 0
    while index < Self.capacity && scalarValue(at: index) != 0 { index += 1 }
    return index
  }

  /// The scalar value in slot `index` (0 when empty).
  @inlinable
  public func scalarValue(at index: Int) -> UInt32 {
    let word = index < 3 ? low : high
    let shift = UInt64((index < 3 ? index : index - 3) * 21)
    return UInt32(truncatingIfNeeded: (word >> shift) & 0x1F_FFFF)
  }

  @inlinable
  mutating func setScalar(_ value: UInt32, at index: Int) {
    let shift = UInt64((index < 3 ? index : index - 3) * 21)
    let bits = UInt64(value & 0x1F_FFFF) << shift
    let mask = ~(UInt64(0x1F_FFFF) << shift)
    if index < 3 { low = low & mask | bits } else { high = high & mask | bits }
  }

  /// The glyph with `mark` added, or nil when it has no room for one.
  public func appending(_ mark: Unicode.Scalar) -> Glyph? {
    let used = count
    guard used < Self.capacity else { return nil }
    var result = self
    result.setScalar(mark.value, at: used)
    return result
  }

  /// The glyph as a `Character`.
  public var character: Character {
    if high == 0 && low <= 0x1F_FFFF {
      return Character(Unicode.Scalar(UInt32(truncatingIfNeeded: low)) ?? "\u{FFFD}")
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text.first ?? " "
  }

  /// Bytes of the glyph in UTF-8.
  public var utf8Count: Int {
    var total = 0
    for index in 0..<Self.capacity {
      let value = scalarValue(at: index)
      guard value != 0 else { break }
      total += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
    }
    return total
  }
}
