import SplitLayout
import Testing

@testable import TermUI

/// The one input line (issue 29, point 5): readline's keys, on the field
/// alone.
@Suite struct TextFieldTests {
  /// A field holding `text` with the cursor after `cursor` characters.
  static func field(_ text: String, cursor: Int? = nil) -> TextField {
    let field = TextField(text: text)
    if let cursor {
      _ = field.handle(.home)
      for _ in 0..<cursor { _ = field.handle(.right) }
    }
    return field
  }

  @Test func typedCharactersGoInAtTheCursor() {
    let field = Self.field("ac", cursor: 1)
    #expect(field.handle(.character("b")) == .edited)
    #expect(field.text == "abc" && field.cursor == 2)
  }

  @Test(arguments: [Key.left, .right, .home, .end, .control("a"), .control("e")])
  func movesNeverLeaveTheLineEvenAtItsEnds(key: Key) {
    for start in [0, 3] {
      let field = Self.field("abc", cursor: start)
      #expect(field.handle(key) == .kept)
      #expect(field.text == "abc")
    }
  }

  @Test func movesGoWhereReadlineGoes() {
    let field = Self.field("abcd", cursor: 2)
    _ = field.handle(.left)
    #expect(field.cursor == 1)
    _ = field.handle(.right)
    _ = field.handle(.right)
    #expect(field.cursor == 3)
    _ = field.handle(.control("a"))
    #expect(field.cursor == 0)
    _ = field.handle(.left)
    #expect(field.cursor == 0)
    _ = field.handle(.control("e"))
    #expect(field.cursor == 4)
    _ = field.handle(.right)
    #expect(field.cursor == 4)
    _ = field.handle(.home)
    #expect(field.cursor == 0)
    _ = field.handle(.end)
    #expect(field.cursor == 4)
  }

  @Test func backspaceDeleteAndCtrlDDelete() {
    let field = Self.field("abcd", cursor: 2)
    #expect(field.handle(.backspace) == .edited)
    #expect(field.text == "acd" && field.cursor == 1)
    #expect(field.handle(.delete) == .edited)
    #expect(field.text == "ad" && field.cursor == 1)
    #expect(field.handle(.control("d")) == .edited)
    #expect(field.text == "a" && field.cursor == 1)
    #expect(field.handle(.control("d")) == .kept)
    _ = field.handle(.home)
    #expect(field.handle(.backspace) == .kept)
    #expect(field.text == "a")
  }

  @Test func ctrlUAndCtrlKDeleteToTheStartAndTheEnd() {
    let field = Self.field("鸡蛋 番茄", cursor: 2)
    #expect(field.handle(.control("k")) == .edited)
    #expect(field.text == "鸡蛋" && field.cursor == 2)
    let other = Self.field("鸡蛋 番茄", cursor: 3)
    #expect(other.handle(.control("u")) == .edited)
    #expect(other.text == "番茄" && other.cursor == 0)
  }

  @Test func ctrlWDeletesTheWordBeforeTheCursor() {
    let field = Self.field("eggs tomato  ", cursor: 13)
    #expect(field.handle(.control("w")) == .edited)
    #expect(field.text == "eggs " && field.cursor == 5)
    #expect(field.handle(.control("w")) == .edited)
    #expect(field.text.isEmpty)
    let middle = Self.field("one two three", cursor: 7)
    _ = middle.handle(.control("w"))
    #expect(middle.text == "one  three" && middle.cursor == 4)
  }

  @Test func aPasteGoesInAtTheCursorWithoutBreaksAndUpToTheLimit() {
    let field = TextField(text: "ad", maximumLength: 6)
    _ = field.handle(.left)
    #expect(field.insert("b\nc\t"))
    #expect(field.text == "abcd" && field.cursor == 3)
    #expect(field.insert("xyz"))
    #expect(field.text == "abcxyd")
    #expect(!field.insert("q"))
    #expect(field.handle(.character("q")) == .kept)
  }

  @Test(arguments: [Key.enter, .escape, .tab, .backTab, .up, .down, .pageUp, .pageDown])
  func theKeysThatLeaveOrMoveAListAreNotTheField(key: Key) {
    let field = Self.field("abc", cursor: 1)
    #expect(field.handle(key) == .ignored)
    #expect(field.text == "abc" && field.cursor == 1)
  }

  @Test func aRemappedTableIsWhatTheFieldReads() {
    let table = TextField.bindings.remapped([.cursorStart: [.control("b")]])
    let field = Self.field("abc")
    #expect(field.handle(.control("b"), bindings: table) == .kept)
    #expect(field.cursor == 0)
  }

  @Test func aLongLineShowsTheCursorAndTheTextAroundIt() {
    let field = TextField(text: "abcdefghij")
    var canvas = Canvas(size: Size(width: 6, height: 1))
    let x = field.draw(
      in: Rect(x: 0, y: 0, width: 6, height: 1), canvas: &canvas, style: .plain, showsCursor: true)
    #expect(x == 5 && canvas.cursor == Point(x: 5, y: 0))
    #expect(canvas.row(0) == "fghij ")
    _ = field.handle(.home)
    var again = Canvas(size: Size(width: 6, height: 1))
    field.draw(
      in: Rect(x: 0, y: 0, width: 6, height: 1), canvas: &again, style: .plain, showsCursor: true)
    #expect(again.cursor == Point(x: 0, y: 0))
    #expect(again.row(0) == "abcdef")
  }
}
