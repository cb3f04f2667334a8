import SplitLayout

/// What a key did to a text field.
public enum TextFieldAction: Hashable, Sendable {
  /// Not a key of the field (`enter`, `esc`, `tab`, `up` …): the owner
  /// decides what it means.
  case ignored
  /// The text changed.
  case edited
  /// The key was the field's but the text stayed: the cursor moved, or
  /// could not (an arrow at the line's end, a full line), so the key does
  /// nothing and never leaves the line.
  case kept
}

/// A one-line text input, edited as readline edits (issue 29, point 5):
/// the one way the app's input lines (the dish filter, the search palette,
/// "What can I cook?", the help's filter, a name asked on the bottom line)
/// take text.
///
/// `left`/`right`/`home`/`end` and `ctrl-a`/`ctrl-e` move the cursor and
/// never leave the line; `backspace`, `delete` and `ctrl-d` delete;
/// `ctrl-u` deletes to the start, `ctrl-k` to the end, `ctrl-w` the word
/// before the cursor; a printable key or a paste is inserted at the
/// cursor. Line breaks and tabs are never part of the text, and it holds at
/// most `maximumLength` characters (typing into a full line does nothing,
/// so each key costs at most one search of that many characters).
public final class TextField {
  /// The text typed.
  public var text: String { String(characters) }
  /// The cursor, as a count of the characters before it.
  public private(set) var cursor = 0
  /// The most characters the line holds.
  public let maximumLength: Int
  private var characters: [Character] = []

  /// The most characters an app's input line holds by default: far more
  /// than any name or list of ingredients.
  public static let defaultMaximumLength = 256

  public init(text: String = "", maximumLength: Int = TextField.defaultMaximumLength) {
    self.maximumLength = max(1, maximumLength)
    setText(text)
  }

  /// True when nothing is typed.
  public var isEmpty: Bool { characters.isEmpty }

  /// Replaces the text (line breaks and tabs left out, cut to
  /// `maximumLength`) and puts the cursor at its end.
  public func setText(_ newText: String) {
    characters = Array(Self.cleaned(newText).prefix(maximumLength))
    cursor = characters.count
  }

  /// Inserts `addition` at the cursor (a paste, a typed key): line breaks
  /// and tabs left out, cut to the room left. False when nothing changed.
  @discardableResult
  public func insert(_ addition: String) -> Bool {
    let room = maximumLength - characters.count
    guard room > 0 else { return false }
    let added = Array(Self.cleaned(addition).prefix(room))
    guard !added.isEmpty else { return false }
    characters.insert(contentsOf: added, at: cursor)
    cursor += added.count
    return true
  }

  /// `text` without line breaks, tabs and other control characters (C0,
  /// DEL, C1): what is typed or pasted never carries a terminal sequence.
  static func cleaned(_ text: String) -> [Character] {
    text.filter { character in
      !character.isNewline
        && !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }.map { $0 }
  }

  /// What `key` does to the line, with `bindings` (the field's table,
  /// remapped by a config): an edit, a move, or nothing of the field's.
  /// Printable keys are text.
  public func handle(_ key: Key, bindings: KeyBindings = TextField.bindings) -> TextFieldAction {
    if let action = bindings.action(for: key) { return perform(action) }
    if case .character(let character) = key {
      return insert(String(character)) ? .edited : .kept
    }
    return .ignored
  }

  /// Performs one of the field's actions.
  public func perform(_ action: ActionName) -> TextFieldAction {
    switch action {
    case .cursorLeft: return move(to: cursor - 1)
    case .cursorRight: return move(to: cursor + 1)
    case .cursorStart: return move(to: 0)
    case .cursorEnd: return move(to: characters.count)
    case .deleteBackward: return delete(cursor - 1..<cursor)
    case .deleteForward: return delete(cursor..<cursor + 1)
    case .deleteToStart: return delete(0..<cursor)
    case .deleteToEnd: return delete(cursor..<characters.count)
    case .deleteWord: return delete(wordStart()..<cursor)
    default: return .ignored
    }
  }

  private func move(to position: Int) -> TextFieldAction {
    cursor = min(max(0, position), characters.count)
    return .kept
  }

  private func delete(_ range: Range<Int>) -> TextFieldAction {
    let clamped = range.clamped(to: 0..<characters.count)
    guard !clamped.isEmpty else { return .kept }
    characters.removeSubrange(clamped)
    cursor = clamped.lowerBound
    return .edited
  }

  /// Where the word before the cursor starts (readline's `ctrl-w`: the
  /// spaces before the cursor, then the run of non-spaces before them).
  private func wordStart() -> Int {
    var start = cursor
    while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
    while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
    return start
  }

  // MARK: Drawing

  /// The part of the text shown in `columns` cells and the cursor's
  /// column within it. When the text does not fit, the part around the
  /// cursor shows: from the start while the cursor is in the first
  /// screenful, else ending at the cursor (one cell is kept for the cursor
  /// after the last character).
  public func window(columns: Int) -> (shown: String, cursorColumn: Int) {
    guard columns > 0 else { return ("", 0) }
    let room = max(1, columns - 1)
    let widths = characters.map { ColumnWidth.width(of: $0) }
    let beforeCursor = widths[..<cursor].reduce(0, +)
    var first = 0
    if beforeCursor > room {
      var used = 0
      first = cursor
      while first > 0 && used + widths[first - 1] <= room {
        used += widths[first - 1]
        first -= 1
      }
    }
    var shown = ""
    var x = 0
    var cursorColumn = 0
    for index in first..<characters.count {
      if index == cursor { cursorColumn = x }
      if x + widths[index] > columns { break }
      shown.append(characters[index])
      x += widths[index]
    }
    if cursor == characters.count { cursorColumn = x }
    return (shown, cursorColumn)
  }

  /// Draws `window(columns:)` in `row` (its first line) and returns the
  /// column of the cursor; with `showsCursor` the terminal's cursor goes
  /// there.
  @discardableResult
  public func draw(
    in row: Rect, canvas: inout Canvas, style: Style, showsCursor: Bool
  ) -> Int {
    guard row.width > 0, row.height > 0 else { return row.minX }
    let (shown, column) = window(columns: row.width)
    canvas.write(shown, at: Point(x: row.minX, y: row.minY), style: style, clip: row)
    let cursorX = row.minX + column
    if showsCursor && cursorX < row.maxX { canvas.cursor = Point(x: cursorX, y: row.minY) }
    return cursorX
  }
}
