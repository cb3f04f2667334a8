import SplitLayout
import TestSupport
import Testing

@testable import TermUI

@Suite struct CanvasTests {
  /// Checks the canvas's structural invariants on every row (the shared
  /// `CanvasInvariants`, which the app's fuzzer uses too).
  static func checkInvariants(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
    for problem in CanvasInvariants.violations(in: canvas) {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  }

  @Test func wideCharactersAreWrittenOnceAndTakeTwoColumns() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    let end = canvas.write("a菜b", at: Point(x: 1, y: 0))
    #expect(end == 5)
    #expect(canvas.row(0) == " a菜b   ")
    #expect(canvas[2, 0].width == 2 && canvas[3, 0].isContinuation)
    Self.checkInvariants(canvas)
  }

  @Test func aWideCharacterNeverGoesIntoTheLastColumn() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.write("abcd菜", at: .zero)
    #expect(canvas.row(0) == "abcd ")
    #expect(canvas[4, 0].width == 1)
    Self.checkInvariants(canvas)
  }

  @Test func aWideCharacterCutByTheClipLeavesABlank() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.fill(canvas.bounds, with: "x")
    canvas.write("中文字", at: Point(x: 1, y: 0), clip: Rect(x: 1, y: 0, width: 4, height: 1))
    #expect(canvas.row(0) == "x中文xxxxx")
    canvas.write("中文字", at: Point(x: 1, y: 0), clip: Rect(x: 1, y: 0, width: 5, height: 1))
    #expect(canvas.row(0) == "x中文 xxxx")
    Self.checkInvariants(canvas)
  }

  @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("菜谱", at: .zero)
    canvas.put("|", x: 1, y: 0)
    #expect(canvas.row(0) == " |谱  ")
    Self.checkInvariants(canvas)
  }

  @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("菜谱", at: .zero)
    canvas.put("|", x: 2, y: 0)
    #expect(canvas.row(0) == "菜|   ")
    Self.checkInvariants(canvas)
  }

  @Test func aWideGlyphOverTwoHalvesOfOthersBlanksBoth() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("菜谱汤", at: .zero)
    canvas.write("鱼", at: Point(x: 1, y: 0))
    #expect(canvas.row(0) == " 鱼 汤")
    Self.checkInvariants(canvas)
  }

  @Test func aWideGlyphStraddlingTheClipsLeftEdgeIsBlanked() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.fill(canvas.bounds, with: "x")
    canvas.write("菜a", at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 4, height: 1))
    #expect(canvas.row(0) == "xx axx")
    Self.checkInvariants(canvas)
  }

  @Test func controlCharactersBecomeAVisiblePlaceholder() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    canvas.write("a\u{1B}[31mb\u{07}\u{9B}c", at: .zero)
    #expect(canvas.row(0) == "a\u{FFFD}[31mb\u{FFFD}\u{FFFD}c  ")
    for x in 0..<12 {
      let scalars = canvas[x, 0].character.unicodeScalars
      #expect(scalars.allSatisfy { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) })
    }
  }

  @Test func formatCharactersAreDroppedAndMarksCombine() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    // U+202E right-to-left override, U+200D joiner: not drawn. e + U+0301.
    canvas.write("a\u{202E}b\u{200D}e\u{301}", at: .zero)
    #expect(canvas.row(0) == "abe\u{301}   ")
    #expect(canvas[2, 0].character == "e\u{301}")
    #expect(ColumnWidth.width(of: "a\u{202E}b\u{200D}e\u{301}") == 3)
  }

  @Test func aMarkWithoutABaseIsDropped() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("\u{301}a", at: .zero)
    #expect(canvas.row(0) == "a  ")
  }

  @Test func manyMarksOnOneBaseAreCapped() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("a" + String(repeating: "\u{301}", count: 50), at: .zero)
    #expect(canvas[0, 0].character.unicodeScalars.count <= 5)
  }

  @Test func writingOutsideTheCanvasIsIgnored() {
    var canvas = Canvas(size: Size(width: 3, height: 2))
    canvas.write("abc", at: Point(x: -5, y: 0))
    canvas.write("abc", at: Point(x: 0, y: 7))
    canvas.write("abcdef", at: Point(x: 1, y: 1))
    #expect(canvas.rows == ["   ", " ab"])
  }

  @Test func truncationKeepsWholeGlyphsAndAddsAnEllipsisWhereItFits() {
    #expect(ColumnWidth.truncate("新奥尔良烤翅", to: 7) == "新奥尔…")
    #expect(ColumnWidth.truncate("新奥尔良烤翅", to: 6) == "新奥…")
    #expect(ColumnWidth.truncate("新奥尔良烤翅", to: 12) == "新奥尔良烤翅")
    #expect(ColumnWidth.truncate("abc", to: 1) == "a")
    #expect(ColumnWidth.truncate("菜", to: 1) == "")
    #expect(ColumnWidth.pad("菜", to: 5) == "菜   ")
    // `truncated` gives the same text and the columns it takes.
    for text in ["新奥尔良烤翅", "abc", "菜", "", "e\u{301}x", "\u{1B}[31m", "a\u{200B}b"] {
      for columns in -1...13 {
        let (cut, width) = ColumnWidth.truncated(text, to: columns)
        #expect(cut == ColumnWidth.truncate(text, to: columns), "\(text.debugDescription) \(columns)")
        #expect(width == ColumnWidth.width(of: cut) && width <= max(0, columns))
      }
    }
  }

  @Test func boxesJoinAndBlankCutGlyphs() {
    var canvas = Canvas(size: Size(width: 8, height: 3))
    for y in 0..<3 { canvas.write("菜谱菜谱", at: Point(x: 0, y: y)) }
    canvas.drawBox(Rect(x: 1, y: 0, width: 5, height: 3), glyphs: .unicode)
    // The first 菜 is cut by the left border (blanked); the last 谱 is untouched.
    #expect(canvas.rows == [" ┌───┐谱", " │谱 │谱", " └───┘谱"])
    Self.checkInvariants(canvas)
  }

  @Test func textDropsTrailingBlanksPerRow() {
    var canvas = Canvas(size: Size(width: 5, height: 2))
    canvas.write("ab", at: .zero)
    #expect(canvas.text == "ab\n")
  }

  @Test func restyleKeepsTheGlyphs() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("菜a", at: .zero)
    canvas.restyle(canvas.bounds) { $0.attributes.insert(.dim) }
    #expect(canvas.row(0) == "菜a ")
    #expect(canvas[0, 0].style.attributes.contains(.dim))
  }

  /// Random writes of mixed text at random places and clips keep the
  /// invariants (a deterministic generator, so failures replay).
  @Test func randomWritesKeepTheInvariants() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let pieces = ["菜", "a", "谱", "│", "\u{1B}", "e\u{301}", "汤面", "xyz", "\u{200D}", "ｗ"]
    for _ in 0..<200 {
      var canvas = Canvas(size: Size(width: 1 + next(12), height: 1 + next(3)))
      for _ in 0..<30 {
        let text = (0..<(1 + next(4))).map { _ in pieces[next(pieces.count)] }.joined()
        let clip = Rect(x: next(12) - 2, y: next(3), width: next(14), height: 1 + next(3))
        canvas.write(text, at: Point(x: next(14) - 2, y: next(4)), clip: next(2) == 0 ? nil : clip)
        if next(5) == 0 {
          canvas.fill(Rect(x: next(10), y: 0, width: next(5), height: 2), with: "谱")
        }
      }
      Self.checkInvariants(canvas)
    }
  }

  /// Lines are drawn with one fill (a narrow glyph) but must leave the
  /// cells a `put` per cell leaves, wide glyphs cut at their ends included,
  /// for every theme's glyphs and for a wide or control "line" glyph.
  @Test func linesLeaveTheCellsOfAPutPerCell() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var wide = Glyphs.unicode
    wide.horizontal = "谱"
    wide.vertical = "菜"
    var control = Glyphs.ascii
    control.horizontal = "\u{1B}"
    control.vertical = "e\u{301}"
    let themes = [Glyphs.unicode, Glyphs.ascii, Glyphs.plain, wide, control]
    let style = Style(foreground: .indexed(3), attributes: .bold)
    for round in 0..<300 {
      var start = Canvas(size: Size(width: 1 + next(14), height: 1 + next(6)))
      for _ in 0..<6 {
        start.write(
          ["菜谱", "ab菜", "汤", "xy"][next(4)], at: Point(x: next(15) - 1, y: next(7) - 1))
      }
      let glyphs = themes[round % themes.count]
      let from = next(16) - 2
      let to = from + next(16)
      let at = next(8) - 1
      var drawn = start
      var expected = start
      if round % 2 == 0 {
        drawn.horizontalLine(y: at, from: from, to: to, glyphs: glyphs, style: style)
        if from < to {
          for x in from..<to { expected.put(glyphs.horizontal, x: x, y: at, style: style) }
        }
      } else {
        drawn.verticalLine(x: at, from: from, to: to, glyphs: glyphs, style: style)
        if from < to {
          for y in from..<to { expected.put(glyphs.vertical, x: at, y: y, style: style) }
        }
      }
      #expect(drawn.cells == expected.cells, "round \(round)")
      Self.checkInvariants(drawn)
    }
  }
}

/// The fast path for the CJK ideographs answers what `wcwidth` does.
@Suite struct ColumnWidthFastPathTests {
  @Test func everyCJKIdeographIsWhatTheSlowPathSays() {
    #expect(ColumnWidth.isLocaleReady)
    for value in ColumnWidth.cjkIdeographs {
      let scalar = Unicode.Scalar(value)!
      #expect(ColumnWidth.kind(of: scalar) == ColumnWidth.slowKind(of: scalar), "\(value)")
    }
  }
}
