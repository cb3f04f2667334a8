import SplitLayout
import Testing

/// The first release's `SplitLayout.frames` is the column engine with the
/// master as the primary and the detail as the supplementary: the same
/// frames at every width, for every configuration of its sweep.
@Suite struct ColumnLayoutLegacyTests {
  static let configurations: [SplitConfiguration] = [
    SplitConfiguration(),
    SplitConfiguration(userMasterWidth: 55),
    SplitConfiguration(userMasterWidth: 3),
    SplitConfiguration(override: .split),
    SplitConfiguration(override: .overlay),
    SplitConfiguration(isMasterHiddenByUser: true),
    SplitConfiguration(breakpoint: 60, preferredMasterWidth: 24),
    SplitConfiguration(override: .split, maximumMasterPercent: 25),
  ]

  @Test(arguments: 0...300)
  func columnEngineGivesTheFirstReleasesFrames(width: Int) {
    for configuration in Self.configurations {
      for height in [0, 1, 40] {
        for drawer in [false, true] {
          let size = Size(width: width, height: height)
          let old = SplitLayout.frames(in: size, configuration: configuration, isDrawerOpen: drawer)
          let new = ColumnLayout.frames(
            in: size, mode: old.mode.ladderMode,
            options: configuration.columnOptions(isDrawerOpen: drawer),
            specs: configuration.columnSpecs)
          let presentation: MasterPresentation =
            new.drawer != nil ? .drawer : new[.primary].isColumn ? .sideBySide : .hidden
          let context = "\(size) \(configuration) drawer \(drawer)"
          #expect(presentation == old.presentation, "\(context)")
          #expect(new.frame(of: .primary) == old.master, "\(context)")
          #expect(new.dividers.first == old.divider, "\(context)")
          #expect(new.frame(of: .supplementary) == old.detail, "\(context)")
          #expect(new.needsPrimaryButton == old.needsMasterButton, "\(context)")
        }
      }
    }
  }

  @Test func displayModesMapOntoTheLadder() {
    #expect(DisplayMode.split.ladderMode == .split)
    #expect(DisplayMode.overlay.ladderMode == .drawer)
    // With B as the breakpoint the first release's flip is the ladder's
    // drawer/split flip.
    let ladder = Ladder.standard
    for width in 61...139 {
      #expect(DisplayMode(width: width, breakpoint: 100).ladderMode == ladder.mode(width: width))
    }
  }
}
