#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour's red, green and blue values, for the contrast computations
/// of the theme (WCAG 2 relative luminance and contrast ratio).
public struct RGB: Hashable, Sendable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  public static let black = RGB(0, 0, 0)
  public static let white = RGB(255, 255, 255)

  /// xterm's default values of the sixteen basic colours.
  static let xtermBasic: [RGB] = [
    RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
    RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
    RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
    RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
  ]

  /// The value of an indexed colour in xterm's default palette.
  public static func xterm(_ index: UInt8) -> RGB {
    if index < 16 { return xtermBasic[Int(index)] }
    if index >= 232 {
      let v = UInt8(8 + 10 * (Int(index) - 232))
      return RGB(v, v, v)
    }
    let n = Int(index) - 16
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    return RGB(levels[(n / 36) % 6], levels[(n / 6) % 6], levels[n % 6])
  }

  /// WCAG 2 relative luminance, 0 (black) to 1 (white).
  public var luminance: Double {
    let linear = RGB.linear
    return 0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
  }

  /// The sRGB components made linear, by value.
  private static let linear: [Double] = (0...255).map { component in
    let c = Double(component) / 255
    return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// The WCAG 2 contrast ratio of two colours, 1 to 21.
  public func contrast(with other: RGB) -> Double {
    let a = luminance
    let b = other.luminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// True for a colour on which black text reads better than white.
  public var isLight: Bool { contrast(with: .black) >= contrast(with: .white) }

  /// This colour mixed with `other`: `amount` 0 keeps it, 1 gives `other`.
  public func mixed(with other: RGB, _ amount: Double) -> RGB {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded().clamped(0, 255))
    }
    return RGB(mix(r, other.r), mix(g, other.g), mix(b, other.b))
  }

  /// Squared distance, weighted for the eye (the "redmean" approximation).
  func distance(to other: RGB) -> Double {
    let mean = (Double(r) + Double(other.r)) / 2
    let dr = Double(r) - Double(other.r)
    let dg = Double(g) - Double(other.g)
    let db = Double(b) - Double(other.b)
    return (2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db
  }

  /// The index in `range` whose xterm value is nearest to this colour.
  func nearestIndex(in range: ClosedRange<Int>) -> UInt8 {
    var best = range.lowerBound
    var bestDistance = Double.infinity
    for index in range {
      let d = distance(to: RGB.xterm(UInt8(index)))
      if d < bestDistance {
        bestDistance = d
        best = index
      }
    }
    return UInt8(best)
  }

  /// Parses `rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a component), the
  /// form of an OSC 10/11 answer, or `#RRGGBB`.
  public init?(x11 text: Substring) {
    var body = text
    if body.hasPrefix("rgba:") {
      body = body.dropFirst(5)
    } else if body.hasPrefix("rgb:") {
      body = body.dropFirst(4)
    } else if body.hasPrefix("#"), body.count == 7 {
      let hex = body.dropFirst()
      guard let value = UInt32(hex, radix: 16) else { return nil }
      self.init(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
      return
    } else {
      return nil
    }
    let parts = body.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    var values: [UInt8] = []
    for part in parts.prefix(3) {
      guard (1...4).contains(part.count), let value = UInt32(part, radix: 16) else { return nil }
      let maximum = Double((1 << (4 * part.count)) - 1)
      values.append(UInt8((Double(value) / maximum * 255).rounded()))
    }
    self.init(values[0], values[1], values[2])
  }
}

extension Comparable {
  fileprivate func clamped(_ low: Self, _ high: Self) -> Self { min(max(self, low), high) }
}
