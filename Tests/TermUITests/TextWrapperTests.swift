import Testing

@testable import TermUI

@Suite struct TextWrapperTests {
  @Test func englishWrapsAtSpaces() {
    #expect(
      TextWrapper.wrap("the quick brown fox jumps", width: 10) == [
        "the quick", "brown fox", "jumps",
      ])
  }

  @Test func chineseBreaksBetweenCharactersNeverInsideOne() {
    let lines = TextWrapper.wrap("鸡翅彻底洗净控干水份", width: 7)
    #expect(lines == ["鸡翅彻", "底洗净", "控干水", "份"])
    for line in lines { #expect(ColumnWidth.width(of: line) <= 7) }
  }

  @Test func closingPunctuationNeverStartsALine() {
    // Without the rule the comma would start the second line.
    let lines = TextWrapper.wrap("鸡翅洗净，控干水份。", width: 8)
    #expect(lines == ["鸡翅洗", "净，控干", "水份。"])
    for line in lines { #expect(!TextWrapper.closing.contains(line.first ?? "x")) }
  }

  @Test func openingPunctuationNeverEndsALine() {
    let lines = TextWrapper.wrap("放入锅中（小火）煮", width: 10)
    for line in lines { #expect(!TextWrapper.opening.contains(line.last ?? "x"), "\(lines)") }
    #expect(lines.joined() == "放入锅中（小火）煮")
  }

  @Test func mixedTextBreaksBetweenScripts() {
    let lines = TextWrapper.wrap("烤箱预热200度，中层上下火30分钟", width: 12)
    for line in lines { #expect(ColumnWidth.width(of: line) <= 12) }
    #expect(lines.joined() == "烤箱预热200度，中层上下火30分钟")
  }

  @Test func longWordsAreCutByColumns() {
    #expect(TextWrapper.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }

  @Test func hardBreaksAreKept() {
    #expect(TextWrapper.wrap("a\n\nb", width: 5) == ["a", "", "b"])
    #expect(TextWrapper.wrap("", width: 5) == [""])
  }

  @Test(arguments: 1...40)
  func noLineIsWiderThanTheWidth(width: Int) {
    let text =
      "正宗的奥尔良风味，应该是独具奥尔良的甜香及辣香（肉的表面富有光泽）；Bake at 200 degrees for about thirty minutes, 中途刷两次酱。"
    let lines = TextWrapper.wrap(text, width: width)
    for line in lines { #expect(ColumnWidth.width(of: line) <= max(width, 2), "\(width): \(line)") }
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }
}
