import SplitLayout
import TestSupport
import Testing

@Suite struct LadderTests {
  /// The standard ladder's mode at every width 1...300, by its table.
  @Test(arguments: 1...300)
  func standardLadderFollowsTheTable(width: Int) {
    let expected: LadderMode
    switch width {
    case ...60: expected = .stack
    case 61...100: expected = .drawer
    case 101...139: expected = .split
    default: expected = .triple
    }
    #expect(Ladder.standard.mode(width: width) == expected)
    #expect(
      Ladder.standard.showsInspectorColumn(width: width, mode: expected) == (width >= 200))
  }

  @Test(arguments: [
    (60, LadderMode.stack), (61, .drawer), (100, .drawer), (101, .split), (139, .split),
    (140, .triple), (199, .triple), (200, .triple),
  ])
  func modeFlipsExactlyAtEachStandardThreshold(width: Int, mode: LadderMode) {
    #expect(Ladder.standard.mode(width: width) == mode)
  }

  @Test func inspectorColumnStartsAt200AndOnlyInTheTriple() {
    let settings = LadderSettings()
    #expect(!settings.showsInspectorColumn(width: 199))
    #expect(settings.showsInspectorColumn(width: 200))
    #expect(!LadderSettings(override: .split).showsInspectorColumn(width: 300))
    #expect(LadderSettings(override: .triple).showsInspectorColumn(width: 200))
    #expect(!LadderSettings(override: .triple).showsInspectorColumn(width: 199))
  }

  @Test func widthsOutsideTheScreenAreSafe() {
    #expect(Ladder.standard.mode(width: 0) == .stack)
    #expect(Ladder.standard.mode(width: -5) == .stack)
    #expect(Ladder.standard.mode(width: .min) == .stack)
    #expect(Ladder.standard.mode(width: .max) == .triple)
  }

  /// 500 random valid ladders: the mode flips exactly one column either side
  /// of each threshold, and never goes back to a narrower mode as the width
  /// grows.
  @Test func randomLaddersFlipExactlyAtTheirThresholds() throws {
    var generator = SeededGenerator(seed: 0x1add_e4)
    for _ in 0..<500 {
      let ladder = try randomLadder(using: &generator)
      let (a, b, c, d) = (
        ladder.stackLimit, ladder.drawerLimit, ladder.tripleWidth, ladder.inspectorWidth
      )
      #expect(ladder.mode(width: a) == .stack, "\(ladder)")
      #expect(ladder.mode(width: a + 1) == .drawer, "\(ladder)")
      #expect(ladder.mode(width: b) == .drawer, "\(ladder)")
      #expect(ladder.mode(width: b + 1) == (b + 1 < c ? .split : .triple), "\(ladder)")
      if c - 1 > b { #expect(ladder.mode(width: c - 1) == .split, "\(ladder)") }
      #expect(ladder.mode(width: c) == .triple, "\(ladder)")
      #expect(!ladder.showsInspectorColumn(width: d - 1, mode: ladder.mode(width: d - 1)))
      #expect(ladder.showsInspectorColumn(width: d, mode: ladder.mode(width: d)), "\(ladder)")
      var previous = LadderMode.stack
      for width in Swift.max(0, a - 2)...(d + 2) {
        let mode = ladder.mode(width: width)
        #expect(mode >= previous, "\(ladder) at \(width)")
        previous = mode
      }
    }
  }

  // MARK: --layout

  @Test func overlayIsAnAliasOfTheDrawer() {
    #expect(LadderOverride(argument: "overlay") == .drawer)
    #expect(LadderOverride(argument: "drawer") == .drawer)
    for value in LadderOverride.allCases {
      #expect(LadderOverride(argument: value.rawValue) == value)
    }
    for bad in ["", "Stack", "diagonal", "auto ", "overlay2"] {
      #expect(LadderOverride(argument: bad) == nil, "\(bad)")
    }
  }

  @Test(arguments: [1, 60, 61, 100, 101, 139, 140, 200, 300])
  func forcedModesIgnoreTheWidth(width: Int) {
    let ladder = Ladder.standard
    #expect(LadderOverride.stack.mode(width: width, ladder: ladder) == .stack)
    #expect(LadderOverride.drawer.mode(width: width, ladder: ladder) == .drawer)
    #expect(LadderOverride.split.mode(width: width, ladder: ladder) == .split)
    #expect(LadderOverride.triple.mode(width: width, ladder: ladder) == .triple)
    #expect(LadderOverride.auto.mode(width: width, ladder: ladder) == ladder.mode(width: width))
  }

  // MARK: Transitions

  @Test func transitionsStepThroughEveryRungInOrder() {
    #expect(LadderTransition.steps(from: .split, to: .split).isEmpty)
    #expect(
      LadderTransition.steps(from: .stack, to: .triple).map(\.description) == [
        "stack→drawer", "drawer→split", "split→triple",
      ])
    #expect(
      LadderTransition.steps(from: .triple, to: .drawer).map(\.description) == [
        "triple→split", "split→drawer",
      ])
    let widening = LadderTransition.steps(from: .drawer, to: .split).allSatisfy { $0.isWidening }
    #expect(widening)
    let narrowing = LadderTransition.steps(from: .split, to: .stack).contains { $0.isWidening }
    #expect(!narrowing)
  }

  @Test(arguments: LadderMode.allCases)
  func transitionsChainFromOneModeToAnother(from: LadderMode) {
    for to in LadderMode.allCases {
      let steps = LadderTransition.steps(from: from, to: to)
      #expect(steps.count == abs(to.rawValue - from.rawValue))
      #expect(steps.first?.from ?? to == from)
      #expect(steps.last?.to ?? from == to)
      for (step, next) in zip(steps, steps.dropFirst()) { #expect(step.to == next.from) }
      for step in steps { #expect(abs(step.to.rawValue - step.from.rawValue) == 1) }
    }
  }

  /// The transitions of a resize are the modes crossed between its widths.
  @Test func aResizeCrossesTheModesOfTheWidthsBetween() {
    let ladder = Ladder.standard
    for (from, to) in [(50, 250), (250, 50), (80, 120), (139, 140), (100, 60)] {
      let steps = LadderTransition.steps(from: ladder.mode(width: from), to: ladder.mode(width: to))
      let range = from < to ? Array(from...to) : Array((to...from).reversed())
      var crossed: [LadderTransition] = []
      for (width, next) in zip(range, range.dropFirst()) {
        let (m, n) = (ladder.mode(width: width), ladder.mode(width: next))
        if m != n { crossed.append(LadderTransition(from: m, to: n)) }
      }
      #expect(steps == crossed, "\(from)→\(to)")
    }
  }
}

/// A random valid ladder within 0...400 (gaps of 1 included).
func randomLadder(using generator: inout SeededGenerator) throws -> Ladder {
  let a = Int.random(in: 0...150, using: &generator)
  let b = a + Int.random(in: 1...80, using: &generator)
  let c = b + Int.random(in: 1...80, using: &generator)
  let d = c + Int.random(in: 1...80, using: &generator)
  return try Ladder(stack: a, drawer: b, triple: c, inspector: d)
}
