import SplitLayout
import TermUI

/// A small terminal emulator (the xterm subset that ncurses uses for
/// `TERM=xterm-256color`) that turns the bytes a program wrote into the
/// screen a person would see, the state of the DEC private modes, and a
/// record of everything a program should never send from data.
///
/// Tests feed it the output of a `PseudoTerminal` and check the screen
/// text (compared with the canvas the app drew), the final modes after an
/// exit (alternate screen left, mouse tracking off, cursor visible), and
/// that no OSC, BEL, C1 control, invalid UTF-8 or unknown sequence
/// appeared. Colours and attributes are not kept. Widths come from
/// `ColumnWidth`, the function the app and ncurses use.
///
/// The app's own queries (DECRQM, DA1, OSC 11 `?`) and OSC 52 clipboard
/// writes are recorded by name apart from everything else.
///
/// Sequences it understands: C0 controls (BS HT LF VT FF CR BEL), `ESC 7 8 M
/// D E c = > ( )`, CSI `@ A B C D E F G H J K L M P S T X b d f h l m n r s
/// t u c` with `?` private modes, OSC and DCS/APC/PM/SOS strings (recorded,
/// not acted on), DEC line drawing in G0.
public struct VirtualTerminal {
  /// One cell of the screen.
  struct ScreenCell: Equatable {
    var character: Character = " "
    /// 1 or 2; 0 for the right half of a double-width character.
    var width: UInt8 = 1

    static let blank = ScreenCell()
  }

  /// The screen's size in cells.
  public private(set) var size: Size
  var grid: [[ScreenCell]]
  /// The other buffer: the main screen while the alternate one is shown.
  var otherGrid: [[ScreenCell]]
  /// True while the alternate screen (mode 1049, 1047 or 47) is shown.
  public internal(set) var isAlternateScreen = false
  /// The last value set for each DEC private mode (`CSI ? n h` / `l`).
  public internal(set) var privateModes: [Int: Bool] = [:]
  /// The last value set for each ANSI mode (`CSI n h` / `l`; 4 is insert).
  var ansiModes: [Int: Bool] = [:]
  /// True after `ESC =` (keypad application mode), false after `ESC >`.
  public internal(set) var isKeypadApplicationMode = false
  /// The cursor (column, row), 0-based.
  public internal(set) var cursor = Point.zero
  var savedCursor = Point.zero
  var scrollTop = 0
  var scrollBottom: Int
  var wrapPending = false
  var lineDrawing = false
  var lastPrinted: Character?

  /// The payloads of every OSC sequence (`ESC ] ... BEL/ST`): title
  /// changes, clipboard writes, hyperlinks. ncurses sends none.
  public internal(set) var operatingSystemCommands: [String] = []
  /// DCS, APC, PM and SOS strings, as `"P..."`, `"_..."`, `"^..."`, `"X..."`.
  public internal(set) var controlStrings: [String] = []
  /// How many BEL characters arrived outside OSC strings.
  public internal(set) var bellCount = 0
  /// C1 control characters (U+0080...U+009F) that arrived, UTF-8 encoded.
  public internal(set) var c1Controls: [UInt32] = []
  /// Bytes that were not valid UTF-8 (each shown as U+FFFD).
  public internal(set) var invalidUTF8Count = 0
  /// Sequences that ask the terminal to answer (device status, device
  /// attributes, window reports), as written, e.g. `"CSI 6n"`.
  public internal(set) var requests: [String] = []
  /// The app's own queries, by name, in order: `DECRQM 2026`, `OSC 11?`,
  /// `DA1` (issue 18). They are not in `requests`, which holds what no
  /// one should send.
  public internal(set) var appQueries: [String] = []
  /// The base64 payloads of OSC 52 clipboard writes (`y`).
  public internal(set) var clipboardWrites: [String] = []
  /// Window operations (`CSI ... t`) other than requests, e.g. `"22;0;0"`
  /// (ncurses saves and restores the title with smcup/rmcup this way).
  public internal(set) var windowOperations: [String] = []
  /// Sequences this emulator does not know, as written.
  public internal(set) var unknownSequences: [String] = []

  var parser = Parser()

  /// A blank terminal of `size`, in its normal (main) screen.
  public init(size: Size) {
    self.size = size
    let blank = Self.blankGrid(size)
    grid = blank
    otherGrid = blank
    scrollBottom = max(0, size.height - 1)
  }

  /// A terminal of `size` that has received `bytes`.
  public init(size: Size, feeding bytes: some Sequence<UInt8>) {
    self.init(size: size)
    feed(bytes)
  }

  static func blankGrid(_ size: Size) -> [[ScreenCell]] {
    Array(
      repeating: Array(repeating: ScreenCell.blank, count: max(0, size.width)),
      count: max(0, size.height))
  }

  // MARK: State

  /// Whether DEC private mode `mode` is set now; `isCursorVisible` and
  /// autowrap (7) default to set, every other mode to reset.
  public func isSet(privateMode mode: Int) -> Bool {
    privateModes[mode] ?? (mode == 25 || mode == 7)
  }

  /// True unless the cursor was hidden (`CSI ? 25 l`) and not shown again.
  public var isCursorVisible: Bool { isSet(privateMode: 25) }

  /// The rows of the screen shown now, each exactly `size.width` columns
  /// (double-width characters written once).
  public var rows: [String] {
    grid.map { row in
      var line = ""
      for cell in row where cell.width != 0 { line.append(cell.character) }
      return line
    }
  }

  /// The screen as `Canvas.text` and `recipes --render` print it: rows
  /// joined by newlines, trailing blanks removed.
  public var text: String {
    rows.map { $0.droppingTrailingSpaces() }.joined(separator: "\n")
  }

  /// Changes the size, as a terminal window does: rows and columns are cut
  /// or added at the bottom and right, the cursor stays inside, the scroll
  /// region becomes the whole screen.
  public mutating func resize(to newSize: Size) {
    func fit(_ old: [[ScreenCell]]) -> [[ScreenCell]] {
      var result = Self.blankGrid(newSize)
      for y in 0..<min(old.count, newSize.height) {
        for x in 0..<min(old[y].count, newSize.width) { result[y][x] = old[y][x] }
        // Never leave half a wide glyph at the new right edge.
        if newSize.width > 0, result[y][newSize.width - 1].width == 2 {
          result[y][newSize.width - 1] = .blank
        }
      }
      return result
    }
    grid = fit(grid)
    otherGrid = fit(otherGrid)
    size = newSize
    scrollTop = 0
    scrollBottom = max(0, newSize.height - 1)
    cursor = Point(
      x: min(cursor.x, max(0, newSize.width - 1)), y: min(cursor.y, max(0, newSize.height - 1)))
    wrapPending = false
  }

  // MARK: Printing

  /// Puts one printable scalar at the cursor, with autowrap and insert
  /// mode, keeping double-width characters whole.
  mutating func show(_ scalar: Unicode.Scalar) {
    guard size.width > 0, size.height > 0 else { return }
    var scalar = scalar
    if lineDrawing, let mapped = Self.lineDrawingMap[scalar] { scalar = mapped }
    let width: Int
    switch ColumnWidth.kind(of: scalar) {
    case .printable(let w): width = w
    case .replaced: width = 1
    case .combining:
      attachMark(scalar)
      return
    case .invisible:
      return
    }
    if wrapPending && isSet(privateMode: 7) {
      cursor.x = 0
      index()
    }
    wrapPending = false
    if width == 2 && cursor.x == size.width - 1 {
      guard isSet(privateMode: 7) else { return }
      cursor.x = 0
      index()
    }
    if ansiModes[4] == true { insertBlanks(width) }
    put(ScreenCell(character: Character(scalar), width: UInt8(width)), x: cursor.x, y: cursor.y)
    if width == 2, cursor.x + 1 < size.width {
      put(ScreenCell(character: " ", width: 0), x: cursor.x + 1, y: cursor.y)
    }
    lastPrinted = Character(scalar)
    if cursor.x + width >= size.width {
      cursor.x = size.width - 1
      wrapPending = true
    } else {
      cursor.x += width
    }
  }

  /// Writes a cell, blanking the other half of any wide glyph it cuts.
  mutating func put(_ cell: ScreenCell, x: Int, y: Int) {
    guard y >= 0, y < size.height, x >= 0, x < size.width else { return }
    let old = grid[y][x]
    if old.width == 0, x > 0, cell.width != 0 { grid[y][x - 1] = .blank }
    if old.width == 2, x + 1 < size.width, grid[y][x + 1].width == 0 {
      grid[y][x + 1] = .blank
    }
    grid[y][x] = cell
  }

  private mutating func attachMark(_ mark: Unicode.Scalar) {
    var x = wrapPending ? cursor.x : cursor.x - 1
    guard x >= 0, cursor.y < size.height else { return }
    if grid[cursor.y][x].width == 0, x > 0 { x -= 1 }
    var text = String(grid[cursor.y][x].character)
    text.unicodeScalars.append(mark)
    if text.count == 1, let combined = text.first { grid[cursor.y][x].character = combined }
  }

  /// DEC special graphics (`ESC ( 0`): what `` ` `` to `~` stand for.
  static let lineDrawingMap: [Unicode.Scalar: Unicode.Scalar] = [
    "j": "┘", "k": "┐", "l": "┌", "m": "└", "n": "┼", "q": "─", "t": "├", "u": "┤", "v": "┴",
    "w": "┬", "x": "│", "a": "▒", "`": "◆", "~": "·", "f": "°", "g": "±", "y": "≤",
    "z": "≥", "{": "π", "|": "≠", "}": "£", "h": "␤", "i": "␋", "o": "⎺", "p": "⎻", "r": "⎼",
    "s": "⎽",
  ]
}
