import SplitLayout

/// A terminal colour: the terminal's default, or one of the 256 indexed
/// colours (0-7 the basic eight, 8-15 their bright forms, 16-231 a 6x6x6
/// cube, 232-255 a grey ramp).
public enum Color: Hashable, Sendable {
  case `default`
  case indexed(UInt8)

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

  /// This colour as the terminal can show it: unchanged with 256 colours,
  /// the nearest of the basic eight with 8, the default with none.
  public func downgraded(to support: ColorSupport) -> Color {
    switch (self, support) {
    case (.default, _), (_, .palette256): return self
    case (_, .none): return .default
    case (.indexed(let index), .eight):
      return .indexed(Color.nearestBasic(index))
    }
  }

  /// The basic colour (0-7) closest to an indexed colour.
  static func nearestBasic(_ index: UInt8) -> UInt8 {
    if index < 8 { return index }
    if index < 16 { return index - 8 }
    let (r, g, b) = rgb(index)
    // Compare against the xterm basic palette.
    let basics: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
      (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    ]
    var best = 0
    var bestDistance = Int.max
    for (i, c) in basics.enumerated() {
      let d = (c.0 - r) * (c.0 - r) + (c.1 - g) * (c.1 - g) + (c.2 - b) * (c.2 - b)
      if d < bestDistance {
        bestDistance = d
        best = i
      }
    }
    return UInt8(best)
  }

  /// The xterm RGB value of an indexed colour from 16 up.
  static func rgb(_ index: UInt8) -> (Int, Int, Int) {
    if index >= 232 {
      let v = 8 + 10 * (Int(index) - 232)
      return (v, v, v)
    }
    let n = Int(index) - 16
    let levels = [0, 95, 135, 175, 215, 255]
    return (levels[(n / 36) % 6], levels[(n / 6) % 6], levels[n % 6])
  }
}

/// How many colours the terminal (and the user, through `NO_COLOR`) allows.
public enum ColorSupport: Int, Hashable, Sendable, Comparable {
  /// No colours: attributes only (bold, reverse, underline, dim).
  case none = 0
  /// The basic eight.
  case eight = 8
  /// 256 indexed colours.
  case palette256 = 256

  public static func < (a: ColorSupport, b: ColorSupport) -> Bool { a.rawValue < b.rawValue }

  /// The support for a terminal reporting `colors` colours.
  public init(colors: Int) {
    self = colors >= 256 ? .palette256 : colors >= 8 ? .eight : .none
  }
}
