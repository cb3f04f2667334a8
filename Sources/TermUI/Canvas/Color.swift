import SplitLayout

/// A terminal colour: the terminal's default, one of the 256 indexed
/// colours (0-7 the basic eight, 8-15 their bright forms, 16-231 a 6x6x6
/// cube, 232-255 a grey ramp), or a 24-bit colour for terminals that can
/// show one (`ColorSupport.direct`).
public enum Color: Hashable, Sendable {
  case `default`
  case indexed(UInt8)
  case rgb(UInt8, UInt8, UInt8)

  public static let black = Color.indexed(0)
  public static let red = Color.indexed(1)
  public static let green = Color.indexed(2)
  public static let yellow = Color.indexed(3)
  public static let blue = Color.indexed(4)
  public static let magenta = Color.indexed(5)
  public static let cyan = Color.indexed(6)
  public static let white = Color.indexed(7)

  /// A colour of the 6x6x6 cube; each component is clamped to `0...5`.
  public static func cube(_ r: Int, _ g: Int, _ b: Int) -> Color {
    .indexed(UInt8(16 + 36 * r.clamped(0, 5) + 6 * g.clamped(0, 5) + b.clamped(0, 5)))
  }

  /// A grey of the 24-step ramp (0 darkest, 23 lightest).
  public static func grey(_ level: Int) -> Color {
    .indexed(UInt8(232 + level.clamped(0, 23)))
  }

  /// A 24-bit colour.
  public static func rgb(_ value: RGB) -> Color { .rgb(value.r, value.g, value.b) }

  /// The colour as one number (kind in the top byte): a frame compares
  /// thousands of cells, and the synthesized `==` of an enum with payloads
  /// is a switch each time.
  @inlinable
  public var packed: UInt32 {
    switch self {
    case .default: 0
    case .indexed(let index): 1 << 24 | UInt32(index)
    case .rgb(let r, let g, let b): 2 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
  }

  /// The colour `packed` gave `value` (the default for a number it never
  /// gives).
  @inlinable
  public init(packed value: UInt32) {
    switch value >> 24 {
    case 1: self = .indexed(UInt8(truncatingIfNeeded: value))
    case 2:
      self = .rgb(
        UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
        UInt8(truncatingIfNeeded: value))
    default: self = .default
    }
  }

  @inlinable
  public static func == (a: Color, b: Color) -> Bool { a.packed == b.packed }

  public func hash(into hasher: inout Hasher) { hasher.combine(packed) }

  /// The RGB value the terminal shows: xterm's default values for the
  /// sixteen basic colours (which a user's palette may change), the
  /// standard values of the cube and the grey ramp; nil for the default.
  public var rgbValue: RGB? {
    switch self {
    case .default: nil
    case .indexed(let index): RGB.xterm(index)
    case .rgb(let r, let g, let b): RGB(r, g, b)
    }
  }

  /// This colour as the terminal can show it: unchanged with 24-bit
  /// colour, the nearest indexed colour with fewer, the default with none.
  public func downgraded(to support: ColorSupport) -> Color {
    switch (self, support) {
    case (.default, _), (_, .direct): return self
    case (_, .none): return .default
    case (.indexed(let index), .palette256): return .indexed(index)
    case (.indexed(let index), _) where Int(index) < support.rawValue: return self
    case (.indexed(let index), .sixteen) where index < 16: return self
    case (.indexed(let index), .eight) where index < 16: return .indexed(index % 8)
    default:
      guard let value = rgbValue else { return .default }
      return .indexed(value.nearestIndex(in: support.indexRange))
    }
  }
}

/// How many colours the terminal (and the user, through `NO_COLOR`) allows.
public enum ColorSupport: Int, Hashable, Sendable, Comparable, CaseIterable {
  /// No colours: attributes only (bold, reverse, underline, dim).
  case none = 0
  /// The basic eight.
  case eight = 8
  /// The basic eight and their bright forms.
  case sixteen = 16
  /// 256 indexed colours.
  case palette256 = 256
  /// 24-bit colour (a terminfo entry with `RGB`, like `xterm-direct`).
  case direct = 16_777_216

  public static func < (a: ColorSupport, b: ColorSupport) -> Bool { a.rawValue < b.rawValue }

  /// The support for a terminal reporting `colors` colours.
  public init(colors: Int) {
    self =
      colors >= ColorSupport.direct.rawValue
      ? .direct
      : colors >= 256 ? .palette256 : colors >= 16 ? .sixteen : colors >= 8 ? .eight : .none
  }

  /// The indexed colours a colour is downgraded to: the cube and the grey
  /// ramp with 256 (the sixteen basic ones are the user's palette, whose
  /// values we cannot know), the basic ones with 16 or 8.
  var indexRange: ClosedRange<Int> {
    switch self {
    case .none, .eight: 0...7
    case .sixteen: 0...15
    case .palette256, .direct: 16...255
    }
  }

  /// The depth's name, as `--doctor` and `--render-styles` print it.
  public var name: String {
    switch self {
    case .none: "none"
    case .eight: "8"
    case .sixteen: "16"
    case .palette256: "256"
    case .direct: "24-bit"
    }
  }
}
