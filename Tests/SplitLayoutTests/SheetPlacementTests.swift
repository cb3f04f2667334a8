import SplitLayout
import TestSupport
import Testing

@Suite struct SheetPlacementTests {
  @Test(arguments: 1...300)
  func formSheetIsCenteredInsideTheScreen(width: Int) {
    for height in 1...100 {
      let size = Size(width: width, height: height)
      let frame = SheetPlacement.frame(screen: size, style: .recipe)
      let screen = Rect(size: size)
      #expect(screen.contains(frame))
      if width < 60 || height < 16 {
        #expect(frame == screen, "\(size)")
        continue
      }
      #expect(frame.width <= 90)
      #expect(frame.width == min(90, width - 4), "\(size)")
      #expect(frame.height == height - 2)
      // Centred: the margins differ by at most one column.
      let left = frame.minX
      let right = width - frame.maxX
      #expect(abs(left - right) <= 1 && left >= 2 && right >= 2, "\(size)")
      #expect(frame.minY == 1 && height - frame.maxY == 1)
    }
  }

  @Test func fullScreenCoversEverything() {
    let size = Size(width: 120, height: 40)
    #expect(SheetPlacement.frame(screen: size, style: .fullScreen) == Rect(size: size))
  }

  @Test func sheetAt120x40IsNinetyColumnsInTheMiddle() {
    let frame = SheetPlacement.frame(screen: Size(width: 120, height: 40), style: .recipe)
    #expect(frame == Rect(x: 15, y: 1, width: 90, height: 38))
    #expect(
      letters(width: 120, [("S", frame)])
        == String(repeating: ".", count: 15) + String(repeating: "S", count: 90)
        + String(repeating: ".", count: 15))
  }

  @Test func smallScreensGetAFullScreenSheet() {
    #expect(SheetPlacement.frame(screen: Size(width: 59, height: 40), style: .recipe).width == 59)
    #expect(SheetPlacement.frame(screen: Size(width: 60, height: 15), style: .recipe).height == 15)
    #expect(
      SheetPlacement.frame(screen: Size(width: 60, height: 16), style: .recipe)
        == Rect(x: 2, y: 1, width: 56, height: 14))
  }
}
