import SplitLayout
import TestSupport
import Testing

@Suite struct PopoverPlacementTests {
  /// Every non-empty set of directions.
  static let directionSets: [ArrowDirections] = (1...15).map {
    ArrowDirections(rawValue: UInt8($0))
  }

  static let screens = [
    Size(width: 120, height: 40), Size(width: 101, height: 12), Size(width: 160, height: 24),
    Size(width: 140, height: 6),
  ]

  /// Anchors of one cell, of a bar button and of a tall row, over every
  /// cell of several screens, with every direction set and two content
  /// sizes.
  @Test(arguments: screens)
  func placementHoldsItsInvariantsForEveryAnchorCell(screen: Size) {
    let anchorSizes = [
      Size(width: 1, height: 1), Size(width: 6, height: 1), Size(width: 3, height: 4),
    ]
    let contents = [Size(width: 24, height: 6), Size(width: 70, height: 30)]
    var popovers = 0
    for y in 0..<screen.height {
      for x in 0..<screen.width {
        for anchorSize in anchorSizes {
          let anchor = Rect(origin: Point(x: x, y: y), size: anchorSize)
          for directions in Self.directionSets {
            for content in contents {
              let request = PopoverRequest(
                screen: screen, anchor: anchor, contentSize: content,
                permittedDirections: directions)
              if check(request) { popovers += 1 }
            }
          }
        }
      }
    }
    // Most placements on these wide screens are real popovers.
    #expect(popovers > 0)
  }

  /// Returns true when the request gave a popover (not a sheet).
  private func check(_ request: PopoverRequest) -> Bool {
    guard case .popover(let placed) = PopoverPlacement.place(request) else { return false }
    let screen = Rect(size: request.screen)
    let frame = placed.frame
    let anchor = request.anchor.intersection(screen)
    let arrow = placed.arrowCell
    let context = "\(request.screen) anchor \(request.anchor) \(request.permittedDirections)"
    #expect(screen.contains(frame), "\(context)")
    #expect(request.permittedDirections.contains(placed.arrow.set), "\(context)")
    #expect(frame.width >= PopoverPlacement.minimumFrameSize.width)
    #expect(frame.height >= PopoverPlacement.minimumFrameSize.height)
    #expect(
      frame.width <= request.contentSize.width + 2 && frame.height <= request.contentSize.height + 2
    )
    #expect(!frame.intersects(anchor), "\(context)")
    // The arrow is on the edge facing the anchor, not on a corner, and
    // touches the anchor's edge.
    switch placed.arrow {
    case .up:
      #expect(arrow.y == frame.minY && arrow.y == anchor.maxY, "\(context)")
    case .down:
      #expect(arrow.y == frame.maxY - 1 && arrow.y == anchor.minY - 1, "\(context)")
    case .left:
      #expect(arrow.x == frame.minX && arrow.x == anchor.maxX, "\(context)")
    case .right:
      #expect(arrow.x == frame.maxX - 1 && arrow.x == anchor.minX - 1, "\(context)")
    }
    switch placed.arrow {
    case .up, .down:
      #expect(arrow.x > frame.minX && arrow.x < frame.maxX - 1, "\(context)")
      #expect(arrow.x >= anchor.minX && arrow.x < anchor.maxX, "\(context)")
    case .left, .right:
      #expect(arrow.y > frame.minY && arrow.y < frame.maxY - 1, "\(context)")
      #expect(arrow.y >= anchor.minY && arrow.y < anchor.maxY, "\(context)")
    }
    return true
  }

  /// Every screen from 1x1 to 300x100, with anchors where the app puts
  /// them (a button at the right and at the left of the title row, a row in
  /// the middle, a cell at the bottom-right corner) and every direction set.
  @Test(arguments: 1...300)
  func placementHoldsItsInvariantsOnEveryScreenSize(width: Int) {
    for height in 1...100 {
      let screen = Size(width: width, height: height)
      let anchors = [
        Rect(x: width - 8, y: 0, width: 6, height: 1),
        Rect(x: 0, y: 0, width: 11, height: 1),
        Rect(x: width / 2, y: height / 2, width: 10, height: 2),
        Rect(x: width - 1, y: height - 1, width: 1, height: 1),
      ]
      for anchor in anchors {
        for directions in [ArrowDirections.any, .vertical, .up, .left] {
          let request = PopoverRequest(
            screen: screen, anchor: anchor, contentSize: Size(width: 24, height: 6),
            permittedDirections: directions)
          let isPopover = check(request)
          if width <= 100 { #expect(!isPopover, "\(screen): compact widths give a sheet") }
        }
      }
    }
  }

  @Test(arguments: 1...100)
  func compactWidthsGiveASheet(width: Int) {
    let request = PopoverRequest(
      screen: Size(width: width, height: 40), anchor: Rect(x: width / 2, y: 0, width: 1, height: 1),
      contentSize: Size(width: 10, height: 5))
    #expect(PopoverPlacement.place(request) == .sheet)
  }

  @Test func anchorOffScreenGivesASheet() {
    let request = PopoverRequest(
      screen: Size(width: 120, height: 40), anchor: Rect(x: 130, y: 0, width: 6, height: 1),
      contentSize: Size(width: 10, height: 5))
    #expect(PopoverPlacement.place(request) == .sheet)
  }

  @Test func noRoomOnAnyPermittedSideGivesASheet() {
    // Anchor on the top row, only an upward-opening (down arrow) popover allowed.
    let request = PopoverRequest(
      screen: Size(width: 120, height: 40), anchor: Rect(x: 100, y: 0, width: 6, height: 1),
      contentSize: Size(width: 10, height: 5), permittedDirections: .down)
    #expect(PopoverPlacement.place(request) == .sheet)
  }

  // MARK: Named cases

  @Test func sortButtonAtTheTopRightHangsBelowItWithTheArrowUnderIt() {
    // `[Sort]` at columns 100..<106 of a 120x40 screen, on the title row.
    let request = PopoverRequest(
      screen: Size(width: 120, height: 40), anchor: Rect(x: 100, y: 0, width: 6, height: 1),
      contentSize: Size(width: 20, height: 5))
    guard case .popover(let placed) = PopoverPlacement.place(request) else {
      Issue.record("expected a popover")
      return
    }
    #expect(placed.arrow == .up)
    #expect(placed.frame == Rect(x: 91, y: 1, width: 22, height: 7))
    #expect(placed.arrowCell == Point(x: 102, y: 1))
    let rows = letterRows(
      size: Size(width: 120, height: 3),
      [
        ("A", request.anchor), ("P", placed.frame),
        ("^", Rect(origin: placed.arrowCell, size: Size(width: 1, height: 1))),
      ])
    #expect(rows[0].dropFirst(90).prefix(20) == "..........AAAAAA....")
    #expect(rows[1].dropFirst(90).prefix(26) == ".PPPPPPPPPPP^PPPPPPPPPP...")
  }

  @Test func popoverNearTheRightEdgeShiftsLeftButKeepsTheMargin() {
    let request = PopoverRequest(
      screen: Size(width: 120, height: 40), anchor: Rect(x: 116, y: 0, width: 3, height: 1),
      contentSize: Size(width: 30, height: 5), permittedDirections: .up)
    guard case .popover(let placed) = PopoverPlacement.place(request) else {
      Issue.record("expected a popover")
      return
    }
    #expect(placed.frame.maxX == 119)
    #expect(placed.arrowCell == Point(x: 117, y: 1))
  }

  @Test func anchorAtTheScreenEdgeGivesUpTheMarginToReachIt() {
    // A one-cell anchor in column 0: the frame must start at 0 for a
    // non-corner arrow cell... which is impossible, so the popover goes to
    // the right of it instead.
    let request = PopoverRequest(
      screen: Size(width: 120, height: 40), anchor: Rect(x: 0, y: 10, width: 1, height: 1),
      contentSize: Size(width: 20, height: 5))
    guard case .popover(let placed) = PopoverPlacement.place(request) else {
      Issue.record("expected a popover")
      return
    }
    #expect(placed.arrow == .left)
    #expect(placed.frame.minX == 1)
    // A wider button at the left edge (`[≡ Recipes]`) keeps its downward popover.
    let button = PopoverRequest(
      screen: Size(width: 120, height: 40), anchor: Rect(x: 0, y: 0, width: 3, height: 1),
      contentSize: Size(width: 20, height: 5), permittedDirections: .up)
    guard case .popover(let below) = PopoverPlacement.place(button) else {
      Issue.record("expected a popover")
      return
    }
    #expect(below.frame.minX == 1 && below.arrowCell == Point(x: 2, y: 1))
  }

  @Test func popoverPrefersTheSideWithTheMostRoom() {
    // An anchor low on the screen: above has more room than below.
    let request = PopoverRequest(
      screen: Size(width: 120, height: 40), anchor: Rect(x: 60, y: 30, width: 4, height: 1),
      contentSize: Size(width: 20, height: 5), permittedDirections: .vertical)
    guard case .popover(let placed) = PopoverPlacement.place(request) else {
      Issue.record("expected a popover")
      return
    }
    #expect(placed.arrow == .down)
    #expect(placed.frame.maxY == 30)
  }

  @Test func tooLittleRoomShrinksThePopover() {
    let request = PopoverRequest(
      screen: Size(width: 120, height: 12), anchor: Rect(x: 60, y: 0, width: 4, height: 1),
      contentSize: Size(width: 20, height: 30), permittedDirections: .up)
    guard case .popover(let placed) = PopoverPlacement.place(request) else {
      Issue.record("expected a popover")
      return
    }
    #expect(placed.frame.height == 10)
    #expect(placed.frame.maxY == 11)
  }
}
