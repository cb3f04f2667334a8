import SplitLayout

/// Draws rects as letters on a row of `width` dots, like ratatui's
/// `letters()`: `letters(width: 10, [("M", rect1), ("D", rect2)])` is
/// `"MMM|DDDDDD"`-style text that a named test case can compare exactly.
/// Later rects overwrite earlier ones; cells outside the row are ignored.
public func letters(width: Int, _ parts: [(Character, Rect?)]) -> String {
  var row = Array(repeating: Character("."), count: max(0, width))
  for (letter, rect) in parts {
    guard let rect else { continue }
    for x in rect.minX..<max(rect.minX, rect.maxX) where x >= 0 && x < row.count {
      row[x] = letter
    }
  }
  return String(row)
}

/// The rows of a screen of `size` with each rect drawn in its letter, for
/// two-dimensional cases (drawers, popovers, sheets).
public func letterRows(size: Size, _ parts: [(Character, Rect?)]) -> [String] {
  var grid = Array(
    repeating: Array(repeating: Character("."), count: size.width), count: size.height)
  for (letter, rect) in parts {
    guard let rect else { continue }
    for y in rect.minY..<max(rect.minY, rect.maxY) where y >= 0 && y < size.height {
      for x in rect.minX..<max(rect.minX, rect.maxX) where x >= 0 && x < size.width {
        grid[y][x] = letter
      }
    }
  }
  return grid.map { String($0) }
}
