import SplitLayout

extension VirtualTerminal {
  /// Carries out `CSI <text> <final>`; `text` holds the parameters, any
  /// private marker (`?`, `>`, `<`, `=`) and intermediates.
  mutating func controlSequence(_ text: String, final: Character) {
    let written = "CSI " + text + String(final)
    var body = Substring(text)
    var marker: Character?
    if let first = body.first, "?><=".contains(first) {
      marker = first
      body = body.dropFirst()
    }
    let intermediates = body.drop { !(" !\"#$%&'()*+,-./".contains($0)) }
    let numbers = body.prefix { !(" !\"#$%&'()*+,-./".contains($0)) }
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    /// Parameter `i`, with 0 or absent meaning `fallback`.
    func parameter(_ i: Int, _ fallback: Int = 1) -> Int {
      guard i < numbers.count, let value = numbers[i], value > 0 else { return fallback }
      return value
    }
    if marker == "?" && intermediates == "$" && final == "p" {
      // DECRQM: the app asks whether the terminal has a mode (2026).
      appQueries.append("DECRQM " + numbers.compactMap { $0.map(String.init) }.joined())
      return
    }
    if !intermediates.isEmpty {
      // DECSCUSR (`CSI n SP q`, cursor shape) is harmless; others unknown.
      if intermediates == " " && final == "q" { return }
      unknownSequences.append(written)
      return
    }
    switch marker {
    case "?":
      switch final {
      case "h", "l":
        for mode in numbers.compactMap({ $0 }) { setPrivateMode(mode, final == "h") }
      default:
        unknownSequences.append(written)
      }
      return
    case .some:
      // `CSI > c`, `CSI = c` (device attributes), `CSI > ... m` and kin.
      if final == "c" { requests.append(written) } else { unknownSequences.append(written) }
      return
    case nil:
      break
    }
    if final != "b" && final != "m" { wrapPending = false }
    switch final {
    case "@": insertBlanks(parameter(0))
    case "A": cursor.y = max(cursor.y < scrollTop ? 0 : scrollTop, cursor.y - parameter(0))
    case "B", "e":
      cursor.y = min(
        cursor.y > scrollBottom ? size.height - 1 : scrollBottom, cursor.y + parameter(0))
    case "C", "a": cursor.x = min(size.width - 1, cursor.x + parameter(0))
    case "D": cursor.x = max(0, cursor.x - parameter(0))
    case "E":
      cursor = Point(x: 0, y: min(scrollBottom, cursor.y + parameter(0)))
    case "F":
      cursor = Point(x: 0, y: max(scrollTop, cursor.y - parameter(0)))
    case "G", "`": cursor.x = clampX(parameter(0) - 1)
    case "d": cursor.y = clampY(parameter(0) - 1)
    case "H", "f": cursor = Point(x: clampX(parameter(1) - 1), y: clampY(parameter(0) - 1))
    case "J": eraseInDisplay(parameter(0, 0))
    case "K": eraseInLine(parameter(0, 0))
    case "L": insertLines(parameter(0))
    case "M": deleteLines(parameter(0))
    case "P": deleteCharacters(parameter(0))
    case "S": scrollUp(parameter(0))
    case "T": scrollDown(parameter(0))
    case "X":
      for x in cursor.x..<min(size.width, cursor.x + parameter(0)) {
        put(.blank, x: x, y: cursor.y)
      }
    case "b":
      if let character = lastPrinted {
        for _ in 0..<min(parameter(0), 100_000) {
          for scalar in character.unicodeScalars { show(scalar) }
        }
      }
    case "h", "l":
      for mode in numbers.compactMap({ $0 }) { ansiModes[mode] = final == "h" }
    case "m":
      break
    case "r":
      let top = parameter(0) - 1
      let bottom = parameter(1, size.height) - 1
      if top < bottom && bottom < size.height {
        scrollTop = top
        scrollBottom = bottom
        cursor = .zero
      }
    case "s": savedCursor = cursor
    case "u": cursor = savedCursor
    case "c" where text.isEmpty || text == "0":
      // DA1, the app's last start-up query.
      appQueries.append("DA1")
    case "n", "c":
      requests.append(written)
    case "t":
      let operation = parameter(0, 0)
      // 11, 13, 14, 18, 19, 20, 21: reports the terminal answers.
      if [11, 13, 14, 18, 19, 20, 21].contains(operation) {
        requests.append(written)
      } else {
        windowOperations.append(String(text))
      }
    default:
      unknownSequences.append(written)
    }
  }

  private func clampX(_ x: Int) -> Int { min(max(0, x), max(0, size.width - 1)) }
  private func clampY(_ y: Int) -> Int { min(max(0, y), max(0, size.height - 1)) }

  private mutating func setPrivateMode(_ mode: Int, _ on: Bool) {
    let wasOn = isSet(privateMode: mode)
    privateModes[mode] = on
    switch mode {
    case 47, 1047, 1049:
      guard on != isAlternateScreen else { return }
      if mode == 1049 && on { savedCursor = cursor }
      swap(&grid, &otherGrid)
      isAlternateScreen = on
      if on { grid = Self.blankGrid(size) }
      if mode == 1049 && !on { cursor = savedCursor }
      wrapPending = false
    case 7:
      if wasOn && !on { wrapPending = false }
    default:
      break
    }
  }

  // MARK: Lines and scrolling

  /// Moves down a line, scrolling the region at its bottom.
  mutating func index() {
    if cursor.y == scrollBottom {
      scrollUp(1)
    } else if cursor.y < size.height - 1 {
      cursor.y += 1
    }
  }

  /// Moves up a line, scrolling the region down at its top.
  mutating func reverseIndex() {
    wrapPending = false
    if cursor.y == scrollTop {
      scrollDown(1)
    } else if cursor.y > 0 {
      cursor.y -= 1
    }
  }

  private var blankRow: [ScreenCell] { Array(repeating: .blank, count: size.width) }

  /// Scrolls the region up `count` lines (blank lines come in at the bottom).
  mutating func scrollUp(_ count: Int, from top: Int? = nil) {
    let top = top ?? scrollTop
    guard top <= scrollBottom, scrollBottom < grid.count else { return }
    for _ in 0..<min(count, scrollBottom - top + 1) {
      grid.remove(at: top)
      grid.insert(blankRow, at: scrollBottom)
    }
  }

  /// Scrolls the region down `count` lines (blank lines come in at the top).
  mutating func scrollDown(_ count: Int, from top: Int? = nil) {
    let top = top ?? scrollTop
    guard top <= scrollBottom, scrollBottom < grid.count else { return }
    for _ in 0..<min(count, scrollBottom - top + 1) {
      grid.remove(at: scrollBottom)
      grid.insert(blankRow, at: top)
    }
  }

  private mutating func insertLines(_ count: Int) {
    guard cursor.y >= scrollTop, cursor.y <= scrollBottom else { return }
    scrollDown(count, from: cursor.y)
    cursor.x = 0
  }

  private mutating func deleteLines(_ count: Int) {
    guard cursor.y >= scrollTop, cursor.y <= scrollBottom else { return }
    scrollUp(count, from: cursor.y)
    cursor.x = 0
  }

  // MARK: Characters

  /// Shifts the rest of the line right by `count` blanks at the cursor.
  mutating func insertBlanks(_ count: Int) {
    guard cursor.y < size.height, cursor.x < size.width else { return }
    var row = grid[cursor.y]
    let count = min(count, size.width - cursor.x)
    row.insert(contentsOf: repeatElement(ScreenCell.blank, count: count), at: cursor.x)
    row.removeLast(count)
    grid[cursor.y] = Self.repaired(row)
  }

  private mutating func deleteCharacters(_ count: Int) {
    guard cursor.y < size.height, cursor.x < size.width else { return }
    var row = grid[cursor.y]
    let count = min(count, size.width - cursor.x)
    row.removeSubrange(cursor.x..<(cursor.x + count))
    row.append(contentsOf: repeatElement(ScreenCell.blank, count: count))
    grid[cursor.y] = Self.repaired(row)
  }

  /// `row` with halves of wide glyphs that lost their partner blanked.
  private static func repaired(_ row: [ScreenCell]) -> [ScreenCell] {
    var row = row
    for x in row.indices {
      if row[x].width == 0 && (x == 0 || row[x - 1].width != 2) { row[x] = .blank }
      if row[x].width == 2 && (x + 1 >= row.count || row[x + 1].width != 0) { row[x] = .blank }
    }
    return row
  }

  private mutating func eraseInLine(_ mode: Int) {
    guard cursor.y < size.height else { return }
    let range: Range<Int>
    switch mode {
    case 0: range = cursor.x..<size.width
    case 1: range = 0..<min(size.width, cursor.x + 1)
    default: range = 0..<size.width
    }
    for x in range { put(.blank, x: x, y: cursor.y) }
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 0:
      eraseInLine(0)
      for y in (cursor.y + 1)..<max(cursor.y + 1, size.height) { grid[y] = blankRow }
    case 1:
      eraseInLine(1)
      for y in 0..<min(cursor.y, size.height) { grid[y] = blankRow }
    default:
      grid = Self.blankGrid(size)
    }
  }
}
