import SplitLayout
import Testing

@Suite struct DisplayModeTests {
  @Test(arguments: 1...300)
  func modeIsSplitExactlyAboveTheBreakpoint(width: Int) {
    let mode = DisplayMode(width: width, breakpoint: 100)
    #expect(mode == (width >= 101 ? .split : .overlay))
  }

  @Test func modeFlipsBetween100And101() {
    #expect(DisplayMode(width: 100, breakpoint: 100) == .overlay)
    #expect(DisplayMode(width: 101, breakpoint: 100) == .split)
  }

  @Test(arguments: [0, 40, 80, 100, 160])
  func aMovedBreakpointMovesTheFlip(breakpoint: Int) {
    #expect(DisplayMode(width: breakpoint, breakpoint: breakpoint) == .overlay)
    #expect(DisplayMode(width: breakpoint + 1, breakpoint: breakpoint) == .split)
  }

  @Test(arguments: [1, 50, 100, 101, 300])
  func overridesIgnoreTheWidth(width: Int) {
    #expect(LayoutOverride.split.mode(width: width, breakpoint: 100) == .split)
    #expect(LayoutOverride.overlay.mode(width: width, breakpoint: 100) == .overlay)
    #expect(
      LayoutOverride.auto.mode(width: width, breakpoint: 100)
        == DisplayMode(width: width, breakpoint: 100))
  }
}
