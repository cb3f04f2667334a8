import SplitLayout
import Testing

@Suite struct RectTests {
  @Test func sizesNeverTurnNegative() {
    #expect(Size(width: -5, height: -1) == .zero)
    var size = Size(width: 3, height: 3)
    size.width -= 10
    #expect(size.width == 0)
  }

  @Test func arithmeticSaturatesInsteadOfTrapping() {
    #expect(Int.max.adding(saturating: 1) == .max)
    #expect(Int.min.subtracting(saturating: 1) == .min)
    #expect(Int.max.multiplied(saturating: 2) == .max)
    #expect(Int.min.multiplied(saturating: 2) == .min)
    let huge = Rect(x: .max - 1, y: .max - 1, width: 10, height: 10)
    #expect(huge.maxX == .max)
    #expect(huge.maxY == .max)
  }

  @Test func containsIsHalfOpen() {
    let rect = Rect(x: 2, y: 3, width: 4, height: 2)
    #expect(rect.contains(Point(x: 2, y: 3)))
    #expect(rect.contains(Point(x: 5, y: 4)))
    #expect(!rect.contains(Point(x: 6, y: 4)))
    #expect(!rect.contains(Point(x: 5, y: 5)))
    #expect(!Rect(x: 0, y: 0, width: 0, height: 5).contains(Point(x: 0, y: 0)))
  }

  @Test func intersectionOfDisjointRectsIsEmpty() {
    let a = Rect(x: 0, y: 0, width: 5, height: 5)
    let b = Rect(x: 10, y: 10, width: 5, height: 5)
    #expect(a.intersection(b).isEmpty)
    #expect(!a.intersects(b))
    #expect(
      a.intersection(Rect(x: 3, y: 4, width: 5, height: 5)) == Rect(x: 3, y: 4, width: 2, height: 1)
    )
  }

  @Test func insetLargerThanTheRectLeavesAnEmptyRect() {
    let rect = Rect(x: 1, y: 1, width: 3, height: 2)
    #expect(rect.inset(by: Insets(all: 1)) == Rect(x: 2, y: 2, width: 1, height: 0))
    #expect(rect.inset(by: Insets(all: 5)).isEmpty)
    #expect(rect.inset(by: Insets(all: -1)) == Rect(x: 0, y: 0, width: 5, height: 4))
  }

  @Test func topAndBottomSlicesSplitTheRows() {
    let rect = Rect(x: 0, y: 2, width: 4, height: 5)
    #expect(rect.top(2) == Rect(x: 0, y: 2, width: 4, height: 2))
    #expect(rect.droppingTop(2) == Rect(x: 0, y: 4, width: 4, height: 3))
    #expect(rect.bottom(1) == Rect(x: 0, y: 6, width: 4, height: 1))
    #expect(rect.droppingBottom(9).height == 0)
    #expect(rect.top(9) == rect)
  }

  @Test func clampedMovesARectInsideItsBounds() {
    let bounds = Rect(x: 0, y: 0, width: 10, height: 5)
    #expect(
      Rect(x: 8, y: 4, width: 4, height: 2).clamped(to: bounds)
        == Rect(x: 6, y: 3, width: 4, height: 2))
    #expect(
      Rect(x: -3, y: 0, width: 20, height: 2).clamped(to: bounds)
        == Rect(x: 0, y: 0, width: 10, height: 2))
  }

  @Test func centeredRoundsTowardsTheTopLeft() {
    let screen = Rect(x: 0, y: 0, width: 11, height: 6)
    #expect(screen.centered(Size(width: 4, height: 3)) == Rect(x: 3, y: 1, width: 4, height: 3))
    #expect(screen.centered(Size(width: 40, height: 3)).width == 11)
  }
}
