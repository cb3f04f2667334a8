import TermUI

/// The structural promises of a `Canvas`, checked cell by cell: what every
/// frame the app draws must satisfy, whatever the input and the data.
///
/// - a double-width glyph is followed by its continuation cell, and a
///   continuation follows a double-width glyph (no orphan halves);
/// - each cell's width is its character's width (`ColumnWidth`), so each
///   row is exactly the canvas's width in columns;
/// - no cell holds a control character (C0, DEL, C1) or a format character
///   (bidirectional overrides, joiners): data never drives the terminal.
public enum CanvasInvariants {
  /// Descriptions of the broken invariants (empty when all hold), at most
  /// `limit` of them.
  public static func violations(in canvas: Canvas, limit: Int = 10) -> [String] {
    var found: [String] = []
    let size = canvas.size
    let cells = canvas.cells
    for y in 0..<size.height {
      let start = y * size.width
      var x = 0
      while x < size.width && found.count < limit {
        let cell = cells[start + x]
        // Fast path (most cells): one printable ASCII character.
        if cell.width == 1, let ascii = cell.character.asciiValue, ascii >= 0x20, ascii < 0x7F {
          x += 1
          continue
        }
        if cell.isContinuation {
          found.append("orphan right half at \(x),\(y)")
          x += 1
          continue
        }
        for scalar in cell.character.unicodeScalars where isForbidden(scalar) {
          found.append("control or format character U+\(hex(scalar.value)) at \(x),\(y)")
        }
        let width = ColumnWidth.width(of: cell.character)
        if width != Int(cell.width) {
          found.append("cell at \(x),\(y) is \(cell.width) wide but holds a \(width)-column glyph")
        }
        if cell.width == 2 {
          if x + 1 >= size.width || !cells[start + x + 1].isContinuation {
            found.append("wide glyph at \(x),\(y) without its right half")
          }
          x += 2
        } else {
          x += 1
        }
      }
      if found.count >= limit { break }
    }
    return found
  }

  /// C0 controls, DEL, C1 controls and format characters (Cf).
  public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return true }
    if value < 0x7F { return false }
    return scalar.properties.generalCategory == .format
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
