import SplitLayout
import TestSupport
import Testing

@Suite struct PalettePlacementTests {
  static let preferredSizes = [
    Size(width: 72, height: 24), Size(width: 40, height: 8), Size(width: 80, height: 30),
    Size(width: 10, height: 3),
  ]

  /// Every screen 1x1...300x100: a palette hangs below the top rows,
  /// centred, inside the margins, never taller than it asked; else a sheet.
  @Test(arguments: 1...300)
  func paletteHangsCentredFromTheTopOrIsASheet(width: Int) {
    var failures = 0
    for height in 1...100 {
      let screen = Size(width: width, height: height)
      for preferred in Self.preferredSizes {
        for mode in LadderMode.allCases {
          let placement = PalettePlacement.place(screen: screen, preferred: preferred, mode: mode)
          guard case .palette(let frame) = placement else {
            let fits = preferred.width + 4 <= width && height - 2 >= min(6, preferred.height)
            if mode != .stack && fits && failures < 5 {
              failures += 1
              Issue.record("\(screen) \(preferred) \(mode): a sheet, but it fits")
            }
            continue
          }
          let left = frame.minX
          let right = width - frame.maxX
          let ok =
            mode != .stack && Rect(size: screen).contains(frame) && frame.minY == 1
            && frame.width == preferred.width && frame.height <= preferred.height
            && frame.height >= min(6, preferred.height) && left >= 2 && right >= 2
            && (right - left == 0 || right - left == 1) && height - frame.maxY >= 1
          if !ok && failures < 5 {
            failures += 1
            Issue.record("\(screen) \(preferred) \(mode): \(frame)")
          }
        }
      }
    }
  }

  @Test func at120x40ThePaletteHangsBelowTheTitleRow() {
    let placement = PalettePlacement.place(
      screen: Size(width: 120, height: 40), preferred: Size(width: 72, height: 24), mode: .split)
    #expect(placement == .palette(Rect(x: 24, y: 1, width: 72, height: 24)))
    guard case .palette(let frame) = placement else {
      Issue.record("\(placement) is not a palette")
      return
    }
    let rows = letterRows(size: Size(width: 120, height: 26), [("P", frame)])
    #expect(rows[0] == String(repeating: ".", count: 120))
    #expect(rows[1] == run((".", 24), ("P", 72), (".", 24)))
    #expect(rows[24] == rows[1] && rows[25] == rows[0])
  }

  @Test func theHeightGivesWayAndTheWidthDoesNot() {
    // 80x24 in the drawer mode: 80 columns wanted do not fit between the
    // margins, so the palette is a sheet; 72 do, and the height shrinks.
    let screen = Size(width: 80, height: 24)
    #expect(
      PalettePlacement.place(screen: screen, preferred: Size(width: 80, height: 10), mode: .drawer)
        == .sheet)
    #expect(
      PalettePlacement.place(screen: screen, preferred: Size(width: 72, height: 30), mode: .drawer)
        == .palette(Rect(x: 4, y: 1, width: 72, height: 22)))
    #expect(
      PalettePlacement.place(
        screen: Size(width: 120, height: 7), preferred: Size(width: 72, height: 30), mode: .split)
        == .sheet)
  }

  @Test func theStackModeAlwaysGivesASheet() {
    for width in [20, 60, 200] {
      #expect(
        PalettePlacement.place(
          screen: Size(width: width, height: 50), preferred: Size(width: 10, height: 5),
          mode: .stack) == .sheet)
    }
  }

  @Test func otherTopsAndOddSizesAreSafe() {
    #expect(
      PalettePlacement.place(
        screen: Size(width: 100, height: 30), preferred: Size(width: 50, height: 10), mode: .split,
        top: 0) == .palette(Rect(x: 25, y: 0, width: 50, height: 10)))
    #expect(
      PalettePlacement.place(
        screen: Size(width: 100, height: 30), preferred: Size(width: 50, height: 10), mode: .split,
        top: -4) == .palette(Rect(x: 25, y: 0, width: 50, height: 10)))
    #expect(
      PalettePlacement.place(screen: .zero, preferred: Size(width: 5, height: 5), mode: .triple)
        == .sheet)
    #expect(
      PalettePlacement.place(
        screen: Size(width: .max, height: .max), preferred: Size(width: .max, height: .max),
        mode: .triple) == .sheet)
    #expect(
      PalettePlacement.place(
        screen: Size(width: 100, height: .max), preferred: Size(width: 50, height: .max),
        mode: .triple, top: .max) == .sheet)
  }

  private func run(_ parts: (Character, Int)...) -> String {
    parts.map { String(repeating: $0.0, count: $0.1) }.joined()
  }
}
