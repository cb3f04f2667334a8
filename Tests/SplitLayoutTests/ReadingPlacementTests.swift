import SplitLayout
import TestSupport
import Testing

@Suite struct ReadingPlacementTests {
  @Test(arguments: 0...300)
  func textIsAtMost88ColumnsAndCentred(width: Int) {
    for x in [0, 7] {
      let rect = Rect(x: x, y: 3, width: width, height: 12)
      let text = ReadingPlacement.frame(in: rect)
      #expect(rect.contains(text), "\(rect)")
      #expect(text.width == min(width, 88) && text.height == 12 && text.minY == 3)
      let left = text.minX - rect.minX
      let right = rect.maxX - text.maxX
      #expect(right - left == 0 || right - left == 1, "\(rect): \(left) and \(right)")
    }
  }

  /// Issue 19, item 2: on 200x15 the recipe sheet is full screen, and its
  /// text stays 88 columns wide in the middle.
  @Test func aWideShortScreenCentresTheText() {
    let screen = Size(width: 200, height: 15)
    let sheet = SheetPlacement.frame(screen: screen, style: .recipe)
    #expect(sheet == Rect(size: screen))
    let text = ReadingPlacement.frame(in: sheet)
    #expect(text == Rect(x: 56, y: 0, width: 88, height: 15))
    #expect(
      letters(width: 200, [("T", text)])
        == String(repeating: ".", count: 56) + String(repeating: "T", count: 88)
        + String(repeating: ".", count: 56))
  }

  @Test func theRecipeColumnOfTheTripleCentresItsText() {
    let frames = ColumnLayout.frames(in: Size(width: 300, height: 40), mode: .triple)
    guard let recipe = frames.frame(of: .secondary) else {
      Issue.record("no recipe column")
      return
    }
    // 191 columns: 51 spare at the left, 52 at the right.
    #expect(ReadingPlacement.frame(in: recipe) == Rect(x: 127, y: 0, width: 88, height: 40))
  }

  @Test func narrowAndOddInputsAreSafe() {
    #expect(ReadingPlacement.width(available: 200) == 88)
    #expect(ReadingPlacement.width(available: 40) == 40)
    #expect(ReadingPlacement.width(available: -3) == 0)
    #expect(ReadingPlacement.width(available: 100, maximum: -1) == 0)
    #expect(ReadingPlacement.frame(in: .zero) == .zero)
    #expect(
      ReadingPlacement.frame(in: Rect(x: 0, y: 0, width: 10, height: 2), maximum: 4)
        == Rect(x: 3, y: 0, width: 4, height: 2))
    let huge = Rect(x: .max - 5, y: 0, width: 5, height: 1)
    #expect(ReadingPlacement.frame(in: huge).width == 5)
  }
}
