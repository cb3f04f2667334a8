import SplitLayout
import TermUI

/// The Theme popover's colour field, the seed's "pick a colour from a
/// picture" (000, §3.2.3): hue across, lightness down. With Unicode glyphs
/// each cell is an upper half block, two colours a cell (foreground the
/// upper, background the lower), so 4 rows show 8 lightness steps; with
/// `--ascii` (fonts that draw `▀` wide) each cell is a blank of one colour,
/// 8 rows. Drawn in 24-bit colour, or the nearest of the 256.
struct ColourField {
  /// Lightness steps from top (light) to bottom (dark).
  static let lines = 8
  static let saturation = 0.85
  static let lightest = 0.82
  static let darkest = 0.22

  /// The columns (hues) and the colour depth.
  var width: Int
  var colors: ColorSupport
  /// The cross: a hue column and a lightness line.
  var cross = Point(x: 0, y: 0)

  /// The rows the field takes: half blocks put two lines in a row.
  static func height(halfBlocks: Bool) -> Int { halfBlocks ? lines / 2 : lines }

  /// The colour at hue column `x` and lightness line `line`.
  func color(x: Int, line: Int) -> Color {
    let hue = Double(max(0, min(x, width - 1))) / Double(max(1, width)) * 360
    let step = (Self.lightest - Self.darkest) / Double(Self.lines - 1)
    let lightness = Self.lightest - Double(max(0, min(line, Self.lines - 1))) * step
    let value = Self.rgb(hue: hue, saturation: Self.saturation, lightness: lightness)
    return colors == .direct ? .rgb(value) : Color.rgb(value).downgraded(to: .palette256)
  }

  /// The colour under the cross.
  var picked: Color { color(x: cross.x, line: cross.y) }

  /// Moves the cross, kept inside the field.
  mutating func move(dx: Int, dy: Int) {
    cross = Point(
      x: max(0, min(width - 1, cross.x + dx)), y: max(0, min(Self.lines - 1, cross.y + dy)))
  }

  /// Draws the field in `rect` (its width should be `width`).
  func draw(in canvas: inout Canvas, rect: Rect, halfBlocks: Bool, theme: Theme) {
    for row in 0..<rect.height {
      for x in 0..<min(width, rect.width) {
        let point = Point(x: rect.minX + x, y: rect.minY + row)
        let upper = halfBlocks ? row * 2 : row
        let lower = halfBlocks ? row * 2 + 1 : row
        let isCross = x == cross.x && (cross.y == upper || cross.y == lower)
        if isCross {
          let fill = picked
          canvas.write(
            "+", at: point,
            style: Style(foreground: theme.text(on: fill), background: fill, attributes: [.bold]))
        } else if halfBlocks {
          canvas.write(
            "▀", at: point,
            style: Style(foreground: color(x: x, line: upper), background: color(x: x, line: lower))
          )
        } else {
          canvas.write(" ", at: point, style: Style(background: color(x: x, line: upper)))
        }
      }
    }
  }

  /// HSL to RGB (hue in degrees, the others 0...1).
  static func rgb(hue: Double, saturation: Double, lightness: Double) -> RGB {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let h = hue / 60
    let second = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch h {
      case ..<1: (chroma, second, 0)
      case ..<2: (second, chroma, 0)
      case ..<3: (0, chroma, second)
      case ..<4: (0, second, chroma)
      case ..<5: (second, 0, chroma)
      default: (chroma, 0, second)
      }
    let m = lightness - chroma / 2
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, ((v + m) * 255).rounded()))) }
    return RGB(byte(r), byte(g), byte(b))
  }
}
