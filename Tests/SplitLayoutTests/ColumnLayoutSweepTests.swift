import SplitLayout
import TestSupport
import Testing

@Suite struct ColumnLayoutSweepTests {
  static let overrides = LadderOverride.allCases

  /// Checked at every size: the defaults, and many choices at once.
  static let everySizeOptions: [ColumnOptions] = [
    ColumnOptions(),
    ColumnOptions(
      userPrimaryWidth: 55, isDrawerOpen: true, inspector: .shown, stackTop: .secondary),
  ]

  /// The main combinations, one at a time.
  static let mainOptions: [ColumnOptions] = [
    ColumnOptions(),
    ColumnOptions(isDrawerOpen: true),
    ColumnOptions(isPrimaryHiddenByUser: true),
    ColumnOptions(inspector: .shown),
    ColumnOptions(inspector: .hidden),
    ColumnOptions(zoomed: .supplementary),
    ColumnOptions(userPrimaryWidth: 55, inspector: .shown, stackTop: .secondary),
    ColumnOptions(userPrimaryWidth: 3, isDrawerOpen: true, stackTop: .primary),
  ]

  /// Every combination of the options, checked at every width and a few
  /// heights.
  static let allOptions: [ColumnOptions] = {
    var result: [ColumnOptions] = []
    for inspector in InspectorVisibility.allCases {
      for zoom in [nil] + ColumnRole.allCases {
        for drawer in [false, true] {
          for hidden in [false, true] {
            for dragged in [nil, 3, 45, 500] {
              result.append(
                ColumnOptions(
                  userPrimaryWidth: dragged, isPrimaryHiddenByUser: hidden, isDrawerOpen: drawer,
                  inspector: inspector, zoomed: zoom, stackTop: zoom ?? .supplementary))
            }
          }
        }
      }
    }
    return result
  }()

  /// Lays out and checks; records the first few broken rules.
  private func sweep(
    widths: ClosedRange<Int>, heights: [Int], options: [ColumnOptions], ladder: Ladder = .standard,
    specs: ColumnSpecs = .standard
  ) {
    var failures = 0
    for width in widths {
      for height in heights {
        let size = Size(width: width, height: height)
        for override in Self.overrides {
          let settings = LadderSettings(ladder: ladder, override: override)
          let mode = settings.mode(width: width)
          for option in options {
            let frames = ColumnLayout.frames(
              in: size, settings: settings, options: option, specs: specs)
            let problems = columnProblems(
              frames, size: size, mode: mode, ladder: ladder, options: option, specs: specs)
            if !problems.isEmpty && failures < 5 {
              failures += 1
              Issue.record("\(size) \(override) \(option): \(problems)")
            }
          }
        }
      }
    }
  }

  /// Every size 1x1...300x100, every mode (auto and forced), the default
  /// and a busy set of options.
  @Test(arguments: 1...300)
  func everySizeTilesTheWidthInsideTheScreen(width: Int) {
    sweep(widths: width...width, heights: Array(1...100), options: Self.everySizeOptions)
  }

  /// Every width, every mode, the main options one at a time.
  @Test(arguments: 1...300)
  func everyWidthKeepsTheRulesForTheMainOptions(width: Int) {
    sweep(widths: width...width, heights: [1, 15, 16], options: Self.mainOptions)
  }

  /// Every width, every mode, every combination of inspector, zoom, drawer,
  /// hidden primary and dragged width (at one height: the geometry across is
  /// the same at every height, as the first sweep shows).
  @Test(arguments: 1...300)
  func everyOptionCombinationKeepsTheRules(width: Int) {
    sweep(widths: width...width, heights: [7], options: Self.allOptions)
  }

  /// The first release's two-pane settings as specs (the master as the
  /// primary, a detail down to 1 column), and a hostile set.
  @Test func otherSpecsKeepTheRules() {
    var legacy = ColumnSpecs.standard
    legacy.supplementary = ColumnSpec(minimum: 1, preferred: 1, maximum: .max)
    sweep(widths: 1...300, heights: [3], options: Self.mainOptions, specs: legacy)
    var odd = ColumnSpecs.standard
    odd.primary = ColumnSpec(minimum: 50, preferred: -4, maximum: 20, maximumPercent: 250)
    odd.supplementary = ColumnSpec(minimum: -10, preferred: .max, maximum: .max, maximumPercent: -5)
    odd.secondary = ColumnSpec(minimum: 0, preferred: 0, maximum: 40)
    odd.inspector = ColumnSpec(minimum: .max, preferred: .min, maximum: 3)
    sweep(widths: 1...300, heights: [2], options: Self.mainOptions, specs: odd)
  }

  /// Random valid ladders: the frames follow each ladder's mode and `D`.
  @Test func randomLaddersKeepTheRules() throws {
    var generator = SeededGenerator(seed: 0xc01_0440)
    for _ in 0..<20 {
      let ladder = try randomLadder(using: &generator)
      sweep(
        widths: 1...300, heights: [4], options: Array(Self.mainOptions.prefix(4)), ladder: ladder)
      for width in [ladder.inspectorWidth - 1, ladder.inspectorWidth] {
        let frames = ColumnLayout.frames(
          in: Size(width: width, height: 4), settings: LadderSettings(ladder: ladder))
        #expect(frames.mode == ladder.mode(width: width))
        // The standard specs fit every minimum from 97 columns.
        if frames.mode == .triple && width >= 97 {
          #expect(frames[.inspector].isColumn == (width >= ladder.inspectorWidth), "\(ladder)")
        }
      }
    }
  }

  @Test func extremeSizesAndOptionsDoNotTrap() {
    let sizes = [
      Size.zero, Size(width: 0, height: 40), Size(width: 200, height: 0),
      Size(width: .max, height: .max), Size(width: .max, height: 1), Size(width: 1, height: .max),
    ]
    let options = [
      ColumnOptions(userPrimaryWidth: .max, isDrawerOpen: true, inspector: .shown),
      ColumnOptions(userPrimaryWidth: .min, isDrawerOpen: true, zoomed: .inspector),
    ]
    for size in sizes {
      for mode in LadderMode.allCases {
        for option in options {
          let frames = ColumnLayout.frames(in: size, mode: mode, options: option)
          let problems = columnProblems(
            frames, size: size, mode: mode, ladder: .standard, options: option, specs: .standard)
          #expect(problems.isEmpty, "\(size) \(mode) \(option): \(problems)")
        }
      }
    }
  }
}
