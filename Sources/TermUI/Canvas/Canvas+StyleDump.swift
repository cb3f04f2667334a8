/// The styles of a frame as text, so tests can compare colours (the light
/// variant's goldens) where `Canvas.text` shows only characters.
extension Canvas {
  /// One line per row that has a styled cell: `y: x-x fg/bg attributes`
  /// for each run of cells of the same style but the plain one, e.g.
  /// `3: 0-29 231/30 bold, 31-40 244/-`. Colours are `-` (the default),
  /// an index, or `#rrggbb`.
  public var styleDump: String {
    var lines: [String] = []
    for y in 0..<size.height {
      var runs: [String] = []
      var x = 0
      while x < size.width {
        let style = self[x, y].style
        var end = x
        while end + 1 < size.width && self[end + 1, y].style == style { end += 1 }
        if style != .plain { runs.append("\(x)-\(end) \(style.dumped)") }
        x = end + 1
      }
      if !runs.isEmpty { lines.append("\(y): " + runs.joined(separator: ", ")) }
    }
    return lines.joined(separator: "\n")
  }
}

extension Style {
  /// `fg/bg` and the attributes' names.
  var dumped: String {
    var text = foreground.dumped + "/" + background.dumped
    let names: [(TextAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.underline, "underline"), (.reverse, "reverse"),
    ]
    for (attribute, name) in names where attributes.contains(attribute) { text += " " + name }
    return text
  }
}

extension Color {
  var dumped: String {
    switch self {
    case .default: return "-"
    case .indexed(let index): return String(index)
    case .rgb(let r, let g, let b):
      func hex(_ v: UInt8) -> String {
        let digits = String(v, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }
      return "#" + hex(r) + hex(g) + hex(b)
    }
  }
}
