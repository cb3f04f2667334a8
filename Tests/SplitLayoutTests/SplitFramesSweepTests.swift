import SplitLayout
import TestSupport
import Testing

@Suite struct SplitFramesSweepTests {
  static let configurations: [SplitConfiguration] = [
    SplitConfiguration(),
    SplitConfiguration(userMasterWidth: 55),
    SplitConfiguration(userMasterWidth: 3),
    SplitConfiguration(override: .split),
    SplitConfiguration(override: .overlay),
    SplitConfiguration(isMasterHiddenByUser: true),
    SplitConfiguration(breakpoint: 60, preferredMasterWidth: 24),
  ]

  /// Every width 1...300 with every height 1...100, for each configuration,
  /// drawer open and closed.
  @Test(arguments: 1...300)
  func framesStayInsideTheScreenAndTileTheWidth(width: Int) {
    for configuration in Self.configurations {
      for height in 1...100 {
        for drawer in [false, true] {
          let size = Size(width: width, height: height)
          let frames = SplitLayout.frames(
            in: size, configuration: configuration, isDrawerOpen: drawer)
          check(frames, size: size, configuration: configuration, drawer: drawer)
        }
      }
    }
  }

  private func check(
    _ frames: SplitFrames, size: Size, configuration: SplitConfiguration, drawer: Bool
  ) {
    let screen = Rect(size: size)
    let context = "\(size) \(configuration) drawer \(drawer)"
    #expect(frames.mode == configuration.mode(width: size.width), "\(context)")
    #expect(screen.contains(frames.detail), "\(context)")
    for rect in [frames.master, frames.divider].compactMap({ $0 }) {
      #expect(screen.contains(rect), "\(context)")
      #expect(rect.height == size.height, "\(context)")
    }
    switch frames.presentation {
    case .sideBySide:
      guard let master = frames.master, let divider = frames.divider else {
        Issue.record("side by side without master or divider: \(context)")
        return
      }
      #expect(frames.mode == .split)
      // Parts tile the width exactly, left to right, without overlap.
      #expect(master.width + divider.width + frames.detail.width == size.width, "\(context)")
      #expect(master.minX == 0 && divider.minX == master.maxX && frames.detail.minX == divider.maxX)
      #expect(!master.intersects(frames.detail) && !master.intersects(divider))
      #expect(divider.width == 1 && frames.detail.width >= 1, "\(context)")
      // Never above 40% of the width; within the limits when they fit.
      #expect(master.width * 100 <= size.width * configuration.maximumMasterPercent, "\(context)")
      #expect(master.width <= configuration.maximumMasterWidth)
      let cap = size.width * configuration.maximumMasterPercent / 100
      if cap >= configuration.minimumMasterWidth
        && size.width - 2 >= configuration.minimumMasterWidth
      {
        #expect(master.width >= configuration.minimumMasterWidth, "\(context)")
      }
      #expect(!configuration.isMasterHiddenByUser)
    case .drawer:
      guard let master = frames.master else {
        Issue.record("drawer without a frame: \(context)")
        return
      }
      #expect(frames.mode == .overlay && drawer, "\(context)")
      #expect(frames.detail == screen)
      #expect(master.minX == 0 && master.minY == 0)
      // A strip of the detail stays visible to click outside the drawer.
      #expect(size.width - master.width >= min(size.width, 4), "\(context)")
      #expect(frames.divider == nil)
    case .hidden:
      #expect(frames.detail == screen, "\(context)")
      #expect(frames.master == nil && frames.divider == nil)
      #expect(
        frames.mode == .overlay && !drawer || configuration.isMasterHiddenByUser
          || SplitLayout.masterWidth(screenWidth: size.width, configuration: configuration) == 0,
        "\(context)")
    }
  }

  @Test func zeroSizedScreenGivesEmptyFrames() {
    let frames = SplitLayout.frames(in: .zero, configuration: SplitConfiguration(override: .split))
    #expect(frames.detail == .zero)
    #expect(frames.presentation == .hidden)
  }

  // MARK: Named cases, drawn as letters (M master, | divider, D detail, W drawer)

  private func row(
    _ width: Int, _ configuration: SplitConfiguration = .init(), drawer: Bool = false
  )
    -> String
  {
    let frames = SplitLayout.frames(
      in: Size(width: width, height: 5), configuration: configuration, isDrawerOpen: drawer)
    if frames.presentation == .drawer {
      return letters(width: width, [("D", frames.detail), ("W", frames.master)])
    }
    return letters(
      width: width, [("M", frames.master), ("|", frames.divider), ("D", frames.detail)])
  }

  @Test func wideScreenShowsThirtyColumnsOfMaster() {
    #expect(row(120) == String(repeating: "M", count: 30) + "|" + String(repeating: "D", count: 89))
  }

  @Test func firstSplitWidthIs101() {
    #expect(row(101) == String(repeating: "M", count: 30) + "|" + String(repeating: "D", count: 70))
    #expect(row(100) == String(repeating: "D", count: 100))
  }

  @Test func forcedSplitOnANarrowScreenCapsTheMasterAt40Percent() {
    #expect(
      row(50, SplitConfiguration(override: .split)) == "MMMMMMMMMMMMMMMMMMMM|"
        + String(repeating: "D", count: 29))
    #expect(row(10, SplitConfiguration(override: .split)) == "MMMM|DDDDD")
  }

  @Test func draggedWidthIsKeptWithinItsLimits() {
    let wide = SplitConfiguration(userMasterWidth: 55)
    // 40% of 120 is 48.
    #expect(row(120, wide).prefix(while: { $0 == "M" }).count == 48)
    let narrow = SplitConfiguration(userMasterWidth: 3)
    #expect(row(120, narrow).prefix(while: { $0 == "M" }).count == 16)
    #expect(
      SplitLayout.masterWidth(draggingDividerTo: 40, screenWidth: 200, configuration: .init()) == 40
    )
    #expect(
      SplitLayout.masterWidth(draggingDividerTo: 200, screenWidth: 200, configuration: .init())
        == 60)
  }

  @Test func drawerCoversTheLeftOfTheDetail() {
    #expect(
      row(80, drawer: true) == String(repeating: "W", count: 32) + String(repeating: "D", count: 48)
    )
    #expect(
      row(40, drawer: true) == String(repeating: "W", count: 30) + String(repeating: "D", count: 10)
    )
    #expect(row(8, drawer: true) == "WWWWDDDD")
  }

  @Test func userHiddenMasterLeavesTheDetailAlone() {
    #expect(
      row(120, SplitConfiguration(isMasterHiddenByUser: true)) == String(repeating: "D", count: 120)
    )
  }
}
