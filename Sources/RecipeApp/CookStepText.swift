import RecipeKit
import TermUI

/// A step's text as cook mode draws it: wrapped to a width, with a chip
/// (`[⏱ 20:00]`) after each duration it names, and where each chip landed,
/// so a click can start it. Pure: the page lays it out each frame.
///
/// Lines break as `TextWrapper` breaks them (between CJK characters, at
/// spaces, never before a closing mark such as `，`); a chip is never
/// broken, and the mark after it stays with it. A step never ends on a
/// line of one character (`泡。`): the character before it comes down too.
enum CookStepText {
  /// A chip to put after duration `index` of the step.
  struct Chip: Equatable {
    var index: Int
    var text: String
    var role: StyleRole
  }

  /// One laid-out line: its spans, its width, and its chips as (index,
  /// column from the line's start, width).
  struct Line: Equatable {
    var spans: [Span] = []
    var width = 0
    var chips: [ChipPlace] = []
  }

  struct ChipPlace: Equatable {
    var index: Int
    var x: Int
    var width: Int
  }

  /// A piece that is not broken: text in one role, maybe a chip.
  private struct Piece {
    var text: String
    var role: StyleRole
    var chip: Int?
  }

  private struct Atom {
    var pieces: [Piece]
    var width: Int
    var spaceBefore: Bool
    var isWide: Bool
    var endsOpening: Bool
  }

  /// The lines of `text` at `width` columns (at least 1), the text in
  /// `role`, `chips[i]` after the phrase of `durations[chips[i].index]`.
  static func lines(
    _ text: String, role: StyleRole, durations: [StepDuration], chips: [Chip], width: Int
  ) -> [Line] {
    let width = max(1, width)
    var after: [Int: [Chip]] = [:]
    for chip in chips where durations.indices.contains(chip.index) {
      after[durations[chip.index].characterRange.upperBound, default: []].append(chip)
    }
    var atoms: [Atom] = []
    var pendingSpace = false
    func addChips(at offset: Int) {
      for chip in after[offset] ?? [] {
        atoms.append(
          Atom(
            pieces: [Piece(text: chip.text, role: chip.role, chip: chip.index)],
            width: ColumnWidth.width(of: chip.text), spaceBefore: true, isWide: false,
            endsOpening: false))
        pendingSpace = false
      }
    }
    for (offset, character) in text.enumerated() {
      addChips(at: offset)
      if character == " " || character == "\u{3000}" || character == "\t" || character == "\n" {
        pendingSpace = true
        continue
      }
      let w = ColumnWidth.width(of: character)
      let wide = w >= 2
      if var last = atoms.last, !pendingSpace,
        TextWrapper.closing.contains(character) || last.endsOpening || (!wide && !last.isWide)
      {
        if last.pieces[last.pieces.count - 1].chip == nil
          && last.pieces[last.pieces.count - 1].role == role
        {
          last.pieces[last.pieces.count - 1].text.append(character)
        } else {
          last.pieces.append(Piece(text: String(character), role: role, chip: nil))
        }
        last.width += w
        last.isWide = wide
        last.endsOpening = TextWrapper.opening.contains(character)
        atoms[atoms.count - 1] = last
      } else {
        atoms.append(
          Atom(
            pieces: [Piece(text: String(character), role: role, chip: nil)], width: w,
            spaceBefore: pendingSpace, isWide: wide,
            endsOpening: TextWrapper.opening.contains(character)))
      }
      pendingSpace = false
    }
    addChips(at: text.count)

    // Which atoms go on which line, then the last line mended, then the
    // lines built.
    var rows: [[Int]] = [[]]
    var rowWidth = 0
    for (index, atom) in atoms.enumerated() {
      let gap = rowWidth > 0 && atom.spaceBefore ? 1 : 0
      if rowWidth > 0 && rowWidth + gap + atom.width > width {
        rows.append([])
        rowWidth = 0
      }
      rowWidth += (rowWidth > 0 && atom.spaceBefore ? 1 : 0) + atom.width
      rows[rows.count - 1].append(index)
    }
    mendOrphan(&rows, atoms: atoms, width: width)
    return rows.map { row in
      var line = Line()
      for index in row {
        let atom = atoms[index]
        if line.width > 0 && atom.spaceBefore { append(" ", role: role, chip: nil, to: &line) }
        for piece in atom.pieces {
          append(piece.text, role: piece.role, chip: piece.chip, to: &line)
        }
      }
      return line
    }
  }

  /// A step never ends on a line of one wide character with only its
  /// closing marks (`泡。`): the atom before it (a character, maybe with
  /// its marks, `水，`) moves down to keep it company when the line has
  /// room and the line above keeps at least two (issue 30, item 17). A
  /// word after a space (an ingredient's name in the list) is no orphan.
  private static func mendOrphan(_ rows: inout [[Int]], atoms: [Atom], width: Int) {
    guard rows.count >= 2, let last = rows.last, last.count == 1,
      rows[rows.count - 2].count >= 3, let moved = rows[rows.count - 2].last
    else { return }
    let orphan = atoms[last[0]]
    guard !orphan.spaceBefore, orphan.pieces.allSatisfy({ $0.chip == nil }) else { return }
    let text = orphan.pieces.map(\.text).joined()
    guard let first = text.first, ColumnWidth.width(of: first) >= 2,
      !TextWrapper.closing.contains(first), !TextWrapper.opening.contains(first),
      text.dropFirst().allSatisfy({ TextWrapper.closing.contains($0) }),
      atoms[moved].width + orphan.width <= width
    else { return }
    rows[rows.count - 2].removeLast()
    rows[rows.count - 1].insert(moved, at: 0)
  }

  private static func append(_ text: String, role: StyleRole, chip: Int?, to line: inout Line) {
    let w = ColumnWidth.width(of: text)
    if let chip { line.chips.append(ChipPlace(index: chip, x: line.width, width: w)) }
    if chip == nil, let last = line.spans.last, last.role == role,
      !line.chips.contains(where: { $0.x + $0.width == line.width })
    {
      line.spans[line.spans.count - 1].text += text
    } else {
      line.spans.append(Span(text, role: role))
    }
    line.width += w
  }

  /// The first `count` of `lines`; when some are left out, the last one
  /// kept ends in `ellipsis` (its text cut to make room): the step before
  /// the current one shows from its start, never as a cut-off tail.
  static func head(of lines: [Line], count: Int, width: Int, ellipsis: String, role: StyleRole)
    -> [Line]
  {
    guard count < lines.count else { return lines }
    guard count > 0 else { return [] }
    var kept = Array(lines.prefix(count))
    var line = kept[count - 1]
    let room = max(0, width - ColumnWidth.width(of: ellipsis))
    while line.width > room, var span = line.spans.popLast() {
      line.width -= ColumnWidth.width(of: span.text)
      while !span.text.isEmpty && line.width + ColumnWidth.width(of: span.text) > room {
        span.text.removeLast()
      }
      while span.text.last?.isWhitespace == true { span.text.removeLast() }
      if !span.text.isEmpty {
        line.spans.append(span)
        line.width += ColumnWidth.width(of: span.text)
      }
    }
    line.chips.removeAll { $0.x + $0.width > line.width }
    line.spans.append(Span(ellipsis, role: role))
    line.width += ColumnWidth.width(of: ellipsis)
    kept[count - 1] = line
    return kept
  }
}
