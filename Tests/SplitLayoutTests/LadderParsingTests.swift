import SplitLayout
import TestSupport
import Testing

@Suite struct LadderParsingTests {
  @Test(arguments: [
    ("60,100,140,200", "60,100,140,200"),
    ("0,1,2,3", "0,1,2,3"),
    ("1, 2 ,3,  4", "1,2,3,4"),
    ("060,100,140,200", "60,100,140,200"),
    ("9997,9998,9999,10000", "9997,9998,9999,10000"),
    ("40,80,120,160", "40,80,120,160"),
  ])
  func acceptsFourIncreasingWholeNumbers(text: String, ladder: String) throws {
    #expect(try Ladder.parse(text).description == ladder)
  }

  @Test func theDefaultTextIsTheStandardLadder() throws {
    #expect(try Ladder.parse("60,100,140,200") == .standard)
    #expect(try Ladder.parse(Ladder.standard.description) == .standard)
  }

  @Test(arguments: [
    ("", LadderError.wrongCount(found: 0)),
    ("60", .wrongCount(found: 1)),
    ("60,100,140", .wrongCount(found: 3)),
    ("60,100,140,200,", .wrongCount(found: 5)),
    ("60,100,140,200,300", .wrongCount(found: 5)),
    ("60;100;140;200", .wrongCount(found: 1)),
    ("60,,140,200", .notANumber(position: 2)),
    ("a,100,140,200", .notANumber(position: 1)),
    ("-1,100,140,200", .notANumber(position: 1)),
    ("+60,100,140,200", .notANumber(position: 1)),
    ("60,100.5,140,200", .notANumber(position: 2)),
    ("60,100,1 40,200", .notANumber(position: 3)),
    ("60,100,140,0x10", .notANumber(position: 4)),
    ("６０,100,140,200", .notANumber(position: 1)),
    ("60,100,140,20000", .outOfRange(position: 4, value: 20000)),
    ("60,100,140,10001", .outOfRange(position: 4, value: 10001)),
    ("60,100,140,99999999999999999999", .outOfRange(position: 4, value: nil)),
    ("60,100,100,200", .notIncreasing(position: 3, previous: 100, value: 100)),
    ("100,60,140,200", .notIncreasing(position: 2, previous: 100, value: 60)),
    ("60,100,140,139", .notIncreasing(position: 4, previous: 140, value: 139)),
    ("0,0,0,0", .notIncreasing(position: 2, previous: 0, value: 0)),
  ])
  func rejectsAnythingElseWithAPreciseError(text: String, error: LadderError) {
    #expect(throws: error) { try Ladder.parse(text) }
  }

  @Test func messagesSayWhatIsWrong() {
    let cases: [(LadderError, String)] = [
      (.wrongCount(found: 3), "--ladder needs four numbers A,B,C,D (like 60,100,140,200), found 3"),
      (.notANumber(position: 2), "--ladder: B (the 2nd number) is not a whole number of columns"),
      (
        .outOfRange(position: 4, value: 20000),
        "--ladder: D (the 4th number) is 20000, outside 0...10000"
      ),
      (.outOfRange(position: 1, value: nil), "--ladder: A (the 1st number) is outside 0...10000"),
      (
        .notIncreasing(position: 3, previous: 100, value: 90),
        "--ladder: the numbers must increase, but C (the 3rd number) is 90 after 100"
      ),
      (.breakpointOutOfRange(value: 0), "--breakpoint must be 1...9998 columns, not 0"),
      (
        .breakpointDisagrees(breakpoint: 90, ladder: .standard),
        "--breakpoint 90 disagrees with --ladder 60,100,140,200, whose B is 100"
      ),
    ]
    for (error, message) in cases { #expect(error.description == message) }
  }

  /// Control characters are not numbers (kept out of the parameterized
  /// table so the test log shows no raw escapes).
  @Test func controlCharactersAreNotNumbers() {
    for text in ["60,100,140,\u{1b}[2J", "60,100,140,\t200", "60,100\n,140,200"] {
      #expect(throws: LadderError.self) { try Ladder.parse(text) }
    }
    #expect(throws: LadderError.notANumber(position: 4)) {
      try Ladder.parse("60,100,140,\u{1b}[2J")
    }
    #expect(throws: LadderError.notANumber(position: 2)) { try Ladder.parse("60,100\n,140,200") }
  }

  /// The text is never echoed: a message holds only digits read from it.
  @Test func messagesNeverQuoteTheUsersText() {
    for text in ["\u{1b}[31m,1,2,3", "1,2,3,\u{7}", "x,y,z,w", "1,2,3,4,\u{1b}"] {
      do {
        _ = try Ladder.parse(text)
        Issue.record("accepted \(text)")
      } catch {
        let message = error.description
        #expect(!message.contains("\u{1b}") && !message.contains("\u{7}") && !message.contains("x"))
        #expect(!message.contains("\n"))
      }
    }
  }

  @Test func theCheckedInitializerAppliesTheSameRules() throws {
    #expect(try Ladder(stack: 60, drawer: 100, triple: 140, inspector: 200) == .standard)
    #expect(throws: LadderError.outOfRange(position: 1, value: -1)) {
      try Ladder(stack: -1, drawer: 100, triple: 140, inspector: 200)
    }
    #expect(throws: LadderError.outOfRange(position: 4, value: .max)) {
      try Ladder(stack: 1, drawer: 2, triple: 3, inspector: .max)
    }
  }

  @Test func randomLaddersRoundTripThroughTheirText() throws {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      let ladder = try randomLadder(using: &generator)
      #expect(try Ladder.parse(ladder.description) == ladder)
    }
  }

  // MARK: --breakpoint

  @Test(arguments: [
    (120, "60,120,140,200"), (100, "60,100,140,200"), (80, "60,80,140,200"),
    (40, "39,40,140,200"), (1, "0,1,140,200"), (139, "60,139,140,200"),
    (150, "60,150,151,200"), (199, "60,199,200,201"), (9998, "60,9998,9999,10000"),
  ])
  func breakpointSetsBAndMovesTheOthersOutOfTheWay(breakpoint: Int, ladder: String) throws {
    #expect(try Ladder.standard.settingDrawerLimit(breakpoint).description == ladder)
  }

  @Test func everyAcceptedBreakpointSplitsJustAboveIt() throws {
    for breakpoint in Ladder.breakpointRange {
      let ladder = try Ladder.resolve(ladder: nil, breakpoint: breakpoint)
      #expect(ladder.drawerLimit == breakpoint)
      #expect(ladder.mode(width: breakpoint) == .drawer)
      #expect(ladder.mode(width: breakpoint + 1).isMultiColumn)
    }
    for bad in [0, -1, 9999, 10_000, .max, .min] {
      #expect(throws: LadderError.breakpointOutOfRange(value: bad)) {
        try Ladder.resolve(ladder: nil, breakpoint: bad)
      }
    }
  }

  @Test func ladderAndBreakpointMustAgree() throws {
    #expect(try Ladder.resolve(ladder: nil, breakpoint: nil) == .standard)
    #expect(try Ladder.resolve(ladder: "10,20,30,40", breakpoint: nil).description == "10,20,30,40")
    #expect(
      try Ladder.resolve(ladder: "60,90,140,200", breakpoint: 90).description == "60,90,140,200")
    #expect(
      throws: LadderError.breakpointDisagrees(breakpoint: 90, ladder: .standard)
    ) { try Ladder.resolve(ladder: "60,100,140,200", breakpoint: 90) }
    // A bad ladder is reported as such, before the comparison.
    #expect(throws: LadderError.wrongCount(found: 2)) {
      try Ladder.resolve(ladder: "60,90", breakpoint: 90)
    }
  }
}
